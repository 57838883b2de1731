#include "verdict/draughts_verdict.h"

#include <optional>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "rules/draughts_draw/referee.h"
#include "support/absl_view.h"
#include "support/json_view.h"
#include "verdict/adjudicate_game.h"
#include "verdict/adjudicate_input.h"
#include "verdict/verdict_events.h"

namespace drawbridge {
namespace {

namespace json = boost::json;

// A win by the laws is named by its rule, as checkmate is for chess; every draw is "drawn".
std::string_view status_of(const std::optional<draw::Ending>& ending) {
  if (!ending) return "ongoing";
  return ending->result == draw::Result::kDraw ? "drawn" : draw::rule_name(ending->rule);
}

// The replay: claims open at each ply, the input's claims ruled at theirs, then the move.
struct Replay {
  draughts_draw::Referee& referee;
  std::vector<draw::Event> events;
  int moves_after_end = 0;

  absl::Status rule_on_claims(const GameLine& game) {
    for (const draw::ClaimRequest& request : game.claims) {
      if (request.ply != referee.ply() || referee.ending()) continue;
      if (request.rule != draw::ClaimedRule::kThreefoldRepetition) {
        return absl::InvalidArgumentError(
            absl::StrCat("ply ", referee.ply(), ": claim: draughts has no fifty-move rule"));
      }
      absl::StatusOr<std::vector<draw::Event>> ruled =
          referee.claim(draw::Rule::kThreefoldRepetition, request.move, request.clocks);
      if (!ruled.ok())
        return absl::InvalidArgumentError(absl::StrCat("ply ", referee.ply(), ": ", ruled.status().message()));
      events.push_back(ruled->front());
    }
    return absl::OkStatus();
  }

  absl::Status run(const GameLine& game) {
    if (game.flag) return absl::InvalidArgumentError("flag: flag falls are not modelled for draughts");
    const int n = static_cast<int>(game.moves.size());
    for (int i = 0; i < n; ++i) {
      for (draw::Event& e : referee.claimable()) events.push_back(std::move(e));
      if (absl::Status ruled = rule_on_claims(game); !ruled.ok()) return ruled;
      if (referee.ending()) {
        moves_after_end = n - i;
        return absl::OkStatus();
      }
      absl::StatusOr<std::vector<draw::Event>> played = referee.play(game.moves[i]);
      if (!played.ok()) return absl::InvalidArgumentError(absl::StrCat("ply ", i, ": ", played.status().message()));
    }
    for (draw::Event& e : referee.claimable()) events.push_back(std::move(e));
    return rule_on_claims(game);
  }
};

json::object error_object(int line_number, std::string_view message) {
  json::object out{{"line", line_number}};
  add_error_fields(message, out);
  return out;
}

}  // namespace

json::object adjudicate_draughts_game(std::string_view line, int line_number, const draughts_draw::Edition& edition,
                                      const draw::Policy& policy) {
  absl::StatusOr<GameLine> game = parse_game_line(line);
  if (!game.ok()) return error_object(line_number, std::string(game.status().message()));
  std::optional<std::string_view> fen;
  if (game->start != "startpos") fen = game->start;
  absl::StatusOr<draughts_draw::Referee> referee = draughts_draw::Referee::create(edition, policy, fen);
  if (!referee.ok()) return error_object(line_number, std::string(referee.status().message()));
  Replay replay{*referee, {}, 0};
  const absl::Status status = replay.run(*game);
  const std::optional<draw::Ending>& ending = referee->ending();
  json::object out;
  out["line"] = line_number;
  out["plies"] = referee->ply();
  out["fen"] = jsv(referee->fen());
  out["status"] = status.ok() ? jsv(status_of(ending)) : "error";
  out["result"] = ending && status.ok() ? json::value(jsv(draw::result_text(ending->result))) : nullptr;
  out["end"] =
      ending && status.ok()
          ? json::value(json::object{
                {"ply", ending->ply}, {"rule", jsv(draw::rule_name(ending->rule))}, {"article", jsv(ending->article)}})
          : nullptr;
  out["moves_after_end"] = replay.moves_after_end;
  out["events"] = verdict_events(replay.events);
  out["error"] = status.ok() ? json::value(nullptr) : json::value(jsv(std::string(status.message())));
  return out;
}

}  // namespace drawbridge
