// UCI move notation: every legal move round trips, castling in both spellings, and each reason
// for rejecting a move.
#include "rules/chess/uci_move.h"

#include <doctest/doctest.h>

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "notation_samples.h"
#include "rules/chess/fen.h"
#include "rules/chess/names.h"

namespace drawbridge::chess {
namespace {

Position fen(std::string_view text, bool chess960 = false) {
  return samples::parse_or_fail({std::string(text), chess960});
}

void check_rejected(const Position& pos, std::string_view move, std::string_view expected) {
  auto parsed = parse_uci_move(pos, move);
  REQUIRE_MESSAGE(!parsed.ok(), move, " was accepted in ", to_fen(pos));
  const std::string message(parsed.status().message());
  CHECK_MESSAGE(message.find(expected) != std::string::npos, move, " -> ", message);
}

Move parse_ok(const Position& pos, std::string_view move) {
  auto parsed = parse_uci_move(pos, move);
  REQUIRE_MESSAGE(parsed.ok(), move, ": ", std::string(parsed.status().message()));
  return *parsed;
}

TEST_CASE("every legal move prints and parses back to itself, and no two print alike") {
  for (const Position& pos : samples::playout_positions(60)) {
    std::set<std::string> printed;
    for (const Move m : pos.legal_moves()) {
      const std::string text = to_uci(pos, m);
      CHECK_MESSAGE(parse_ok(pos, text) == m, to_fen(pos), " ", text);
      printed.insert(text);
    }
    CHECK(printed.size() == pos.legal_moves().size());
  }
}

// The fast path must accept exactly what parse_uci_move accepts, as the same move.
TEST_CASE("legal_uci_move agrees with parse_uci_move on every from, to and promotion") {
  int accepted = 0;
  const std::vector<Position> positions = samples::playout_positions(12);
  for (std::size_t i = 0; i < positions.size(); i += 8) {
    const Position& pos = positions[i];
    for (int from = 0; from < 64; ++from) {
      for (int to = 0; to < 64; ++to) {
        for (const std::string_view suffix : {"", "q", "n", "x"}) {
          const std::string text = square_name(Square(from)) + square_name(Square(to)) + std::string(suffix);
          const auto parsed = parse_uci_move(pos, text);
          const std::optional<Move> fast = legal_uci_move(pos, text);
          if (fast.has_value() != parsed.ok() || (fast && *fast != *parsed)) FAIL(to_fen(pos), " ", text);
          accepted += fast.has_value();
        }
      }
    }
  }
  CHECK(accepted > 50);
}

TEST_CASE("castling: e1g1 in standard chess, king takes rook in both") {
  const Position pos = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  const Move short_castle = parse_ok(pos, "e1g1");
  CHECK(short_castle == Move(kE1, kH1, MoveKind::kCastling));
  CHECK(parse_ok(pos, "e1h1") == short_castle);
  CHECK(parse_ok(pos, "e1c1") == Move(kE1, kA1, MoveKind::kCastling));
  CHECK(to_uci(pos, short_castle) == "e1g1");
  CHECK(to_uci(pos, Move(kE1, kA1, MoveKind::kCastling)) == "e1c1");

  const Position black = fen("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
  CHECK(parse_ok(black, "e8c8") == Move(kE8, kA8, MoveKind::kCastling));
  CHECK(parse_ok(black, "e8a8") == Move(kE8, kA8, MoveKind::kCastling));
}

TEST_CASE("castling in Chess960 is king takes rook only") {
  // King f1 castles onto g1 with the rook it takes: f1g1.
  const Position pos = fen("r4kr1/pppppppp/8/8/8/8/PPPPPPPP/R4KR1 w KQkq - 0 1", true);
  const Move short_castle = parse_ok(pos, "f1g1");
  CHECK(short_castle == Move(kF1, kG1, MoveKind::kCastling));
  CHECK(to_uci(pos, short_castle) == "f1g1");
  CHECK(parse_ok(pos, "f1a1") == Move(kF1, kA1, MoveKind::kCastling));
  CHECK(to_uci(pos, Move(kF1, kA1, MoveKind::kCastling)) == "f1a1");
  // In Chess960 a two-square king step is not castling.
  const Position e_king = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", true);
  check_rejected(e_king, "e1g1", "not a legal move of the white king");
  CHECK(parse_ok(e_king, "e1h1") == Move(kE1, kH1, MoveKind::kCastling));
  CHECK(to_uci(e_king, Move(kE1, kH1, MoveKind::kCastling)) == "e1h1");
}

TEST_CASE("promotion and en passant") {
  const Position pos = fen("4k3/1P6/8/3pP3/8/8/8/4K3 w - d6 0 1");
  CHECK(parse_ok(pos, "b7b8q") == Move(kB7, kB8, MoveKind::kPromotion, kQueen));
  CHECK(parse_ok(pos, "b7b8n") == Move(kB7, kB8, MoveKind::kPromotion, kKnight));
  CHECK(to_uci(pos, Move(kB7, kB8, MoveKind::kPromotion, kRook)) == "b7b8r");
  CHECK(parse_ok(pos, "e5d6") == Move(kE5, kD6, MoveKind::kEnPassant));
  check_rejected(pos, "b7b8", "promotion piece missing");
  check_rejected(pos, "b7b8k", "invalid promotion piece 'k'");
  check_rejected(pos, "b7b8Q", "invalid promotion piece 'Q'");
  check_rejected(pos, "e5e6q", "does not promote");
}

TEST_CASE("rejected moves name the reason") {
  const Position start = Position::startpos();
  check_rejected(start, "0000", "null moves are not supported");
  check_rejected(start, "e2", "bad syntax");
  check_rejected(start, "e2e4e", "invalid promotion piece 'e'");
  check_rejected(start, "e2e4qq", "bad syntax");
  check_rejected(start, "i2i4", "bad syntax");
  check_rejected(start, "e2e2", "same square");
  check_rejected(start, "e3e4", "no piece on e3");
  check_rejected(start, "e7e5", "e7 holds a black pawn, but white is to move");
  check_rejected(start, "e2e5", "not a legal move of the white pawn on e2");
  check_rejected(start, "g1g3", "not a legal move of the white knight on g1");
  check_rejected(start, "d1d3", "not a legal move of the white queen on d1");
  check_rejected(start, "e1e2", "not a legal move of the white king on e1");

  // Pinned knight: moving it exposes the king.
  const Position pinned = fen("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
  check_rejected(pinned, "e2c3", "leaves the white king in check");
  // In check: a move that does not help.
  const Position checked = fen("4k3/8/8/8/8/8/3P4/r3K3 w - - 0 1");
  check_rejected(checked, "d2d3", "white is in check and this move does not resolve it");
  check_rejected(checked, "e1f1", "white is in check and this move does not resolve it");
  CHECK(parse_ok(checked, "e1e2") == Move(kE1, kE2));
  // En passant that would expose the king along the rank.
  check_rejected(fen("8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1"), "b5c6", "leaves the white king in check");
  // En passant that would block a check but opens the rank to the rook.
  check_rejected(fen("1b1k4/8/8/1rPpK3/8/8/8/8 w - d6 0 1"), "c5d6",
                 "white is in check and this move does not resolve it");
}

TEST_CASE("castling rejections name the reason") {
  check_rejected(fen("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1"), "e1g1", "white has no king-side castling right");
  check_rejected(fen("r3k2r/8/8/8/8/8/8/R3K2R b KQk - 0 1"), "e8c8", "black has no queen-side castling right");
  check_rejected(fen("r3k2r/8/8/8/8/8/8/R3K1NR w KQkq - 0 1"), "e1g1",
                 "king-side castling not allowed, the path is blocked");
  check_rejected(fen("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1"), "e1c1",
                 "queen-side castling not allowed, the path is blocked");
  check_rejected(fen("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1"), "e1a1", "the path is blocked");
  check_rejected(fen("4k3/8/8/8/8/8/8/R3K2r w Q - 0 1"), "e1c1", "the king is in check");
  check_rejected(fen("4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1"), "e1g1", "pass through or land on attacked square f1");
  check_rejected(fen("4k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1"), "e1g1", "attacked square g1");
  // b1 attacked does not matter for O-O-O: only the king's squares do.
  CHECK(parse_ok(fen("1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"), "e1c1") == Move(kE1, kA1, MoveKind::kCastling));
}

TEST_SUITE("shared-data" * doctest::skip()) {
  TEST_CASE("UCI moves of real games replay to python-chess's final position") {
    const std::size_t games = 50;
    const auto all_moves = samples::human_tsv_games(games);
    const auto expected = samples::human_expected_final_fens(games);
    for (std::size_t g = 0; g < games; ++g) {
      Position pos = Position::startpos();
      for (const std::string& text : all_moves[g]) {
        const Move m = parse_ok(pos, text);
        CHECK(to_uci(pos, m) == text);
        pos.make_move(m);
      }
      CHECK(to_fen(pos) == expected[g]);
    }
  }
}

}  // namespace
}  // namespace drawbridge::chess
