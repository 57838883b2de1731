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

json::object ending_json(const draw::Ending& ending, const json::storage_ptr& storage) {
  return json::object(
      {{"ply", ending.ply}, {"rule", jsv(draw::rule_name(ending.rule))}, {"article", jsv(ending.article)}}, storage);
}

// UCI moves of an input line, read one ply at a time.
class UciMoves final : public draw::MoveText {
 public:
  explicit UciMoves(std::span<const std::string_view> moves) : moves_(moves) {}
  int size() const override { return static_cast<int>(moves_.size()); }
  std::string_view text(int ply) const override { return moves_[ply]; }
  chess::Move move(const chess::Position& pos, int ply) const override {
    return chess::uci_move_or_none(pos, moves_[ply]);
  }
  absl::Status refusal(const chess::Position& pos, int ply) const override {
    return chess::parse_uci_move(pos, moves_[ply]).status();
  }

 private:
  std::span<const std::string_view> moves_;
};

}  // namespace

json::object error_object(int line_number, std::string_view message, const json::storage_ptr& storage) {
  json::object out({{"line", line_number}}, storage);
  add_error_fields(message, out);
  return out;
}

std::string_view verdict_status(const std::optional<draw::Ending>& ending) {
  if (!ending) return "ongoing";
  if (ending->rule == draw::Rule::kCheckmate) return "checkmate";
  if (ending->rule == draw::Rule::kStalemate) return "stalemate";
  if (ending->rule == draw::Rule::kTimeout && ending->result != draw::Result::kDraw) return "timeout";
  return "drawn";
}

void add_verdict_fields(const draw::Referee& referee, const draw::Replayed& replayed, json::object& out) {
  add_verdict_fields(referee.ply(), referee.fen(), verdict_status(referee.ending()), referee.ending(), replayed.status,
                     replayed.moves_after_end, replayed.events, out);
}

void add_verdict_fields(int plies, std::string_view fen, std::string_view status,
                        const std::optional<draw::Ending>& ending, const absl::Status& replay, int moves_after_end,
                        const std::vector<draw::Event>& events, json::object& out) {
  const bool ok = replay.ok();
  // emplace: each field made in place, once (operator[] makes a null and assigns it)
  out.emplace("plies", plies);
  out.emplace("fen", jsv(fen));
  out.emplace("status", ok ? jsv(status) : "error");
  if (ending && ok) {
    out.emplace("result", jsv(draw::result_text(ending->result)));
    out.emplace("end", ending_json(*ending, out.storage()));
  } else {
    out.emplace("result", nullptr);
    out.emplace("end", nullptr);
  }
  out.emplace("moves_after_end", moves_after_end);
  out.emplace("events", verdict_events(events, out.storage()));
  if (ok) {
    out.emplace("error", nullptr);
  } else {
    out.emplace("error", jsv(std::string(replay.message())));
  }
}

void add_error_fields(std::string_view message, json::object& out) {
  out["plies"] = 0;
  out["fen"] = nullptr;
  out["status"] = "error";
  out["result"] = nullptr;
  out["end"] = nullptr;
  out["moves_after_end"] = 0;
  out["events"].emplace_array();
  out["error"] = jsv(message);
}

absl::StatusOr<draw::Replayed> replay_game_line(std::string_view line, const draw::Edition& edition,
                                                const draw::Policy& policy, std::optional<draw::Referee>& slot) {
  absl::StatusOr<GameLine> game = parse_game_line(line);
  if (!game.ok()) return game.status();
  absl::StatusOr<chess::Position> start = draw::start_position(game->start);
  if (!start.ok()) return start.status();
  draw::Referee& referee = draw::referee_for(slot, edition, policy, *start);
  return referee.replay(UciMoves(game->moves), game->claims, game->flag);
}

json::object adjudicate_game(std::string_view line, int line_number, const draw::Edition& edition,
                             const draw::Policy& policy, std::optional<draw::Referee>& slot,
                             const json::storage_ptr& storage) {
  const absl::StatusOr<draw::Replayed> replayed = replay_game_line(line, edition, policy, slot);
  if (!replayed.ok()) return error_object(line_number, std::string(replayed.status().message()), storage);
  json::object out(storage);
  out.reserve(9);  // line and the verdict fields without a rehash
  out["line"] = line_number;
  add_verdict_fields(*slot, *replayed, out);
  return out;
}

}  // namespace drawbridge
