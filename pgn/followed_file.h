// A file read again and again as another program writes it: each read hands out only the bytes
// appended since the last read when the file only grew, and the whole file when it changed in any
// other way (truncated, rewritten in place, replaced by a rename, deleted and made again).
//
// "Only grew" is told by content, not by the file's identity, so that it means the same on every
// platform (std::filesystem has no inode): the size is at least the size read before, and the last
// kCheckBytes before that old end read back the same. Those bytes are read again with the new
// ones; nothing before them is. A file replaced by one that holds the old bytes and more counts as
// grown, which is what it is to a reader. A same size with a new modification time counts as
// rewritten (an arbiter's round file rewrites a clock in place without changing its length). Not
// seen: a change before the checked bytes that keeps the length and comes with growth at the end
// in the same interval, and a same-length rewrite that leaves the modification time as it was
// (one made before the file system's clock ticks: a few milliseconds on Linux, 2 s on FAT).
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <iosfwd>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"

namespace drawbridge::pgn {

struct FileNews {
  // Appended since the last read, or the whole file when from_start: the follower's own bytes,
  // valid until its next read, which writes them over in the same room.
  std::string_view bytes;
  bool from_start = false;  // the file was read from its first byte (first read, or a change)
};

class FollowedFile {
 public:
  static constexpr std::size_t kCheckBytes = 4096;

  explicit FollowedFile(std::filesystem::path path) : path_(std::move(path)) {}

  // The news since the last read. A missing file, a directory or an unreadable file is an
  // error naming it; the next read that succeeds starts from the first byte.
  absl::StatusOr<FileNews> read();

  // Bytes taken from the file by every read so far, the checked ones included.
  std::uint64_t bytes_read() const { return bytes_read_; }

 private:
  FileNews read_from_start(std::ifstream& in, std::uint64_t size, std::filesystem::file_time_type modified);
  // Bytes [from, from + count) of `in`, fewer when the file shrank meanwhile, read into buffer_.
  std::string_view read_range(std::ifstream& in, std::uint64_t from, std::uint64_t count);
  // Moves the end of what was read on by `bytes`.
  void remember(std::string_view bytes, std::filesystem::file_time_type modified);
  absl::Status forget(absl::Status why);

  std::filesystem::path path_;
  bool known_ = false;      // read before, and not lost since
  std::uint64_t size_ = 0;  // bytes of the file read so far
  std::filesystem::file_time_type modified_{};
  std::string last_bytes_;  // the last kCheckBytes (or fewer) of those
  std::uint64_t bytes_read_ = 0;
  std::string buffer_;  // the last read's bytes; its room serves the next read
};

}  // namespace drawbridge::pgn
