#include "pgn/followed_file.h"

#include <fstream>
#include <system_error>

#include "absl/strings/str_cat.h"
#include "platform/file_path.h"

namespace drawbridge::pgn {

namespace fs = std::filesystem;

absl::StatusOr<FileNews> FollowedFile::read() {
  const std::string name = path_text(path_);
  std::error_code error;
  const fs::file_status status = fs::status(path_, error);
  if (status.type() == fs::file_type::not_found)
    return forget(absl::NotFoundError(absl::StrCat(name, ": no such file")));
  if (error) return forget(absl::UnavailableError(absl::StrCat(name, ": ", error.message())));
  if (fs::is_directory(status)) return forget(absl::InvalidArgumentError(absl::StrCat(name, ": is a directory")));
  const std::uintmax_t size = fs::file_size(path_, error);
  const fs::file_time_type modified = error ? fs::file_time_type{} : fs::last_write_time(path_, error);
  if (error) return forget(absl::UnavailableError(absl::StrCat(name, ": ", error.message())));
  if (known_ && size == size_ && modified == modified_) return FileNews{};

  std::ifstream in(path_, std::ios::binary);
  if (!in) return forget(absl::UnavailableError(absl::StrCat(name, ": cannot be opened for reading")));
  if (known_ && size > size_) {
    const std::uint64_t from = size_ - last_bytes_.size();
    std::string_view bytes = read_range(in, from, size - from);
    if (bytes.size() == size - from && bytes.starts_with(last_bytes_)) {
      bytes.remove_prefix(last_bytes_.size());
      remember(bytes, modified);
      return FileNews{bytes, false};
    }
    in.clear();
  }
  return read_from_start(in, size, modified);
}

FileNews FollowedFile::read_from_start(std::ifstream& in, std::uint64_t size, fs::file_time_type modified) {
  size_ = 0;
  last_bytes_.clear();
  FileNews news{read_range(in, 0, size), true};
  remember(news.bytes, modified);
  return news;
}

std::string_view FollowedFile::read_range(std::ifstream& in, std::uint64_t from, std::uint64_t count) {
  buffer_.resize(count);
  in.seekg(static_cast<std::streamoff>(from));
  in.read(buffer_.data(), static_cast<std::streamsize>(count));
  buffer_.resize(static_cast<std::size_t>(in.gcount()));
  bytes_read_ += buffer_.size();
  return buffer_;
}

void FollowedFile::remember(std::string_view bytes, fs::file_time_type modified) {
  size_ += bytes.size();
  if (bytes.size() >= kCheckBytes) {
    last_bytes_.assign(bytes.substr(bytes.size() - kCheckBytes));
  } else {
    last_bytes_.append(bytes);
    if (last_bytes_.size() > kCheckBytes) last_bytes_.erase(0, last_bytes_.size() - kCheckBytes);
  }
  modified_ = modified;
  known_ = true;
}

absl::Status FollowedFile::forget(absl::Status why) {
  known_ = false;
  size_ = 0;
  last_bytes_.clear();
  return why;
}

}  // namespace drawbridge::pgn
