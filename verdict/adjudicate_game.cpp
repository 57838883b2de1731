#include "verdict/adjudicate_game.h"

#include <optional>
#include <span>
#include <string>

#include <boost/json/array.hpp>

#include "rules/chess/fen.h"
#include "rules/chess/uci_move.h"
#include "support/json_view.h"
#include "verdict/adjudicate_input.h"
#include "verdict/verdict_events.h"

namespace drawbridge {
namespace {

namespace json = boost::json;

std::string_view status_of(const std::optional<draw::Ending>& ending) {
  if (!ending) return "ongoing";
  if (ending->rule == draw::Rule::kCheckmate) return "checkmate";
  if (ending->rule == draw::Rule::kStalemate) return "stalemate";
  if (ending->rule == draw::Rule::kTimeout && ending->result != draw::Result::kDraw) return "timeout";
  return "drawn";
}

json::value ending_json(const std::optional<draw::Ending>& ending) {
  if (!ending) return nullptr;
  return json::object{
      {"ply", ending->ply}, {"rule", jsv(draw::rule_name(ending->rule))}, {"article", jsv(ending->article)}};
}

// UCI moves of an input line, read one ply at a time.
class UciMoves final : public draw::MoveText {
 public:
  explicit UciMoves(std::span<const std::string_view> moves) : moves_(moves) {}
  int size() const override { return static_cast<int>(moves_.size()); }
  std::string_view text(int ply) const override { return moves_[ply]; }
  absl::StatusOr<chess::Move> move(const chess::Position& pos, int ply) const override {
    return chess::parse_uci_move(pos, moves_[ply]);
  }

 private:
  std::span<const std::string_view> moves_;
};

json::object error_object(int line_number, std::string_view message) {
  json::object out{{"line", line_number}};
  add_error_fields(message, out);
  return out;
}

}  // namespace

void add_verdict_fields(const draw::Referee& referee, const draw::Replayed& replayed, json::object& out) {
  add_verdict_fields(referee.ply(), referee.fen(), status_of(referee.ending()), referee.ending(), replayed.status,
                     replayed.moves_after_end, replayed.events, out);
}

void add_verdict_fields(int plies, std::string_view fen, std::string_view status,
                        const std::optional<draw::Ending>& ending, const absl::Status& replay, int moves_after_end,
                        const std::vector<draw::Event>& events, json::object& out) {
  const bool ok = replay.ok();
  out["plies"] = plies;
  out["fen"] = jsv(fen);
  out["status"] = ok ? jsv(status) : "error";
  out["result"] = ending && ok ? json::value(jsv(draw::result_text(ending->result))) : nullptr;
  out["end"] = ok ? ending_json(ending) : nullptr;
  out["moves_after_end"] = moves_after_end;
  out["events"] = verdict_events(events);
  out["error"] = ok ? json::value(nullptr) : json::value(jsv(std::string(replay.message())));
}

void add_error_fields(std::string_view message, json::object& out) {
  out["plies"] = 0;
  out["fen"] = nullptr;
  out["status"] = "error";
  out["result"] = nullptr;
  out["end"] = nullptr;
  out["moves_after_end"] = 0;
  out["events"] = json::array();
  out["error"] = jsv(message);
}

json::object adjudicate_game(std::string_view line, int line_number, const draw::Edition& edition,
                             const draw::Policy& policy, std::optional<draw::Referee>& slot) {
  absl::StatusOr<GameLine> game = parse_game_line(line);
  if (!game.ok()) return error_object(line_number, std::string(game.status().message()));
  absl::StatusOr<chess::Position> start = draw::start_position(game->start);
  if (!start.ok()) return error_object(line_number, std::string(start.status().message()));

  draw::Referee& referee = draw::referee_for(slot, edition, policy, *start);
  const draw::Replayed replayed = referee.replay(UciMoves(game->moves), game->claims, game->flag);
  json::object out;
  out["line"] = line_number;
  add_verdict_fields(referee, replayed, out);
  return out;
}

}  // namespace drawbridge
