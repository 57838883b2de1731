// The board core: the FIDE 9.2 identity key (en passant only when legal, castling rights per
// rook), make/unmake restoring everything, copies staying independent, check detection.
#include <doctest/doctest.h>

#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "rules/chess/fen.h"
#include "rules/chess/position.h"

namespace drawbridge::chess {
namespace {

Position position(std::string_view fen, bool chess960 = false) {
  auto pos = parse_fen(fen, chess960);
  REQUIRE_MESSAGE(pos.ok(), fen, ": ", std::string(pos.status().message()));
  return *pos;
}

Move find_move(const Position& pos, Square from, Square to) {
  for (const Move m : pos.legal_moves())
    if (m.from() == from && m.to() == to) return m;
  FAIL("no legal move from ", int(from), " to ", int(to));
  return Move::none();
}

Position after(Position pos, std::initializer_list<std::pair<Square, Square>> moves) {
  for (const auto& [from, to] : moves) pos.make_move(find_move(pos, from, to));
  return pos;
}

TEST_CASE("start position basics") {
  const Position pos = Position::startpos();
  CHECK(pos.side_to_move() == kWhite);
  CHECK(pos.legal_moves().size() == 20);
  CHECK(pos.castling_rights() == kAllCastling);
  CHECK(pos.castling_rook_square(kWhiteOOO) == kA1);
  CHECK(pos.castling_rook_square(kBlackOO) == kH8);
  CHECK(pos.king_square(kBlack) == kE8);
  CHECK(pos.ep_square() == kNoSquare);
  CHECK(pos.last_move().is_none());
  CHECK(pos.key() == pos.key_from_scratch());
  CHECK(pos.key() == position(kStartFen).key());
}

TEST_CASE("en passant square after a double step, in the key only when the capture is legal") {
  SUBCASE("no enemy pawn beside the arrived pawn") {
    const Position pos = after(Position::startpos(), {{kE2, kE4}});
    CHECK(pos.ep_square() == kE3);
    CHECK_FALSE(pos.has_legal_ep_capture());
    CHECK(pos.key() == position("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1").key());
  }
  SUBCASE("legal capture: the key differs from the same placement without en passant") {
    const Position with = position("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
    CHECK(with.has_legal_ep_capture());
    CHECK(with.key() != position("4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1").key());
    const Position played = after(position("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1"), {{kE2, kE4}});
    CHECK(played.has_legal_ep_capture());
    CHECK(played.key() == with.key());
  }
  SUBCASE("the capturing pawn is pinned along its file") {
    const Position with = position("3k4/8/8/8/3pP3/8/8/3RK3 b - e3 0 1");
    CHECK(with.ep_square() == kE3);
    CHECK_FALSE(with.has_legal_ep_capture());
    CHECK(with.key() == position("3k4/8/8/8/3pP3/8/8/3RK3 b - - 0 1").key());
  }
  SUBCASE("both pawns leave the rank: discovered check along the rank") {
    const Position with = position("8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1");
    CHECK_FALSE(with.has_legal_ep_capture());
    CHECK(with.key() == position("8/8/8/8/k2pP2R/8/8/4K3 b - - 0 1").key());
    const Position played = after(position("8/8/8/8/k2p3R/8/4P3/4K3 w - - 0 1"), {{kE2, kE4}});
    CHECK_FALSE(played.has_legal_ep_capture());
    CHECK(played.key() == with.key());
  }
  SUBCASE("in check, and the capture does not answer the check") {
    const Position played = after(position("8/8/8/7k/5p2/8/4P3/K2B4 w - - 0 1"), {{kE2, kE4}});
    CHECK(played.in_check());
    CHECK_FALSE(played.has_legal_ep_capture());
    CHECK(played.key() == position("8/8/8/7k/4Pp2/8/8/K2B4 b - - 0 1").key());
  }
  SUBCASE("in check, and the capture blocks the check") {
    const Position with = position("8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1");
    CHECK(with.in_check());
    CHECK(with.has_legal_ep_capture());
    CHECK(with.key() != position("8/8/8/1k6/3Pp3/8/8/4KQ2 b - - 0 1").key());
  }
  SUBCASE("the pawn that checks is captured en passant") {
    const Position played = after(position("8/8/8/3k4/5p2/8/4P3/4K3 w - - 0 1"), {{kE2, kE4}});
    CHECK(played.in_check());
    CHECK(played.has_legal_ep_capture());
  }
}

TEST_CASE("castling rights are part of the identity") {
  SUBCASE("kings that moved and came back lose their rights") {
    const Position start = Position::startpos();
    const Position back = after(start, {{kE2, kE4}, {kE7, kE5}, {kE1, kE2}, {kE8, kE7}, {kE2, kE1}, {kE7, kE8}});
    const Position pawns_only = after(start, {{kE2, kE4}, {kE7, kE5}});
    CHECK(back.pieces() == pawns_only.pieces());
    CHECK(back.side_to_move() == pawns_only.side_to_move());
    CHECK(back.castling_rights() == kNoCastling);
    CHECK(back.key() != pawns_only.key());
    CHECK(back.key() == position("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w - - 2 4").key());
  }
  SUBCASE("a rook move removes only that rook's right") {
    const Position pos = after(position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), {{kH1, kG1}, {kA8, kB8}});
    CHECK(pos.castling_rights() == (kWhiteOOO | kBlackOO));
    CHECK(pos.key() == position("1r2k2r/8/8/8/8/8/8/R3K1R1 w Qk - 2 2").key());
  }
  SUBCASE("capturing a rook removes its right") {
    const Position pos = after(position("r3k2r/8/8/8/8/8/6B1/R3K2R w KQkq - 0 1"), {{kG2, kA8}});
    CHECK(pos.castling_rights() == (kWhiteOO | kWhiteOOO | kBlackOO));
  }
  SUBCASE("Chess960: the same placement with the right on another rook is another position") {
    const Position on_a = position("4k3/8/8/8/8/8/8/RR2K3 w A - 0 1", true);
    const Position on_b = position("4k3/8/8/8/8/8/8/RR2K3 w B - 0 1", true);
    CHECK(on_a.pieces() == on_b.pieces());
    CHECK(on_a.castling_rook_square(kWhiteOOO) == kA1);
    CHECK(on_b.castling_rook_square(kWhiteOOO) == kB1);
    CHECK(on_a.key() != on_b.key());
    CHECK(on_a.key() != position("4k3/8/8/8/8/8/8/RR2K3 w - - 0 1", true).key());
  }
}

TEST_CASE("Chess960 castling: king takes rook, king and rook may swap squares") {
  // King f1, rook g1: O-O puts the king on g1 and the rook on f1.
  Position pos = position("4k3/8/8/8/8/8/8/5KR1 w G - 0 1", true);
  const Move castle(kF1, kG1, MoveKind::kCastling);
  REQUIRE(pos.is_legal(castle));
  const std::uint64_t before = pos.key();
  pos.make_move(castle);
  CHECK(pos.piece_on(kG1) == kWhiteKing);
  CHECK(pos.piece_on(kF1) == kWhiteRook);
  CHECK(pos.castling_rights() == kNoCastling);
  CHECK(pos.key() == pos.key_from_scratch());
  pos.unmake_move();
  CHECK(pos.piece_on(kF1) == kWhiteKing);
  CHECK(pos.piece_on(kG1) == kWhiteRook);
  CHECK(pos.key() == before);
  // The rook on b1 shields the king on c1 from the queen on a1: O-O-O would expose it.
  CHECK_FALSE(position("4k3/8/8/8/8/8/8/qRK5 w B - 0 1", true).is_legal(Move(kC1, kB1, MoveKind::kCastling)));
}

TEST_CASE("checkmate and stalemate") {
  CHECK(position("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3").is_checkmate());
  CHECK_FALSE(position("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3").is_stalemate());
  CHECK(position("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").is_stalemate());
  CHECK_FALSE(Position::startpos().is_checkmate());
}

// Random legal games: at every ply the incremental key equals the key from scratch and the key
// of the position re-read from its FEN, gives_check agrees with the position after the move, and
// unmaking the whole game restores every FEN and key on the way back.
void check_playouts(std::string_view fen, bool chess960, int games, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  for (int game = 0; game < games; ++game) {
    Position pos = position(fen, chess960);
    std::vector<std::pair<std::string, std::uint64_t>> trail;
    for (int ply = 0; ply < 160; ++ply) {
      const MoveList moves = pos.legal_moves();
      if (moves.empty()) break;
      const Move m = moves[rng() % moves.size()];
      const bool checks = pos.gives_check(m);
      trail.emplace_back(to_fen(pos), pos.key());
      pos.make_move(m);
      REQUIRE(pos.last_move() == m);
      CHECK(pos.in_check() == checks);
      REQUIRE(pos.key() == pos.key_from_scratch());
      const std::string now = to_fen(pos);
      REQUIRE_MESSAGE(position(now, chess960).key() == pos.key(), now);
    }
    while (!trail.empty()) {
      pos.unmake_move();
      REQUIRE(to_fen(pos) == trail.back().first);
      REQUIRE(pos.key() == trail.back().second);
      trail.pop_back();
    }
    CHECK(pos.last_move().is_none());
  }
}

TEST_CASE("random playouts: incremental key, gives_check, make/unmake") {
  check_playouts(kStartFen, false, 40, 1);
  check_playouts("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", false, 20, 2);
  check_playouts("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", false, 20, 3);  // en passant pins
  check_playouts("r1k1r2q/p1ppp1pp/8/8/8/8/P1PPP1PP/R1K1R2Q w KQkq - 0 1", true, 20, 4);
  check_playouts("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", true, 20, 5);
}

TEST_CASE("a copy is independent of its original") {
  Position original = after(Position::startpos(), {{kE2, kE4}});
  const std::string fen = to_fen(original);
  const std::uint64_t key = original.key();
  Position copy = original;
  copy.make_move(find_move(copy, kE7, kE5));
  copy.unmake_move();
  copy.unmake_move();
  CHECK(to_fen(original) == fen);
  CHECK(original.key() == key);
  CHECK(original.last_move() == Move(kE2, kE4));
  CHECK(copy.key() == Position::startpos().key());
}

}  // namespace
}  // namespace drawbridge::chess
