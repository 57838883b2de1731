// Position::key_after_reversible works out the identity key after a move that is neither a
// pawn move nor a capture without making it; it must equal the key make_move arrives at,
// through castling (standard and Chess960), lost castling rights and a lapsing en passant key.
#include <doctest/doctest.h>

#include <random>
#include <string_view>

#include "rules/chess/fen.h"
#include "rules/chess/position.h"

namespace drawbridge::chess {
namespace {

bool resets_clock(const Position& pos, Move m) {
  const Piece target = pos.piece_on(m.to());
  return type_of(pos.piece_on(m.from())) == kPawn || (target != kNoPiece && color_of(target) != pos.side_to_move());
}

// Returns how many moves were compared along one random game from `fen`.
int compare_along_game(std::string_view fen, bool chess960, std::uint64_t seed, int plies) {
  auto start = parse_fen(fen, chess960);
  REQUIRE_MESSAGE(start.ok(), fen);
  Position pos = *start;
  std::mt19937_64 rng(seed);
  int compared = 0;
  for (int ply = 0; ply < plies; ++ply) {
    const MoveList legal = pos.legal_moves();
    if (legal.empty()) break;
    for (const Move m : legal) {
      if (resets_clock(pos, m)) continue;
      const std::uint64_t predicted = pos.key_after_reversible(m);
      pos.make_move(m);
      if (predicted != pos.key()) FAIL(to_fen(pos), ": key after move ", m.raw(), " differs");
      pos.unmake_move();
      ++compared;
    }
    pos.make_move(legal[rng() % legal.size()]);
  }
  return compared;
}

TEST_CASE("key_after_reversible equals the key after make_move") {
  CHECK(compare_along_game("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", false, 11, 60) >
        500);
  // A legal en passant capture on the board: its key lapses with any other move.
  CHECK(compare_along_game("4k3/8/8/3pP3/8/8/8/R3K2R w KQ d6 0 2", false, 12, 40) > 100);
  CHECK(compare_along_game("1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1", true, 13, 60) > 300);
  CHECK(compare_along_game("rk2r3/8/8/8/8/8/8/RK2R3 w EAea - 0 1", true, 14, 40) > 200);
}

}  // namespace
}  // namespace drawbridge::chess
