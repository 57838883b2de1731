// A plain PGN file cut into byte ranges at game starts, so that several workers each scan one
// range and every game is read once, whatever the cuts. A cut at byte X moves to the first game
// that starts at or after X as PgnSplitter::skip_to_game_start() finds it (a tag line after a
// blank line; one inside a brace comment would split that game in two, never lose or repeat
// a byte); each range's games,
// and the lines before its start, are counted by a quick pass that reads no moves, so that
// every range knows the number of its first game and of its first line before it is scanned.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "pgn/byte_source.h"
#include "pgn/pgn_splitter.h"

namespace drawbridge::pgn {

// The games in the text of a range.
struct GameCount {
  std::int64_t games = 0;
  std::int64_t lines = 0;  // line breaks: the next range's first line is this one's plus these
};

// A range moved to game starts, with its count.
struct GameRange {
  std::uint64_t begin = 0, end = 0;
  GameCount count;
};

// The blocks of `block` bytes the file `path` is cut into before each cut moves to a game start,
// as (begin, end), the last one's end kToTheEnd. A compressed file, or one whose size is unknown
// (a pipe), is one block: 0 to kToTheEnd.
absl::StatusOr<std::vector<std::pair<std::uint64_t, std::uint64_t>>> file_blocks(const std::string& path,
                                                                                 std::uint64_t block);

// The offset of the first game starting at or after `offset`: `from_before` holds the input's
// bytes from offset - 1 on (none is read when offset is 0).
absl::StatusOr<std::uint64_t> game_start_at_or_after(ByteSource& from_before, std::uint64_t offset);

// Counts the games of `range` (bytes read from the start of a game) as next_batch() splits them,
// reading `read_size` bytes at a time.
absl::StatusOr<GameCount> count_games(ByteSource& range, std::size_t read_size = PgnSplitter::kReadSize);

// The range [begin, end) of the file `path` moved to game starts, and counted. A compressed
// file is one range: 0 to kToTheEnd. Errors name the file and the range.
absl::StatusOr<GameRange> cut_game_range(const std::string& path, std::uint64_t begin, std::uint64_t end);

}  // namespace drawbridge::pgn
