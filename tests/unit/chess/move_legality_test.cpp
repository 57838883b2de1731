// Position::is_legal decides one move without generating the legal moves, keeps_king_safe one
// whose reach is known, and has_legal_move stops at the first: all must agree exactly with
// legal_moves(), for every one of the 65,536 16-bit move encodings, along random games
// through castling (standard and Chess960), en passant with pins, promotions and checks.
#include <doctest/doctest.h>

#include <bitset>
#include <random>
#include <string>
#include <string_view>

#include "rules/chess/bitboard.h"
#include "rules/chess/fen.h"
#include "rules/chess/position.h"

namespace drawbridge::chess {
namespace {

Move move_from_raw(unsigned raw) {
  return Move(Square(raw & 63), Square((raw >> 6) & 63), MoveKind(raw >> 14), PieceType(((raw >> 12) & 3) + kKnight));
}

// For a knight, bishop, rook or queen of the side to move, the squares it reaches (not its own men's).
Bitboard reach(const Position& pos, Square from) {
  const Bitboard occupied = pos.pieces();
  const Piece piece = pos.piece_on(from);
  if (piece == kNoPiece || color_of(piece) != pos.side_to_move()) return 0;
  Bitboard to = 0;
  switch (type_of(piece)) {
    case kKnight: to = knight_attacks(from); break;
    case kBishop: to = bishop_attacks(from, occupied); break;
    case kRook: to = rook_attacks(from, occupied); break;
    case kQueen: to = queen_attacks(from, occupied); break;
    default: return 0;
  }
  return to & ~pos.pieces(pos.side_to_move());
}

void check_every_encoding(const Position& pos) {
  const MoveList legal = pos.legal_moves();
  std::bitset<65536> listed;
  for (const Move m : legal) listed.set(m.raw());
  REQUIRE(pos.has_legal_move() == !legal.empty());
  int accepted = 0;
  for (unsigned raw = 0; raw < 65536; ++raw) {
    const Move m = move_from_raw(raw);
    const bool legal_here = pos.is_legal(m);
    if (m.raw() != raw || legal_here != listed.test(raw)) FAIL(to_fen(pos), ": is_legal(", raw, ") is ", legal_here);
    accepted += legal_here;
    // Where the reach is known, the king's safety alone decides.
    if (m.kind() == MoveKind::kNormal && m.promotion() == kKnight && (reach(pos, m.from()) & square_bb(m.to())) &&
        pos.keeps_king_safe(m) != legal_here) {
      FAIL(to_fen(pos), ": keeps_king_safe(", raw, ") is ", !legal_here);
    }
  }
  CHECK(accepted == int(legal.size()));
}

// Every encoding at each ply of one random game from `fen` (and of each reply at the root).
void check_random_game(std::string_view fen, bool chess960, std::uint64_t seed, int plies) {
  auto start = parse_fen(fen, chess960);
  REQUIRE_MESSAGE(start.ok(), fen);
  Position pos = *start;
  for (const Move m : pos.legal_moves()) {
    pos.make_move(m);
    check_every_encoding(pos);
    pos.unmake_move();
  }
  std::mt19937_64 rng(seed);
  for (int ply = 0; ply < plies; ++ply) {
    check_every_encoding(pos);
    const MoveList legal = pos.legal_moves();
    if (legal.empty()) break;
    pos.make_move(legal[rng() % legal.size()]);
  }
}

TEST_CASE("is_legal and has_legal_move agree with legal_moves on every move encoding") {
  // Kiwipete: castling both ways, pins, promotions near.
  check_random_game("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", false, 1, 40);
  // En passant capture that would expose the king along the rank, and one that is legal.
  check_random_game("8/8/3p4/KPp4r/1R3p1k/8/4P1P1/8 w - c6 0 2", false, 2, 30);
  check_random_game("8/2p5/8/KP5r/8/8/8/7k b - - 0 1", false, 3, 20);
  // Promotions with and without capture, under check.
  check_random_game("n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", false, 4, 30);
  // Chess960: king and rook next to each other, castling onto the rook's square.
  check_random_game("1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1", true, 5, 30);
  check_random_game("rk2r3/8/8/8/8/8/8/RK2R3 w EAea - 0 1", true, 6, 20);
  // Double check and checks that only the king can answer.
  check_random_game("4k3/8/8/8/1b6/8/3r4/R3K2R w KQ - 0 1", false, 7, 20);
}

TEST_CASE("has_legal_move finds no move in mate and stalemate") {
  const auto mate = parse_fen("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1");
  const auto stalemate = parse_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
  REQUIRE(mate.ok());
  REQUIRE(stalemate.ok());
  CHECK(!mate->has_legal_move());
  CHECK(mate->is_checkmate());
  CHECK(!stalemate->has_legal_move());
  CHECK(stalemate->is_stalemate());
  CHECK(Position::startpos().has_legal_move());
}

}  // namespace
}  // namespace drawbridge::chess
