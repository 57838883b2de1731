#include "verdict/verdict_text.h"

#include <string>

#include "render/event_json.h"
#include "rules/tablebases/tablebase_decision.h"
#include "verdict/adjudicate_game.h"

namespace drawbridge {
namespace {

// The answer to a line whose game could not start.
bool write_error_object(int line_number, const absl::Status& why, JsonText& out) {
  out.open_object();
  out.key("line").number(line_number);
  write_error_fields(std::string_view(why.message().data(), why.message().size()), out);
  out.close_object();
  return false;
}

}  // namespace

void write_verdict_fields(int plies, std::string_view fen, std::string_view status,
                          const std::optional<draw::Ending>& ending, const absl::Status& replay, int moves_after_end,
                          const std::vector<draw::Event>& events, JsonText& out) {
  const bool ok = replay.ok();
  out.key("plies").number(plies);
  out.key("fen").string(fen);
  out.key("status").string(ok ? status : "error");
  out.key("result");
  if (ending && ok) {
    out.string(draw::result_text(ending->result));
    out.key("end").open_object();
    out.key("ply").number(ending->ply);
    out.key("rule").string(draw::rule_name(ending->rule));
    out.key("article").string(ending->article);
    out.close_object();
  } else {
    out.null();
    out.key("end").null();
  }
  out.key("moves_after_end").number(moves_after_end);
  out.key("events").open_array();
  for (const draw::Event& event : events) {
    if (event.kind != draw::EventKind::kResult) render::write_verdict_event(event, out);
  }
  out.close_array();
  out.key("error");
  if (ok) {
    out.null();
  } else {
    out.string(std::string_view(replay.message().data(), replay.message().size()));
  }
}

void write_verdict_fields(const draw::Referee& referee, const draw::Replayed& replayed, JsonText& out) {
  write_verdict_fields(referee.ply(), referee.fen(), verdict_status(referee.ending()), referee.ending(),
                       replayed.status, replayed.moves_after_end, replayed.events, out);
}

void write_draughts_verdict_fields(const draughts_draw::Referee& referee, const DraughtsReplayed& replayed,
                                   JsonText& out) {
  write_verdict_fields(referee.ply(), referee.fen(), draughts_verdict_status(referee.ending()), referee.ending(),
                       replayed.status, replayed.moves_after_end, replayed.events, out);
}

void write_error_fields(std::string_view message, JsonText& out, std::string_view status) {
  out.key("plies").number(0);
  out.key("fen").null();
  out.key("status").string(status);
  out.key("result").null();
  out.key("end").null();
  out.key("moves_after_end").number(0);
  out.key("events").open_array().close_array();
  out.key("error");
  if (status == "error") {
    out.string(message);
  } else {
    out.null();
  }
}

bool write_adjudicated_game(std::string_view line, int line_number, const draw::Edition& edition,
                            const draw::Policy& policy, std::optional<draw::Referee>& slot, JsonText& out,
                            const tb::Tablebase* tables) {
  const absl::StatusOr<draw::Replayed> replayed = replay_game_line(line, edition, policy, slot);
  if (!replayed.ok()) return write_error_object(line_number, replayed.status(), out);
  out.open_object();
  out.key("line").number(line_number);
  write_verdict_fields(*slot, *replayed, out);
  if (tables != nullptr) {
    out.key("tablebase");
    const std::optional<draw::Event> verdict =
        replayed->status.ok() ? tb::final_position_verdict(*tables, *slot) : std::nullopt;
    if (verdict) {
      render::write_event(*verdict, edition.id, out);
    } else {
      out.null();
    }
  }
  out.close_object();
  return replayed->status.ok();
}

bool write_adjudicated_draughts_game(std::string_view line, int line_number, const draughts_draw::Edition& edition,
                                     const draw::Policy& policy, JsonText& out) {
  const absl::StatusOr<DraughtsGame> game = replay_draughts_line(line, edition, policy);
  if (!game.ok()) return write_error_object(line_number, game.status(), out);
  out.open_object();
  out.key("line").number(line_number);
  write_draughts_verdict_fields(game->referee, game->replayed, out);
  out.close_object();
  return game->replayed.status.ok();
}

}  // namespace drawbridge
