#include "pgn/byte_source.h"

#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>
#ifndef DRAWBRIDGE_NO_ZSTD
#include <zstd.h>
#endif

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "platform/fd_io.h"
#include "platform/file_path.h"
#include "support/absl_view.h"

namespace drawbridge::pgn {
namespace {

constexpr std::size_t kChunk = 1 << 17;

absl::Status read_error(const std::string& name, std::string_view why) {
  return absl::DataLossError(absl::StrCat(name, ": ", av(why)));
}

// The file descriptor, with the first bytes peeked for the magic number kept in front.
class RawFile {
 public:
  RawFile(int fd, bool owned, std::string name) : fd_(fd), owned_(owned), name_(std::move(name)) {
    struct stat st {};
    if (fstat(fd_, &st) == 0 && S_ISREG(st.st_mode)) total_ = static_cast<std::uint64_t>(st.st_size);
  }
  RawFile(const RawFile&) = delete;
  RawFile& operator=(const RawFile&) = delete;
  ~RawFile() {
    if (owned_) close(fd_);
  }

  absl::StatusOr<std::size_t> read(char* buffer, std::size_t size) {
    if (!pushed_back_.empty()) {
      const std::size_t n = std::min(size, pushed_back_.size());
      std::memcpy(buffer, pushed_back_.data(), n);
      pushed_back_.erase(pushed_back_.begin(), pushed_back_.begin() + static_cast<std::ptrdiff_t>(n));
      return n;
    }
    for (;;) {
      const ssize_t n = ::read(fd_, buffer, size);
      if (n >= 0) {
        consumed_ += static_cast<std::uint64_t>(n);
        return static_cast<std::size_t>(n);
      }
      if (errno != EINTR) return read_error(name_, std::strerror(errno));
    }
  }

  // Reads up to `size` bytes for the magic number and keeps them to be read again.
  absl::StatusOr<std::vector<unsigned char>> peek(std::size_t size) {
    std::vector<unsigned char> head(size);
    std::size_t got = 0;
    while (got < size) {
      absl::StatusOr<std::size_t> n = read(reinterpret_cast<char*>(head.data()) + got, size - got);
      if (!n.ok()) return n.status();
      if (*n == 0) break;
      got += *n;
    }
    head.resize(got);
    pushed_back_.assign(head.begin(), head.end());
    return head;
  }

  // Moves to `offset` (a plain file's): what was peeked is dropped, and consumed() counts from there.
  absl::Status seek(std::uint64_t offset) {
    if (::lseek(fd_, static_cast<off_t>(offset), SEEK_SET) < 0) return read_error(name_, std::strerror(errno));
    pushed_back_.clear();
    consumed_ = 0;
    return absl::OkStatus();
  }

  std::uint64_t consumed() const { return consumed_; }
  std::uint64_t total() const { return total_; }
  const std::string& name() const { return name_; }
  void rename(std::string name) { name_ = std::move(name); }

 private:
  int fd_;
  bool owned_;
  std::string name_;
  std::vector<char> pushed_back_;
  std::uint64_t consumed_ = 0;
  std::uint64_t total_ = 0;
};

class PlainSource final : public ByteSource {
 public:
  explicit PlainSource(std::unique_ptr<RawFile> file) : file_(std::move(file)) {}
  absl::StatusOr<std::size_t> read(char* buffer, std::size_t size) override { return file_->read(buffer, size); }
  std::uint64_t consumed() const override { return file_->consumed(); }
  std::uint64_t total() const override { return file_->total(); }
  Compression compression() const override { return Compression::kNone; }

 private:
  std::unique_ptr<RawFile> file_;
};

// The bytes [begin, end) of a plain file, the file already moved to `begin`.
class RangeSource final : public ByteSource {
 public:
  RangeSource(std::unique_ptr<RawFile> file, std::uint64_t size) : file_(std::move(file)), size_(size) {}
  absl::StatusOr<std::size_t> read(char* buffer, std::size_t size) override {
    const std::size_t wanted = static_cast<std::size_t>(std::min<std::uint64_t>(size, size_ - file_->consumed()));
    if (wanted == 0) return 0;
    return file_->read(buffer, wanted);
  }
  std::uint64_t consumed() const override { return file_->consumed(); }
  std::uint64_t total() const override { return size_; }
  Compression compression() const override { return Compression::kNone; }

