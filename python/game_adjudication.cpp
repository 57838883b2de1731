#include "python/game_adjudication.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <string_view>

#include "absl/strings/str_cat.h"
#include "rules/chess/uci_move.h"
#include "rules/chess_draw/referee.h"
#include "verdict/adjudicate_game.h"
#include "verdict/adjudicate_input.h"

namespace drawbridge::python {
namespace {

// UCI moves, one an item of a list (of strings, or of views into an input line).
template <typename Moves>
class UciMoveList final : public draw::MoveText {
 public:
  explicit UciMoveList(const Moves& moves) : moves_(moves) {}
  int size() const override { return static_cast<int>(moves_.size()); }
  std::string_view text(int ply) const override { return moves_[ply]; }
  absl::StatusOr<chess::Move> move(const chess::Position& pos, int ply) const override {
    return chess::parse_uci_move(pos, moves_[ply]);
  }

 private:
  const Moves& moves_;
};

boost::json::object error_line(std::string_view message) {
  boost::json::object out{{"line", 1}};
  add_error_fields(message, out);
  return out;
}

bool has_whitespace(std::string_view text) { return text.find_first_of(" \t\r\n") != std::string_view::npos; }

bool has_line_break_or_tab(std::string_view text) { return text.find_first_of("\t\r\n") != std::string_view::npos; }

// The game of a parsed input line (its claims and flag) with `moves`, replayed from its start.
boost::json::object judged(const draw::Laws& laws, const GameLine& game, const draw::MoveText& moves, bool chess960) {
  absl::StatusOr<chess::Position> start = draw::start_position(game.start, chess960);
  if (!start.ok()) return error_line(std::string(start.status().message()));
  draw::Referee referee(laws, *start);
  const draw::Replayed replayed = referee.replay(moves, game.claims, game.flag);
  boost::json::object out{{"line", 1}};
  add_verdict_fields(referee, replayed, out);
  return out;
}

// The start and the CLAIMS column as an input line without moves (the moves stay a list: a
// move with a space in it is one bad move, not two).
std::string claims_line(const std::string& start, const std::string& claims) {
  return claims.empty() ? absl::StrCat(start, "\t") : absl::StrCat(start, "\t\t", claims);
}

}  // namespace

boost::json::object adjudicate_game_of(const draw::Laws& laws, const std::string& start,
                                       const std::vector<std::string>& moves, const std::string& claims,
                                       bool chess960) {
  if (has_line_break_or_tab(start) || has_line_break_or_tab(claims)) {
    return error_line("the start and the claims cannot contain tabs or line breaks");
  }
  for (std::size_t i = 0; i < moves.size(); ++i) {
    if (moves[i].empty() || has_whitespace(moves[i])) {
      return error_line(absl::StrCat("ply ", i + 1, ": '", moves[i], "' is not a UCI move"));
    }
  }
  const std::string line = claims_line(start, claims);
  absl::StatusOr<GameLine> game = parse_game_line(line);
  if (!game.ok()) return error_line(std::string(game.status().message()));
  return judged(laws, *game, UciMoveList(moves), chess960);
}

boost::json::object adjudicate_text_of(const draw::Laws& laws, const std::string& start, const std::string& moves,
                                       const std::string& claims, bool chess960) {
  if (has_line_break_or_tab(start) || has_line_break_or_tab(claims)) {
    return error_line("the start and the claims cannot contain tabs or line breaks");
  }
  // The moves are separated by any whitespace, as Python's str.split() separates them.
  std::string spaced = moves;
  std::replace_if(
      spaced.begin(), spaced.end(), [](char c) { return c != ' ' && std::isspace(static_cast<unsigned char>(c)); },
      ' ');
  const std::string line =
      claims.empty() ? absl::StrCat(start, "\t", spaced) : absl::StrCat(start, "\t", spaced, "\t", claims);
  absl::StatusOr<GameLine> game = parse_game_line(line);
  if (!game.ok()) return error_line(std::string(game.status().message()));
  return judged(laws, *game, UciMoveList(game->moves), chess960);
}

}  // namespace drawbridge::python
