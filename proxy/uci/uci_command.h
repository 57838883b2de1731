// GUI-to-engine commands of the UCI protocol, read as the spec says: the first known
// command word counts (unknown words before it are skipped), unknown tokens inside a
// command are skipped, and setoption names and values may contain spaces.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace drawbridge::uci {

struct Uci {};
struct Debug {
  bool on = false;
};
struct IsReady {};
struct SetOption {
  std::string name;                  // words between `name` and `value`, single-spaced
  std::optional<std::string> value;  // raw text after `value`, trimmed
};
struct Register {};
struct UciNewGame {};
// The moves are views into the parsed line, which must outlive them: a GUI sends the whole
// game with every move, and copying each move was most of the cost of reading it.
struct Position {
  std::optional<std::string> fen;  // none: startpos; otherwise the FEN words, single-spaced
  std::vector<std::string_view> moves;
  std::vector<std::string_view> stray;  // words after startpos that are not `moves`, if any
};
// `position` with neither `startpos` nor `fen`: nothing to follow.
struct PositionWithoutStart {};
struct Go {
  std::vector<std::string> searchmoves;
  bool ponder = false;
  bool infinite = false;
  std::optional<std::int64_t> wtime, btime, winc, binc, movestogo, depth, nodes, mate, movetime;
};
struct Stop {};
struct PonderHit {};
struct Quit {};
struct UnknownCommand {};

using Command = std::variant<UnknownCommand, Uci, Debug, IsReady, SetOption, Register, UciNewGame, Position,
                             PositionWithoutStart, Go, Stop, PonderHit, Quit>;

// Reads the first command word of `line` and that command's arguments, once. A parsed
// Position refers to `line` (see Position).
Command parse_command(std::string_view line);

}  // namespace drawbridge::uci
