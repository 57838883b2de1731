#include "verdict/draughts_verdict.h"

#include <optional>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "render/json_out.h"
#include "rules/draughts_draw/referee.h"
#include "verdict/adjudicate_game.h"
#include "verdict/adjudicate_input.h"
#include "verdict/verdict_fields.h"

namespace drawbridge {
namespace {

namespace json = boost::json;

absl::Status at_ply(int ply, absl::string_view what) {
  return absl::InvalidArgumentError(absl::StrCat("ply ", ply, ": ", what));
}

absl::Status rule_on_claims(draughts_draw::Referee& referee, std::span<const draw::ClaimRequest> claims,
                            std::vector<draw::Event>& events) {
  for (const draw::ClaimRequest& request : claims) {
    if (request.ply != referee.ply() || referee.ending()) continue;
    if (request.rule != draw::ClaimedRule::kThreefoldRepetition) {
      return at_ply(referee.ply(), "claim: draughts has no fifty-move rule");
    }
    absl::StatusOr<std::vector<draw::Event>> ruled =
        referee.claim(draw::Rule::kThreefoldRepetition, request.move, request.clocks);
    if (!ruled.ok()) return at_ply(referee.ply(), ruled.status().message());
    events.push_back(ruled->front());
  }
  return absl::OkStatus();
}

}  // namespace

// A win by the laws is named by its rule, as checkmate is for chess; every draw is "drawn".
std::string_view draughts_verdict_status(const std::optional<draw::Ending>& ending) {
  if (!ending) return "ongoing";
  return ending->result == draw::Result::kDraw ? "drawn" : draw::rule_name(ending->rule);
}

DraughtsReplayed replay_draughts(draughts_draw::Referee& referee, std::span<const std::string_view> moves,
                                 std::span<const draw::ClaimRequest> claims) {
  DraughtsReplayed out;
  const int n = static_cast<int>(moves.size());
  for (int i = 0; i < n; ++i) {
    for (draw::Event& e : referee.claimable()) out.events.push_back(std::move(e));
    out.status = rule_on_claims(referee, claims, out.events);
    if (!out.status.ok()) return out;
    if (referee.ending()) {
      out.moves_after_end = n - i;
      return out;
    }
    absl::StatusOr<std::vector<draw::Event>> played = referee.play(moves[i]);
    if (!played.ok()) {
      out.status = at_ply(i, played.status().message());
      return out;
    }
  }
  for (draw::Event& e : referee.claimable()) out.events.push_back(std::move(e));
  out.status = rule_on_claims(referee, claims, out.events);
  return out;
}

absl::StatusOr<DraughtsGame> replay_draughts_line(std::string_view line, const draughts_draw::Edition& edition,
                                                  const draw::Policy& policy) {
  absl::StatusOr<GameLine> game = parse_game_line(line);
  if (!game.ok()) return game.status();
  std::optional<std::string_view> fen;
  if (game->start != "startpos") fen = game->start;
  absl::StatusOr<draughts_draw::Referee> referee = draughts_draw::Referee::create(edition, policy, fen);
  if (!referee.ok()) return referee.status();
  if (game->flag) return absl::InvalidArgumentError("flag: flag falls are not modelled for draughts");
  DraughtsGame out{*std::move(referee), {}};
  out.replayed = replay_draughts(out.referee, game->moves, game->claims);
  return out;
}

json::object adjudicate_draughts_game(std::string_view line, int line_number, const draughts_draw::Edition& edition,
                                      const draw::Policy& policy, const json::storage_ptr& storage) {
  const absl::StatusOr<DraughtsGame> game = replay_draughts_line(line, edition, policy);
  if (!game.ok()) return error_object(line_number, std::string(game.status().message()), storage);
  json::object out(storage);
  render::JsonDomOut fields(out);
  fields.put("line", std::int64_t{line_number});
  verdict_fields(game->referee, game->replayed, fields);
  return out;
}

}  // namespace drawbridge
