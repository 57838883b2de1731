// The automatic endings: fivefold repetition (9.6.1 anywhere / 9.6a consecutive), dead
// position (5.2.2 / 5.2b / pre-2014 9.6), stalemate and checkmate (5.2.1, 5.1.1), and the
// referee's own initiative (draughts 5.4.12.6) as a policy.
#include <string>
#include <vector>

#include <doctest/doctest.h>

#include "rules/chess_draw/dead_position.h"
#include "tests/unit/draw/draw_test_support.h"

namespace drawbridge::draw {
namespace {

using testing::ending;
using testing::game;

struct Case {
  const char* name;
  const char* edition;
  const char* fen;
  std::string moves;
  const char* expected_ending;
};

// A: the king's knights out and back (the start position every 4 plies). D: the queen's
// knights on an 8-ply round trip through positions of their own.
const std::string kA = " g1f3 g8f6 f3g1 f6g8";
const std::string kD = " b1c3 b8c6 c3b5 c6b4 b5c3 b4c6 c3b1 c6b8";
// The start position at plies 0, 4, 8, 12 and 20: five times, not on consecutive occasions.
const std::string kFiveTimesBroken = kA + kA + kA + kD;
// ... then at 24, 28, 32 and 36: five consecutive occasions (36, 32, 28, 24, 20).
const std::string kFiveConsecutive = kFiveTimesBroken + kA + kA + kA + kA;

constexpr const char* kDeadAfterBishopTakes = "4k3/8/8/8/8/8/4r3/4KB2 w - - 0 1";
constexpr const char* kStalemate = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";
constexpr const char* kScholarsMate = "e2e4 e7e5 d1h5 b8c6 f1c4 g8f6 h5f7";

const std::vector<Case> kCases = {
    {"fide-2023 9.6.1 fivefold anywhere", "fide-2023", "startpos", kFiveTimesBroken,
     "fivefold-repetition 9.6.1 @20 1/2-1/2"},
    {"fide-2014 9.6a five times, not consecutive: no draw", "fide-2014", "startpos", kFiveTimesBroken, "none"},
    {"fide-2014 9.6a five consecutive occasions", "fide-2014", "startpos", kFiveConsecutive,
     "fivefold-repetition 9.6a @36 1/2-1/2"},
    {"fide-pre2014-ru no automatic fivefold", "fide-pre2014-ru", "startpos", kFiveConsecutive, "none"},
    {"fide-pre2014-pl no automatic fivefold", "fide-pre2014-pl", "startpos", kFiveConsecutive, "none"},
    {"fide-2023 5.2.2 dead position after a capture", "fide-2023", kDeadAfterBishopTakes, "f1e2",
     "dead-position 5.2.2 @1 1/2-1/2"},
    {"fide-2014 5.2b dead position", "fide-2014", kDeadAfterBishopTakes, "e1e2", "dead-position 5.2b @1 1/2-1/2"},
    {"fide-pre2014-ru 9.6 dead position", "fide-pre2014-ru", kDeadAfterBishopTakes, "f1e2",
     "dead-position 9.6 @1 1/2-1/2"},
    {"fide-pre2014-pl 9.6 dead position", "fide-pre2014-pl", kDeadAfterBishopTakes, "f1e2",
     "dead-position 9.6 @1 1/2-1/2"},
    {"fide-2023 5.2.1 stalemate", "fide-2023", kStalemate, "", "stalemate 5.2.1 @0 1/2-1/2"},
    {"fide-pre2014-pl 5.2a stalemate", "fide-pre2014-pl", kStalemate, "", "stalemate 5.2a @0 1/2-1/2"},
    {"fide-2023 5.1.1 checkmate", "fide-2023", "startpos", kScholarsMate, "checkmate 5.1.1 @7 1-0"},
    {"fide-2014 5.1a checkmate", "fide-2014", "startpos", kScholarsMate, "checkmate 5.1a @7 1-0"},
    {"fide-pre2014-ru 5.1a checkmate by black", "fide-pre2014-ru", "startpos", "f2f3 e7e5 g2g4 d8h4",
     "checkmate 5.1a @4 0-1"},
};

TEST_CASE("automatic endings, by article and edition") {
  for (const Case& c : kCases) {
    SUBCASE(c.name) { CHECK(ending(game(c.edition, c.fen, c.moves)) == c.expected_ending); }
  }
}

TEST_CASE("the game is over at its first automatic ending") {
  Referee referee = game("fide-2023", "startpos", kFiveTimesBroken);
  CHECK_FALSE(referee.play_legal(testing::move(referee.record().position(), "g1f3")).ok());
  CHECK(referee.available_claims().empty());
  referee.takeback(19);
  CHECK(ending(referee) == "none");
}

TEST_CASE("draughts 5.4.12.6 referee initiative: a claimable draw ends the game") {
  Policy policy;
  REQUIRE(add_policy("arbiter-initiative", policy).ok());
  CHECK(ending(game("fide-2023", "startpos", kA + kA, policy)) == "threefold-repetition 9.2.1.2 @8 1/2-1/2");
  CHECK(ending(game("fide-pre2014-ru", "4k3/8/8/8/8/8/r7/R3K3 w - - 99 80", "e1f1", policy)) ==
        "fifty-move 9.3b @1 1/2-1/2");
  CHECK(ending(game("fide-2023", "startpos", kA + kA)) == "none");
  CHECK_FALSE(add_policy("arbiter-whim", policy).ok());
}

struct Material {
  const char* name;
  const char* fen;
  bool white_can_mate;
  bool black_can_mate;
};

const std::vector<Material> kMaterial = {
    {"K v K", "8/8/8/8/8/8/8/K6k w - - 0 1", false, false},
    {"K+B v K", "8/8/8/8/8/8/8/KB5k w - - 0 1", false, false},
    {"K+N v K", "8/8/8/8/8/8/8/KN5k w - - 0 1", false, false},
    {"K+B v K+B, bishops on one colour", "5b2/8/8/8/8/8/8/K1B4k w - - 0 1", false, false},
    {"K+BB v K+BB, all bishops on dark squares", "5b2/8/7b/8/8/4B3/8/K1B4k w - - 0 1", false, false},
    {"K+B v K+B, opposite colours: a helpmate exists", "2b5/8/8/8/8/8/8/K1B4k w - - 0 1", true, true},
    {"K+N v K+N: a helpmate exists", "2n5/8/8/8/8/8/8/K1N4k w - - 0 1", true, true},
    {"K+N v K+B: either side can mate with help", "2b5/8/8/8/8/8/8/K1N4k w - - 0 1", true, true},
    {"K+NN v K: mate exists with help", "8/8/8/8/8/8/8/KNN4k w - - 0 1", true, false},
    {"K+B v K+P: the pawn can block", "8/8/8/8/8/8/p7/K1B4k w - - 0 1", true, true},
    {"K+P v K", "8/8/8/8/8/8/P7/K6k w - - 0 1", true, false},
    {"K+R v K", "7k/8/8/8/8/8/8/KR6 w - - 0 1", true, false},
};

TEST_CASE("5.2.2 dead position: insufficient material for both sides") {
  const InsufficientMaterial material;
  for (const Material& m : kMaterial) {
    SUBCASE(m.name) {
      const chess::Position pos = testing::position(m.fen);
      CHECK(material.can_mate(pos, chess::kWhite) == m.white_can_mate);
      CHECK(material.can_mate(pos, chess::kBlack) == m.black_can_mate);
      CHECK(is_dead_position(pos, material) == (!m.white_can_mate && !m.black_can_mate));
    }
  }
}

// A search that knows better plugs in through MatePossibility.
class NobodyCanMate final : public MatePossibility {
 public:
  bool can_mate(const chess::Position&, chess::Color) const override { return false; }
};

TEST_CASE("5.2.2 a dead-position detector plugs into the referee") {
  const Referee referee(testing::edition("fide-2023"), {}, chess::Position::startpos(),
                        std::make_shared<NobodyCanMate>());
  CHECK(ending(referee) == "dead-position 5.2.2 @0 1/2-1/2");
}

}  // namespace
}  // namespace drawbridge::draw
