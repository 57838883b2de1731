// The bytes of one input, plain or compressed: a file (or stdin for `-`) whose gzip or zstd
// compression is recognised by its magic bytes, not its name, and decompressed as a stream.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "absl/status/statusor.h"

namespace drawbridge::pgn {

enum class Compression { kNone, kGzip, kZstd };

class ByteSource {
 public:
  virtual ~ByteSource() = default;
  // Up to `size` decompressed bytes into `buffer`; 0 at the end of the input.
  virtual absl::StatusOr<std::size_t> read(char* buffer, std::size_t size) = 0;
  // Bytes taken from the file so far (compressed), and its size (0 when unknown, e.g. a pipe).
  virtual std::uint64_t consumed() const = 0;
  virtual std::uint64_t total() const = 0;
  virtual Compression compression() const = 0;
};

// A text already in memory, handed out at most `step` bytes a read (a test crosses reads so).
class TextSource final : public ByteSource {
 public:
  explicit TextSource(std::string_view text, std::size_t step = SIZE_MAX) : text_(text), step_(step) {}
  absl::StatusOr<std::size_t> read(char* buffer, std::size_t size) override;
  std::uint64_t consumed() const override { return at_; }
  std::uint64_t total() const override { return text_.size(); }
  Compression compression() const override { return Compression::kNone; }

 private:
  std::string_view text_;
  std::size_t step_;
  std::size_t at_ = 0;
};

// Opens `path` (`-`: stdin); an error names the file and why it cannot be read.
absl::StatusOr<std::unique_ptr<ByteSource>> open_byte_source(const std::string& path);

// The end of a range that runs to the end of its file.
inline constexpr std::uint64_t kToTheEnd = UINT64_MAX;

// Opens the bytes [begin, end) of the file `path` (end clamped to its size), so that workers
// each read a part of one file. A compressed file is read whole or not at all: a range of it
// is an error, as only a plain file can be entered in the middle. Errors name the file and the
// range.
absl::StatusOr<std::unique_ptr<ByteSource>> open_byte_range(const std::string& path, std::uint64_t begin,
                                                            std::uint64_t end);

// The compression a stream starting with `head` (its first bytes, up to 4) is in.
Compression compression_of(const unsigned char* head, std::size_t size);

}  // namespace drawbridge::pgn