 private:
  std::unique_ptr<RawFile> file_;
  std::uint64_t size_;
};

// gzip, members concatenated as gzip(1) allows.
class GzipSource final : public ByteSource {
 public:
  explicit GzipSource(std::unique_ptr<RawFile> file) : file_(std::move(file)), in_(kChunk) {
    stream_.zalloc = Z_NULL;
    stream_.zfree = Z_NULL;
    stream_.opaque = Z_NULL;
    ok_ = inflateInit2(&stream_, 16 + MAX_WBITS) == Z_OK;
  }
  ~GzipSource() override {
    if (ok_) inflateEnd(&stream_);
  }

  absl::StatusOr<std::size_t> read(char* buffer, std::size_t size) override {
    if (!ok_) return read_error(file_->name(), "cannot start gzip decompression");
    stream_.next_out = reinterpret_cast<Bytef*>(buffer);
    stream_.avail_out = static_cast<uInt>(size);
    while (stream_.avail_out == size) {
      if (stream_.avail_in == 0) {
        absl::StatusOr<std::size_t> n = file_->read(in_.data(), in_.size());
        if (!n.ok()) return n.status();
        if (*n == 0) {
          if (!member_ended_) return read_error(file_->name(), "gzip data ends early");
          break;
        }
        stream_.next_in = reinterpret_cast<Bytef*>(in_.data());
        stream_.avail_in = static_cast<uInt>(*n);
      }
      if (member_ended_) {  // another member follows
        inflateReset(&stream_);
        member_ended_ = false;
      }
      const int r = inflate(&stream_, Z_NO_FLUSH);
      if (r == Z_STREAM_END) {
        member_ended_ = true;
      } else if (r != Z_OK && r != Z_BUF_ERROR) {
        return read_error(file_->name(),
                          absl::StrCat("bad gzip data (", stream_.msg ? stream_.msg : "zlib error", ")"));
      }
    }
    return size - stream_.avail_out;
  }
  std::uint64_t consumed() const override { return file_->consumed(); }
  std::uint64_t total() const override { return file_->total(); }
  Compression compression() const override { return Compression::kGzip; }

 private:
  std::unique_ptr<RawFile> file_;
  std::vector<char> in_;
  z_stream stream_{};
  bool ok_ = false;
  bool member_ended_ = false;
};

#ifndef DRAWBRIDGE_NO_ZSTD
class ZstdSource final : public ByteSource {
 public:
  explicit ZstdSource(std::unique_ptr<RawFile> file)
      : file_(std::move(file)), stream_(ZSTD_createDStream()), in_(ZSTD_DStreamInSize()) {
    if (stream_) ZSTD_initDStream(stream_);
  }
  ~ZstdSource() override { ZSTD_freeDStream(stream_); }

  absl::StatusOr<std::size_t> read(char* buffer, std::size_t size) override {
    if (!stream_) return read_error(file_->name(), "cannot start zstd decompression");
    ZSTD_outBuffer out{buffer, size, 0};
    while (out.pos == 0) {
      if (input_.pos == input_.size) {
        absl::StatusOr<std::size_t> n = file_->read(in_.data(), in_.size());
        if (!n.ok()) return n.status();
        if (*n == 0) {
          if (!frame_ended_) return read_error(file_->name(), "zstd data ends early");
          break;
        }
        input_ = ZSTD_inBuffer{in_.data(), *n, 0};
      }
      const std::size_t r = ZSTD_decompressStream(stream_, &out, &input_);
      if (ZSTD_isError(r)) return read_error(file_->name(), absl::StrCat("bad zstd data (", ZSTD_getErrorName(r), ")"));
      frame_ended_ = r == 0;
    }
    return out.pos;
  }
  std::uint64_t consumed() const override { return file_->consumed(); }
  std::uint64_t total() const override { return file_->total(); }
  Compression compression() const override { return Compression::kZstd; }

