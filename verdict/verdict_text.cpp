#include "verdict/verdict_text.h"

#include <string>

#include "render/json_out.h"
#include "rules/tablebases/tablebase_decision.h"
#include "verdict/adjudicate_game.h"
#include "verdict/verdict_fields.h"

namespace drawbridge {
namespace {

// The answer to a line whose game could not start.
bool write_error_object(int line_number, const absl::Status& why, JsonText& out) {
  out.open_object();
  render::JsonTextOut fields(out);
  fields.put("line", std::int64_t{line_number});
  error_fields(std::string_view(why.message().data(), why.message().size()), fields);
  out.close_object();
  return false;
}

}  // namespace

bool write_adjudicated_game(std::string_view line, int line_number, const draw::Edition& edition,
                            const draw::Policy& policy, std::optional<draw::Referee>& slot, JsonText& out,
                            const tb::Tablebase* tables) {
  const absl::StatusOr<draw::Replayed> replayed = replay_game_line(line, edition, policy, slot);
  if (!replayed.ok()) return write_error_object(line_number, replayed.status(), out);
  out.open_object();
  render::JsonTextOut fields(out);
  fields.put("line", std::int64_t{line_number});
  verdict_fields(*slot, *replayed, fields);
  if (tables != nullptr) {
    tablebase_field(replayed->status.ok() ? tb::final_position_verdict(*tables, *slot) : std::nullopt, edition.id,
                    fields);
  }
  out.close_object();
  return replayed->status.ok();
}

bool write_adjudicated_draughts_game(std::string_view line, int line_number, const draughts_draw::Edition& edition,
                                     const draw::Policy& policy, JsonText& out) {
  const absl::StatusOr<DraughtsGame> game = replay_draughts_line(line, edition, policy);
  if (!game.ok()) return write_error_object(line_number, game.status(), out);
  out.open_object();
  render::JsonTextOut fields(out);
  fields.put("line", std::int64_t{line_number});
  verdict_fields(game->referee, game->replayed, fields);
  out.close_object();
  return game->replayed.status.ok();
}

}  // namespace drawbridge
