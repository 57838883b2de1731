// FIDE 9.5: the ruling on a claim. Correct: the game is drawn. Incorrect: the edition's
// clock adjustment, and a declared move must be played.
#include <chrono>
#include <string>
#include <vector>

#include <doctest/doctest.h>

#include "tests/unit/draw/draw_test_support.h"

namespace drawbridge::draw {
namespace {

using std::chrono::milliseconds;
using std::chrono::seconds;
using testing::game;

struct PenaltyCase {
  const char* name;
  const char* edition;
  int claimant_before_s;
  int claimant_after_s;
  int opponent_after_s;  // from 600 s
};

const std::vector<PenaltyCase> kPenalties = {
    {"fide-2023 9.5.3 two minutes to the opponent", "fide-2023", 300, 300, 720},
    {"fide-2014 9.5b two minutes to the opponent", "fide-2014", 30, 30, 720},
    {"fide-pre2014-ru 9.5b claimant above two minutes loses half", "fide-pre2014-ru", 300, 150, 780},
    {"fide-pre2014-ru 9.5b ... but at most three minutes", "fide-pre2014-ru", 600, 420, 780},
    {"fide-pre2014-ru 9.5b between one and two minutes: left with one", "fide-pre2014-ru", 90, 60, 780},
    {"fide-pre2014-ru 9.5b below one minute: unchanged", "fide-pre2014-ru", 45, 45, 780},
    {"fide-pre2014-pl 9.5b claimant above two minutes loses half", "fide-pre2014-pl", 300, 150, 780},
    {"fide-pre2014-pl 9.5b no one-to-two-minute clause", "fide-pre2014-pl", 90, 90, 780},
};

TEST_CASE("9.5 an incorrect claim costs the edition's penalty") {
  for (const PenaltyCase& c : kPenalties) {
    SUBCASE(c.name) {
      Referee referee = game(c.edition, "startpos", "g1f3 g8f6");
      const Clocks before{seconds(c.claimant_before_s), seconds(600)};
      absl::StatusOr<ClaimRuling> ruling = referee.ruling({ClaimedRule::kThreefoldRepetition, std::nullopt}, before);
      REQUIRE(ruling.ok());
      CHECK_FALSE(ruling->correct);
      CHECK(ruling->clocks.claimant == seconds(c.claimant_after_s));
      CHECK(ruling->clocks.opponent == seconds(c.opponent_after_s));
      CHECK(ruling->ruling_article == referee.edition().wrong_claim_article);
      CHECK(referee.ending() == std::nullopt);
    }
  }
}

TEST_CASE("9.5.2 a correct claim draws the game; 9.5.3 an intended move must then be played") {
  Referee referee = game("fide-2023", "startpos", "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1");
  const Clocks clocks{seconds(100), seconds(200)};
  const chess::Move f6g8 = testing::move(referee.record().position(), "f6g8");
  const chess::Move f6h5 = testing::move(referee.record().position(), "f6h5");

  absl::StatusOr<ClaimRuling> wrong = referee.ruling({ClaimedRule::kThreefoldRepetition, f6h5}, clocks);
  REQUIRE(wrong.ok());
  CHECK_FALSE(wrong->correct);
  CHECK(wrong->claim_article == "9.2.1.1");
  CHECK(wrong->ruling_article == "9.5.3");
  CHECK(wrong->must_play_intended_move);

  absl::StatusOr<ClaimRuling> on_board = referee.ruling({ClaimedRule::kThreefoldRepetition, std::nullopt}, clocks);
  REQUIRE(on_board.ok());
  CHECK_FALSE(on_board->correct);
  CHECK_FALSE(on_board->must_play_intended_move);

  absl::StatusOr<ClaimRuling> right = referee.ruling({ClaimedRule::kThreefoldRepetition, f6g8}, clocks);
  REQUIRE(right.ok());
  CHECK(right->correct);
  CHECK(right->ruling_article == "9.5.2");
  CHECK(right->clocks.claimant == seconds(100));
  CHECK(right->clocks.opponent == seconds(200));
  CHECK(testing::ending(referee) == "threefold-repetition 9.2.1.1 @7 1/2-1/2");
  CHECK_FALSE(referee.ruling({ClaimedRule::kFiftyMoves, std::nullopt}, clocks).ok());
}

TEST_CASE("9.5 fifty-move claims are ruled on the half-move clock") {
  Referee referee = game("fide-2014", "4k3/8/8/8/8/8/r7/R3K3 w - - 99 80", "");
  const chess::Position& pos = referee.record().position();
  const Clocks clocks{milliseconds(90500), seconds(10)};
  CHECK_FALSE(referee.ruling({ClaimedRule::kFiftyMoves, testing::move(pos, "a1a2")}, clocks)->correct);
  CHECK_FALSE(referee.ruling({ClaimedRule::kFiftyMoves, std::nullopt}, clocks)->correct);
  absl::StatusOr<ClaimRuling> quiet = referee.ruling({ClaimedRule::kFiftyMoves, testing::move(pos, "e1f1")}, clocks);
  CHECK(quiet->correct);
  CHECK(quiet->claim_article == "9.3a");
  CHECK(quiet->ruling_article == "9.5a");
}

TEST_CASE("9.1.2.3 an incorrect claim stands as a draw offer where the edition says so") {
  Referee with_clause = game("fide-2023", "startpos", "g1f3 g8f6");
  REQUIRE(with_clause.ruling({ClaimedRule::kFiftyMoves, std::nullopt}, {}).ok());
  CHECK(with_clause.offers().has_offer_for(Side::kBlack));
  REQUIRE(with_clause.accept_offer(chess::kBlack).ok());
  CHECK(testing::ending(with_clause) == "draw-offer 9.1.2.1 @2 1/2-1/2");

  Referee without_clause = game("fide-pre2014-pl", "startpos", "g1f3 g8f6");
  REQUIRE(without_clause.ruling({ClaimedRule::kFiftyMoves, std::nullopt}, {}).ok());
  CHECK_FALSE(without_clause.offers().has_offer_for(Side::kBlack));
  CHECK_FALSE(without_clause.accept_offer(chess::kBlack).ok());
}

}  // namespace
}  // namespace drawbridge::draw
