// FIDE 9.2 (threefold repetition claims), 9.2.2 (identity of positions) and 9.4 (the right
// lapses), in every edition: games from move sequences and the claims the player on move has.
#include <string>
#include <vector>

#include <doctest/doctest.h>

#include "tests/unit/draw/draw_test_support.h"

namespace drawbridge::draw {
namespace {

using testing::claims;
using testing::game;

struct Case {
  const char* name;
  const char* edition;
  const char* fen;
  const char* moves;
  std::vector<std::string> expected_claims;
};

constexpr const char* kKnightShuffle7 = "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1";
constexpr const char* kKnightShuffle8 = "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8";
constexpr const char* kCastlingRooks = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
constexpr const char* kRooksNoCastling = "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1";
constexpr const char* kRookShuffle8 = "h1h2 h8h7 h2h1 h7h8 h1h2 h8h7 h2h1 h7h8";
constexpr const char* kRookShuffle12 = "h1h2 h8h7 h2h1 h7h8 h1h2 h8h7 h2h1 h7h8 h1h2 h8h7 h2h1 h7h8";
// After e2e4 the f4 pawn may take en passant; pinned on the fourth rank in the second.
constexpr const char* kEnPassantFree = "4k3/8/8/8/5p2/8/4P3/4K3 w - - 0 1";
constexpr const char* kEnPassantFreeMoves = "e2e4 e8d8 e1d1 d8e8 d1e1 e8d8 e1d1 d8e8 d1e1";
constexpr const char* kEnPassantPinned = "8/8/8/8/R4p1k/8/4P3/4K3 w - - 0 1";
constexpr const char* kEnPassantPinnedMoves = "e2e4 h4h5 e1d1 h5h4 d1e1 h4h5 e1d1 h5h4 d1e1";

const std::vector<Case> kCases = {
    // (a): the declared move makes the position appear for the third time.
    {"fide-2023 9.2.1.1 knight shuffle, intended move",
     "fide-2023",
     "startpos",
     kKnightShuffle7,
     {"threefold-repetition 9.2.1.1 f6g8"}},
    {"fide-2014 9.2a knight shuffle, intended move",
     "fide-2014",
     "startpos",
     kKnightShuffle7,
     {"threefold-repetition 9.2a f6g8"}},
    {"fide-pre2014-ru 9.2a knight shuffle, intended move",
     "fide-pre2014-ru",
     "startpos",
     kKnightShuffle7,
     {"threefold-repetition 9.2a f6g8"}},
    {"fide-pre2014-pl 9.2a knight shuffle, intended move",
     "fide-pre2014-pl",
     "startpos",
     kKnightShuffle7,
     {"threefold-repetition 9.2a f6g8"}},
    // (b): the position has just appeared for the third time; (a) holds too.
    {"fide-2023 9.2.1.2 knight shuffle, on the board",
     "fide-2023",
     "startpos",
     kKnightShuffle8,
     {"threefold-repetition 9.2.1.1 g1f3", "threefold-repetition 9.2.1.2"}},
    {"fide-2014 9.2b knight shuffle, on the board",
     "fide-2014",
     "startpos",
     kKnightShuffle8,
     {"threefold-repetition 9.2a g1f3", "threefold-repetition 9.2b"}},
    {"fide-pre2014-ru 9.2b knight shuffle, on the board",
     "fide-pre2014-ru",
     "startpos",
     kKnightShuffle8,
     {"threefold-repetition 9.2a g1f3", "threefold-repetition 9.2b"}},
    {"fide-pre2014-pl 9.2b knight shuffle, on the board",
     "fide-pre2014-pl",
     "startpos",
     kKnightShuffle8,
     {"threefold-repetition 9.2a g1f3", "threefold-repetition 9.2b"}},
    // 9.4: black let the claim go by playing another move; white has none.
    {"fide-2023 9.4 the right lapses once the player has moved",
     "fide-2023",
     "startpos",
     "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 b8c6",
     {}},
    {"fide-pre2014-pl 9.4 the right lapses once the player has moved",
     "fide-pre2014-pl",
     "startpos",
     "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 b8c6",
     {}},
    // 9.2.2: castling rights are part of the position; the first rook moves lose them.
    {"fide-2023 9.2.2 rook shuffle losing castling rights: only twice", "fide-2023", kCastlingRooks, kRookShuffle8, {}},
    {"fide-2023 9.2.2 rook shuffle after castling rights were lost: third time",
     "fide-2023",
     kCastlingRooks,
     kRookShuffle12,
     {"threefold-repetition 9.2.1.1 h1h2", "threefold-repetition 9.2.1.2"}},
    {"fide-2023 9.2.2 rook shuffle without castling rights",
     "fide-2023",
     kRooksNoCastling,
     kRookShuffle8,
     {"threefold-repetition 9.2.1.1 h1h2", "threefold-repetition 9.2.1.2"}},
    {"fide-pre2014-pl 9.2 castling right changed permanently", "fide-pre2014-pl", kCastlingRooks, kRookShuffle8, {}},
    {"fide-2014 9.2 castling right lost", "fide-2014", kCastlingRooks, kRookShuffle8, {}},
    // 9.2.2: a position where en passant was possible differs from the same placement later.
    {"fide-2023 9.2.2 legal en passant makes the position different",
     "fide-2023",
     kEnPassantFree,
     kEnPassantFreeMoves,
     {"threefold-repetition 9.2.1.1 e8d8"}},
    {"fide-pre2014-ru 9.2 en passant no longer possible",
     "fide-pre2014-ru",
     kEnPassantFree,
     kEnPassantFreeMoves,
     {"threefold-repetition 9.2a e8d8"}},
    // ... but an en passant capture that would leave the king in check is no possible move.
    {"fide-2023 9.2.2 pinned en passant does not count",
     "fide-2023",
     kEnPassantPinned,
     kEnPassantPinnedMoves,
     {"threefold-repetition 9.2.1.1 h4h5", "threefold-repetition 9.2.1.2"}},
    {"fide-2014 9.2 pinned en passant does not count",
     "fide-2014",
     kEnPassantPinned,
     kEnPassantPinnedMoves,
     {"threefold-repetition 9.2a h4h5", "threefold-repetition 9.2b"}},
};

TEST_CASE("9.2 threefold repetition claims, by article and edition") {
  for (const Case& c : kCases) {
    SUBCASE(c.name) {
      const Referee referee = game(c.edition, c.fen, c.moves);
      CHECK(referee.ending() == std::nullopt);
      CHECK(testing::joined(claims(referee)) == testing::joined(c.expected_claims));
    }
  }
}

TEST_CASE("9.2 claims follow takebacks") {
  Referee referee = game("fide-2023", "startpos", kKnightShuffle8);
  REQUIRE(claims(referee).size() == 2);
  referee.takeback(7);
  CHECK(claims(referee) == std::vector<std::string>{"threefold-repetition 9.2.1.1 f6g8"});
  referee.takeback(2);
  CHECK(claims(referee).empty());
  testing::play(referee, "f3g1 f6g8 g1f3 g8f6 f3g1 f6g8");
  CHECK(claims(referee) ==
        std::vector<std::string>{"threefold-repetition 9.2.1.1 g1f3", "threefold-repetition 9.2.1.2"});
}

TEST_CASE("9.2 a FEN start counts as the first occurrence") {
  // The start position has no known history: it appears once at ply 0.
  const Referee referee = game("fide-2023", "4k3/8/8/8/8/8/8/R3K3 w - - 40 60", "a1a2 e8d8 a2a1 d8e8 a1a2 e8d8 a2a1");
  CHECK(claims(referee) == std::vector<std::string>{"threefold-repetition 9.2.1.1 d8e8"});
}

}  // namespace
}  // namespace drawbridge::draw
