// The one judgement: chess and draughts games played past their lawful end get the same
// findings, in the same words, and the same --fixed cut.
#include "verdict/judgement.h"

#include <doctest/doctest.h>

#include <optional>
#include <string>

#include "rules/chess_draw/edition.h"
#include "rules/draughts_draw/edition.h"
#include "verdict/adjudicate_game.h"

namespace drawbridge {
namespace {

const std::string kRules = std::string(DRAWBRIDGE_SOURCE_DIR) + "/configs/rules";

// The findings of a game recorded as 1-0 and played one ply past a draw by `rule_words` at
// `ply`: the same for either game, and --fixed cuts it there.
void check_played_past_draw(const Judgement& j, const std::string& rule_words, int ply) {
  REQUIRE(j.findings.size() >= 2);
  const std::string at = rule_words + " at ply " + std::to_string(ply);
  CHECK(j.findings[0].kind == FindingKind::kPlayedPastEnd);
  CHECK(j.findings[0].event.detail == "The game ended by " + at + "; 1 more ply was recorded.");
  CHECK(j.findings[1].kind == FindingKind::kResultContradictsLaws);
  CHECK(j.findings[1].event.detail == "The laws give 1/2-1/2 by " + at + "; the record says 1-0.");
  CHECK(j.lawful == draw::Result::kDraw);
  REQUIRE(j.fix.has_value());
  CHECK(j.fix->cut_ply == ply);
  CHECK(j.fix->ending.detail == j.findings[1].event.detail);
}

TEST_CASE("a chess game played past its fivefold repetition, its result recorded as a win") {
  const absl::StatusOr<draw::Edition> edition = draw::find_edition("fide-2023", {kRules});
  REQUIRE(edition.ok());
  std::optional<draw::Referee> slot;
  const absl::StatusOr<draw::Replayed> replayed =
      replay_game_line("startpos\tg1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 e2e4",
                       *edition, {}, slot);
  REQUIRE(replayed.ok());
  const Judgement j = judge_game(*slot, *replayed, draw::Result::kWhiteWins, std::nullopt, edition->timeout_article);
  check_played_past_draw(j, "fivefold-repetition (9.6.1)", 16);
  REQUIRE(j.findings.size() == 3);
  CHECK(j.findings[2].kind == FindingKind::kClaimableDrawNotClaimed);
}

TEST_CASE("a draughts game played past its threefold repetition, its result recorded as a win") {
  const auto edition = draughts_draw::find_edition("draughts-fmjd", {kRules});
  REQUIRE(edition.ok());
  REQUIRE(edition->has_value());
  absl::StatusOr<DraughtsGame> game =
      replay_draughts_line("W:WK50,36,37:BK1,14,15\t50-44 1-7 44-50 7-1 50-44 1-7 44-50 7-1 50-44", **edition, {});
  REQUIRE(game.ok());
  const Judgement j = judge_game(game->referee, game->replayed, draw::Result::kWhiteWins);
  check_played_past_draw(j, "threefold-repetition (6.1)", 8);
  CHECK(j.findings.size() == 2);
}

TEST_CASE("a game the laws did not end, its result recorded: nothing to find") {
  const absl::StatusOr<draw::Edition> edition = draw::find_edition("fide-2023", {kRules});
  REQUIRE(edition.ok());
  std::optional<draw::Referee> slot;
  const absl::StatusOr<draw::Replayed> replayed = replay_game_line("startpos\te2e4 e7e5", *edition, {}, slot);
  REQUIRE(replayed.ok());
  const Judgement j = judge_game(*slot, *replayed, draw::Result::kBlackWins, std::nullopt, edition->timeout_article);
  CHECK(j.findings.empty());
  CHECK_FALSE(j.lawful.has_value());
  CHECK_FALSE(j.fix.has_value());
}

}  // namespace
}  // namespace drawbridge
