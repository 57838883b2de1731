#include "verdict/adjudicate_game.h"

#include <optional>
#include <span>
#include <string>

#include "render/json_out.h"
#include "rules/chess/fen.h"
#include "rules/chess/uci_move.h"
#include "verdict/adjudicate_input.h"
#include "verdict/verdict_fields.h"

namespace drawbridge {
namespace {

namespace json = boost::json;

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
  json::object out(storage);
  out.reserve(9);  // line and the error fields without a rehash
  render::JsonDomOut fields(out);
  fields.put("line", std::int64_t{line_number});
  error_fields(message, fields);
  return out;
}

json::object verdict_object(int line_number, const draw::Referee& referee, const draw::Replayed& replayed,
                            const json::storage_ptr& storage) {
  json::object out(storage);
  out.reserve(9);  // line and the verdict fields without a rehash
  render::JsonDomOut fields(out);
  fields.put("line", std::int64_t{line_number});
  verdict_fields(referee, replayed, fields);
  return out;
}

std::string_view verdict_status(const std::optional<draw::Ending>& ending) {
  if (!ending) return "ongoing";
  if (ending->rule == draw::Rule::kCheckmate) return "checkmate";
  if (ending->rule == draw::Rule::kStalemate) return "stalemate";
  if (ending->rule == draw::Rule::kTimeout && ending->result != draw::Result::kDraw) return "timeout";
  return "drawn";
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
  return verdict_object(line_number, *slot, *replayed, storage);
}

}  // namespace drawbridge
