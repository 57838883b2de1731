#include "pgn/game_range.h"

#include <algorithm>
#include <memory>

namespace drawbridge::pgn {
namespace {

absl::StatusOr<std::uint64_t> game_start_in_file(const std::string& path, std::uint64_t offset) {
  if (offset == 0 || offset == kToTheEnd) return offset;
  absl::StatusOr<std::unique_ptr<ByteSource>> from_before = open_byte_range(path, offset - 1, kToTheEnd);
  if (!from_before.ok()) return from_before.status();
  return game_start_at_or_after(**from_before, offset);
}

}  // namespace

absl::StatusOr<std::vector<std::pair<std::uint64_t, std::uint64_t>>> file_blocks(const std::string& path,
                                                                                 std::uint64_t block) {
  absl::StatusOr<std::unique_ptr<ByteSource>> source = open_byte_source(path);
  if (!source.ok()) return source.status();
  std::vector<std::pair<std::uint64_t, std::uint64_t>> blocks;
  const std::uint64_t size = (*source)->total();
  if ((*source)->compression() != Compression::kNone || size == 0 || block == 0) {
    blocks.emplace_back(0, kToTheEnd);
    return blocks;
  }
  for (std::uint64_t begin = 0; begin < size; begin += block) {
    blocks.emplace_back(begin, size - begin > block ? begin + block : kToTheEnd);
  }
  return blocks;
}

absl::StatusOr<std::uint64_t> game_start_at_or_after(ByteSource& from_before, std::uint64_t offset) {
  if (offset == 0) return 0;
  // The next game start is usually a few lines away: small reads (a long line grows the buffer).
  constexpr std::size_t kCutReadSize = 1 << 14;
  PgnSplitter splitter(from_before, SIZE_MAX, SIZE_MAX, kCutReadSize, InputPlace{offset - 1, 1});
  absl::StatusOr<std::uint64_t> start = splitter.skip_to_game_start();
  if (!start.ok()) return start.status();
  return std::max(*start, offset);  // an offset past the end stays where it is
}

absl::StatusOr<GameCount> count_games(ByteSource& range, std::size_t read_size) {
  PgnSplitter splitter(range, SIZE_MAX, SIZE_MAX, read_size);
  absl::StatusOr<std::int64_t> games = splitter.count_games();
  if (!games.ok()) return games.status();
  return GameCount{*games, splitter.place().line - 1};
}

absl::StatusOr<GameRange> cut_game_range(const std::string& path, std::uint64_t begin, std::uint64_t end) {
  // Opened first so that an unreadable file is said with the range asked for.
  if (absl::StatusOr<std::unique_ptr<ByteSource>> asked = open_byte_range(path, begin, end); !asked.ok()) {
    return asked.status();
  }
  GameRange range;
  absl::StatusOr<std::uint64_t> first = game_start_in_file(path, begin);
  if (!first.ok()) return first.status();
  absl::StatusOr<std::uint64_t> last = game_start_in_file(path, end);
  if (!last.ok()) return last.status();
  range.begin = *first;
  range.end = std::max(*first, *last);
  absl::StatusOr<std::unique_ptr<ByteSource>> text = open_byte_range(path, range.begin, range.end);
  if (!text.ok()) return text.status();
  absl::StatusOr<GameCount> count = count_games(**text);
  if (!count.ok()) return count.status();
  range.count = *count;
  return range;
}

}  // namespace drawbridge::pgn