 private:
  std::unique_ptr<RawFile> file_;
  ZSTD_DStream* stream_;
  std::vector<char> in_;
  ZSTD_inBuffer input_{nullptr, 0, 0};
  bool frame_ended_ = true;
};
#endif

// A zstd file where this build has no zstd (the Windows build: Debian has no mingw zstd).
absl::StatusOr<std::unique_ptr<ByteSource>> zstd_source(std::unique_ptr<RawFile> file) {
#ifdef DRAWBRIDGE_NO_ZSTD
  return absl::UnimplementedError(
      absl::StrCat(file->name(), ": zstd-compressed, which this build cannot read; decompress it first (zstd -d)"));
#else
  return std::make_unique<ZstdSource>(std::move(file));
#endif
}

}  // namespace

absl::StatusOr<std::size_t> TextSource::read(char* buffer, std::size_t size) {
  const std::size_t n = std::min({size, step_, text_.size() - at_});
  std::memcpy(buffer, text_.data() + at_, n);
  at_ += n;
  return n;
}

Compression compression_of(const unsigned char* head, std::size_t size) {
  if (size >= 2 && head[0] == 0x1f && head[1] == 0x8b) return Compression::kGzip;
  if (size >= 4 && head[0] == 0x28 && head[1] == 0xb5 && head[2] == 0x2f && head[3] == 0xfd) return Compression::kZstd;
  return Compression::kNone;
}

namespace {

absl::StatusOr<std::unique_ptr<RawFile>> open_raw_file(const std::string& path) {
  if (path == "-") return std::make_unique<RawFile>(STDIN_FILENO, false, "stdin");
  const int fd = open_for_reading(file_path(path));
  if (fd < 0) return absl::NotFoundError(absl::StrCat(path, ": ", std::strerror(errno)));
  struct stat st {};
  if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
    close(fd);
    return absl::InvalidArgumentError(absl::StrCat(path, ": is a directory"));
  }
  return std::make_unique<RawFile>(fd, true, path);
}

// The source of a file whose first bytes tell its compression.
absl::StatusOr<std::unique_ptr<ByteSource>> decompressing_source(std::unique_ptr<RawFile> file) {
  absl::StatusOr<std::vector<unsigned char>> head = file->peek(4);
  if (!head.ok()) return head.status();
  switch (compression_of(head->data(), head->size())) {
    case Compression::kGzip: return std::make_unique<GzipSource>(std::move(file));
    case Compression::kZstd: return zstd_source(std::move(file));
    case Compression::kNone: break;
  }
  return std::make_unique<PlainSource>(std::move(file));
}

}  // namespace

absl::StatusOr<std::unique_ptr<ByteSource>> open_byte_source(const std::string& path) {
  absl::StatusOr<std::unique_ptr<RawFile>> file = open_raw_file(path);
  if (!file.ok()) return file.status();
  return decompressing_source(*std::move(file));
}

absl::StatusOr<std::unique_ptr<ByteSource>> open_byte_range(const std::string& path, std::uint64_t begin,
                                                            std::uint64_t end) {
  const std::string range = end == kToTheEnd ? absl::StrCat(path, " (bytes ", begin, " to the end)")
                                             : absl::StrCat(path, " (bytes ", begin, "-", end, ")");
  absl::StatusOr<std::unique_ptr<RawFile>> file = open_raw_file(path);
  if (!file.ok()) {
    // The message starts with the path: the range is said right after it.
    return absl::Status(file.status().code(), absl::StrCat(range, file.status().message().substr(path.size())));
  }
  (*file)->rename(range);
  if (begin == 0 && end == kToTheEnd) return decompressing_source(*std::move(file));
  if (path == "-") return absl::InvalidArgumentError(absl::StrCat(range, ": stdin cannot be read by byte ranges"));
  absl::StatusOr<std::vector<unsigned char>> head = (*file)->peek(4);
  if (!head.ok()) return head.status();
  if (compression_of(head->data(), head->size()) != Compression::kNone) {
    return absl::InvalidArgumentError(
        absl::StrCat(range, ": compressed, so read whole: only a plain file is read by byte ranges"));
  }
  const std::uint64_t size = (*file)->total();
  const std::uint64_t first = std::min(begin, size), last = std::max(first, std::min(end, size));
  if (absl::Status moved = (*file)->seek(first); !moved.ok()) return moved;
  return std::make_unique<RangeSource>(*std::move(file), last - first);
}

}  // namespace drawbridge::pgn
