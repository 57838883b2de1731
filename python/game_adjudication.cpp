#include "python/game_adjudication.h"

#include <string>

#include "absl/strings/str_cat.h"
#include "verdict/adjudicate_game.h"
#include "verdict/adjudicate_input.h"

namespace drawbridge::python {
namespace {

namespace json = boost::json;

json::object error_line(std::string_view message, const json::storage_ptr& storage) {
  return error_object(1, message, storage);
}

// A loop of its own: find_first_of calls memchr once a character, too much for a move's few.
bool has_whitespace(std::string_view text) {
  for (const char c : text) {
    if (c == ' ' || c == '\t' || c == '\r' || c == '\n') return true;
  }
  return false;
}

bool has_line_break_or_tab(std::string_view text) { return text.find_first_of("\t\r\n") != std::string_view::npos; }

// The game of a parsed input line (its claims and flag) with `moves`, replayed from its start.
json::object judged(const draw::Laws& laws, RefereePool::Slot& slot, const GameLine& game, const draw::MoveText& moves,
                    bool chess960, const json::storage_ptr& storage) {
  absl::StatusOr<chess::Position> start = draw::start_position(game.start, chess960);
  if (!start.ok()) return error_line(std::string(start.status().message()), storage);
  draw::Referee& referee = draw::referee_for(slot, laws.edition, laws.policy, *start);
  return verdict_object(1, referee, referee.replay(moves, game.claims, game.flag), storage);
}

}  // namespace

json::object adjudicate_game_of(const draw::Laws& laws, RefereePool::Slot& slot, const std::string& start,
                                const PackedMoves& moves, const std::string& claims, bool chess960,
                                const json::storage_ptr& storage) {
  if (has_line_break_or_tab(start) || has_line_break_or_tab(claims)) {
    return error_line("the start and the claims cannot contain tabs or line breaks", storage);
  }
  for (int i = 0; i < moves.size(); ++i) {
    if (moves.text(i).empty() || has_whitespace(moves.text(i))) {
      return error_line(absl::StrCat("ply ", i + 1, ": '", std::string(moves.text(i)), "' is not a UCI move"), storage);
    }
  }
  // The start and the CLAIMS column as an input line without moves (the moves stay packed: a
  // move with a space in it is one bad move, not two).
  const std::string line = claims.empty() ? absl::StrCat(start, "\t") : absl::StrCat(start, "\t\t", claims);
  absl::StatusOr<GameLine> game = parse_game_line(line);
  if (!game.ok()) return error_line(std::string(game.status().message()), storage);
  return judged(laws, slot, *game, moves, chess960, storage);
}

}  // namespace drawbridge::python
