// FEN, X-FEN and Shredder-FEN: round trips, agreement with python-chess on real games, and one
// check per class of malformed FEN on the reason given.
#include "rules/chess/fen.h"

#include <doctest/doctest.h>

#include <random>
#include <string>
#include <vector>

#include "notation_samples.h"

namespace drawbridge::chess {
namespace {

std::string error_of(std::string_view fen, bool chess960 = false) {
  auto pos = parse_fen(fen, chess960);
  REQUIRE_MESSAGE(!pos.ok(), fen, " was accepted");
  CHECK(pos.status().code() == absl::StatusCode::kInvalidArgument);
  return std::string(pos.status().message());
}

void check_rejected(std::string_view fen, std::string_view expected, bool chess960 = false) {
  const std::string message = error_of(fen, chess960);
  CHECK_MESSAGE(message.find(expected) != std::string::npos, fen, " -> ", message);
}

TEST_CASE("the start position prints as the standard FEN and parses back to the same key") {
  CHECK(to_fen(Position::startpos()) == kStartFen);
  auto parsed = parse_fen(kStartFen);
  REQUIRE(parsed.ok());
  CHECK(parsed->key() == Position::startpos().key());
}

TEST_CASE("FEN round trips over random playouts, standard and Chess960") {
  for (const Position& pos : samples::playout_positions(60)) {
    const std::string fen = to_fen(pos);
    auto parsed = parse_fen(fen, pos.chess960());
    REQUIRE_MESSAGE(parsed.ok(), fen, ": ", std::string(parsed.status().message()));
    CHECK(to_fen(*parsed) == fen);
    CHECK_MESSAGE(parsed->key() == pos.key(), fen);
  }
}

TEST_SUITE("shared-data" * doctest::skip()) {
  TEST_CASE("FEN of human games agrees with python-chess after every game and round trips at every ply") {
    const std::size_t games = 300;
    const auto all_moves = samples::human_tsv_games(games);
    const auto expected = samples::human_expected_final_fens(games);
    for (std::size_t g = 0; g < games; ++g) {
      Position pos = Position::startpos();
      for (const std::string& text : all_moves[g]) {
        auto move = parse_uci_move(pos, text);
        REQUIRE_MESSAGE(move.ok(), std::string(move.status().message()));
        pos.make_move(*move);
        auto parsed = parse_fen(to_fen(pos));
        REQUIRE(parsed.ok());
        CHECK(parsed->key() == pos.key());
      }
      CHECK_MESSAGE(to_fen(pos) == expected[g], "game ", g + 1);
    }
  }
}

TEST_CASE("EPD-style FEN without clocks defaults to 0 1") {
  auto pos = parse_fen("4k3/8/8/8/8/8/8/4K2R w K -");
  REQUIRE(pos.ok());
  CHECK(pos->halfmove_clock() == 0);
  CHECK(pos->fullmove_number() == 1);
  CHECK(to_fen(*pos) == "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
}

TEST_CASE("en passant is printed only when the capture is legal") {
  // After 1.e4 nothing can take on e3.
  auto quiet = parse_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
  REQUIRE(quiet.ok());
  CHECK(quiet->ep_square() == kE3);
  CHECK(to_fen(*quiet) == "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  // A black pawn on d4 can.
  auto live = parse_fen("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3");
  REQUIRE(live.ok());
  CHECK(to_fen(*live) == "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3");
  // The capture would block the bishop's check but open the rank to the rook (tricky.perft align-ep-pinned).
  auto pinned = parse_fen("1b1k4/8/8/1rPpK3/8/8/8/8 w - d6 0 1");
  REQUIRE(pinned.ok());
  CHECK(to_fen(*pinned) == "1b1k4/8/8/1rPpK3/8/8/8/8 w - - 0 1");
}

TEST_CASE("Shredder-FEN and X-FEN castling fields") {
  SUBCASE("file letters for the corner rooks mean KQkq in standard chess") {
    auto pos = parse_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
    REQUIRE(pos.ok());
    CHECK(pos->key() == Position::startpos().key());
    CHECK(to_fen(*pos) == kStartFen);
  }
  SUBCASE("KQkq in Chess960 means the outermost rook on each side") {
    auto pos = parse_fen("r1k1r2q/p1ppp1pp/8/8/8/8/P1PPP1PP/R1K1R2Q w KQkq - 0 1", true);
    REQUIRE(pos.ok());
    CHECK(pos->castling_rook_square(kWhiteOO) == kE1);
    CHECK(pos->castling_rook_square(kWhiteOOO) == kA1);
    CHECK(pos->castling_rook_square(kBlackOO) == kE8);
    CHECK(to_fen(*pos) == "r1k1r2q/p1ppp1pp/8/8/8/8/P1PPP1PP/R1K1R2Q w KQkq - 0 1");
    auto shredder = parse_fen("r1k1r2q/p1ppp1pp/8/8/8/8/P1PPP1PP/R1K1R2Q w EAea - 0 1", true);
    REQUIRE(shredder.ok());
    CHECK(shredder->key() == pos->key());
  }
  SUBCASE("an inner castling rook needs its file letter, and prints with it") {
    auto inner = parse_fen("4k3/8/8/8/8/8/8/R4KRR w G - 0 1", true);
    REQUIRE(inner.ok());
    CHECK(inner->castling_rook_square(kWhiteOO) == kG1);
    CHECK(to_fen(*inner) == "4k3/8/8/8/8/8/8/R4KRR w G - 0 1");
    auto outer = parse_fen("4k3/8/8/8/8/8/8/R4KRR w K - 0 1", true);
    REQUIRE(outer.ok());
    CHECK(outer->castling_rook_square(kWhiteOO) == kH1);
    CHECK(to_fen(*outer) == "4k3/8/8/8/8/8/8/R4KRR w K - 0 1");
    CHECK(inner->key() != outer->key());
  }
  SUBCASE("any order of the castling letters is the same position") {
    auto a = parse_fen("r3k2r/8/8/8/8/8/8/R3K2R w qkQK - 0 1");
    REQUIRE(a.ok());
    CHECK(to_fen(*a) == "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  }
}

TEST_CASE("malformed FEN: fields and placement") {
  check_rejected("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0", "has 5 fields");
  check_rejected("", "has 0 fields");
  check_rejected("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra", "has 7 fields");
  check_rejected("rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "7 ranks, expected 8");
  check_rejected("rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "9 ranks, expected 8");
  check_rejected("rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rank 7 'ppppppppp' has more than 8");
  check_rejected("rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rank 6 '7' has 7 squares, expected 8");
  check_rejected("rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "unknown piece letter '9'");
  check_rejected("rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "two digits in a row");
  check_rejected("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", "unknown piece letter 'X' in rank 1");
  check_rejected("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", "side to move field: 'x'");
  check_rejected("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR W KQkq - 0 1", "side to move field: 'W'");
}

TEST_CASE("malformed FEN: kings, pawns and check") {
  check_rejected("8/8/8/8/8/8/8/4K3 w - - 0 1", "no black king");
  check_rejected("4k3/8/8/8/8/8/8/8 w - - 0 1", "no white king");
  check_rejected("4k3/8/8/8/8/8/8/3KK3 w - - 0 1", "white has 2 kings");
  check_rejected("4k2k/8/8/8/8/8/8/4K3 w - - 0 1", "black has 2 kings");
  check_rejected("4k3/8/8/8/8/8/8/P3K3 w - - 0 1", "pawn on a1");
  check_rejected("3pk3/8/8/8/8/8/8/4K3 w - - 0 1", "pawn on d8");
  check_rejected("4k3/8/8/8/8/8/8/4K2r b - - 0 1", "the white king is in check but it is black to move");
  CHECK(parse_fen("4k3/8/8/8/8/8/8/4K2r w - - 0 1").ok());  // the side to move may be in check
  check_rejected("4k3/4R3/8/8/8/8/8/4K3 w - - 0 1", "black king is in check but it is white to move");
}

TEST_CASE("malformed FEN: castling") {
  check_rejected("r3k2r/8/8/8/8/8/8/R3K2R w KQkx - 0 1", "castling field: unexpected character 'x'");
  check_rejected("r3k2r/8/8/8/8/8/8/R3K2R w KK - 0 1", "names the rook on h1 twice");
  check_rejected("r3k2r/8/8/8/8/8/8/R3K3 w K - 0 1", "no white rook on rank 1 on the king side");
  check_rejected("r3k2r/8/8/8/8/8/8/4K2R w Q - 0 1", "no white rook on rank 1 on the queen side");
  check_rejected("r3k2r/8/8/8/8/8/4K3/R6R w K - 0 1", "the white king is not on rank 1");
  check_rejected("r3k2r/8/8/8/8/8/8/R3K2R w C - 0 1", "names c1, which holds no rook");
  check_rejected("4k3/8/8/8/8/8/4K3/7R w H - 0 1", "rook on h1, but the white king is not on rank 1");
  check_rejected("4k3/8/8/8/8/8/8/r3K3 w A - 0 1", "the black rook on a1 is not on its first rank");
  check_rejected("r3k2r/8/8/8/8/8/8/R2K3R w K - 0 1", "king must be on e1");
  check_rejected("r3k2r/8/8/8/8/8/8/R3K1R1 w K - 0 1", "rook in a corner");
  check_rejected("r3k2r/8/8/8/8/8/8/R3KR1R w HF - 0 1", "two white rights on the king side", true);
  check_rejected("r3k2r/8/8/8/8/8/8/1R2K2R w B - 0 1", "rook in a corner");
}

TEST_CASE("malformed FEN: en passant") {
  check_rejected("4k3/8/8/8/4P3/8/8/4K3 b - e9 0 1", "en passant field: 'e9'");
  check_rejected("4k3/8/8/8/4P3/8/8/4K3 b - ee 0 1", "en passant field: 'ee'");
  check_rejected("4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1", "e3 is not on rank 6");
  check_rejected("4k3/8/8/8/8/8/8/4K3 b - e3 0 1", "no white pawn on e4");
  check_rejected("4k3/8/8/8/4P3/4N3/8/4K3 b - e3 0 1", "is occupied");
  check_rejected("4k3/8/8/8/4P3/8/4N3/4K3 b - e3 0 1", "is occupied");
  check_rejected("4k3/8/8/8/4P3/8/8/4K3 b - e3 5 1", "halfmove clock is 5; a double step resets it to 0");
}

TEST_CASE("malformed FEN: clocks") {
  check_rejected("4k3/8/8/8/8/8/8/4K3 w - - -1 1", "halfmove clock field: '-1' is not a non-negative integer");
  check_rejected("4k3/8/8/8/8/8/8/4K3 w - - x 1", "halfmove clock field: 'x'");
  check_rejected("4k3/8/8/8/8/8/8/4K3 w - - 0 one", "fullmove number field: 'one'");
  check_rejected("4k3/8/8/8/8/8/8/4K3 w - - 0 0", "fullmove number: 0 is outside 1..");
  check_rejected("4k3/8/8/8/8/8/8/4K3 w - - 10000 1", "halfmove clock: 10000 is outside 0..9999");
  check_rejected("4k3/8/8/8/8/8/8/4K3 w - - 12345678901 1", "absurdly large");
  auto large_but_valid = parse_fen("4k3/8/8/8/8/8/8/4K3 w - - 150 200");
  CHECK(large_but_valid.ok());
}

TEST_CASE("mutated FENs are either rejected with a reason or round trip") {
  std::mt19937 rng(7);
  const std::string alphabet = "KQkqRrBbNnPpAaHhEeWw12345678/- 0x";
  std::vector<std::string> seeds;
  for (const Position& pos : samples::playout_positions(20)) seeds.push_back(to_fen(pos));
  auto any = [&](std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng); };
  int accepted = 0;
  for (int i = 0; i < 20000; ++i) {
    std::string fen = seeds[any(seeds.size())];
    const std::size_t at = any(fen.size());
    switch (any(3)) {
      case 0: fen[at] = alphabet[any(alphabet.size())]; break;
      case 1: fen.erase(at, 1); break;
      default: fen.insert(at, 1, alphabet[any(alphabet.size())]);
    }
    const bool chess960 = any(2) == 1;
    auto pos = parse_fen(fen, chess960);
    if (!pos.ok()) {
      CHECK(pos.status().code() == absl::StatusCode::kInvalidArgument);
      CHECK(!pos.status().message().empty());
      continue;
    }
    ++accepted;
    auto again = parse_fen(to_fen(*pos), chess960);
    REQUIRE_MESSAGE(again.ok(), fen, " -> ", to_fen(*pos), ": ", std::string(again.status().message()));
    CHECK(again->key() == pos->key());
    CHECK(to_fen(*again) == to_fen(*pos));
    for (const Move m : pos->legal_moves()) CHECK(parse_uci_move(*pos, to_uci(*pos, m)).value() == m);
  }
  CHECK(accepted > 500);  // the mutations also reach positions that are valid
}

TEST_CASE("a hand-built Setup is validated like a FEN") {
  Setup setup;
  setup.board[kE1] = kWhiteKing;
  setup.board[kE8] = kBlackKing;
  setup.castling_rooks = {kH1};
  auto pos = Position::from_setup(setup);
  REQUIRE(!pos.ok());
  CHECK(std::string(pos.status().message()).find("h1, which holds no rook") != std::string::npos);
  setup.board[kH1] = kWhiteRook;
  pos = Position::from_setup(setup);
  REQUIRE(pos.ok());
  CHECK(to_fen(*pos) == "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
  setup.board[kA1] = Piece(7);
  pos = Position::from_setup(setup);
  REQUIRE(!pos.ok());
  CHECK(std::string(pos.status().message()).find("invalid piece code 7 on a1") != std::string::npos);
  setup.board[kA1] = kNoPiece;
  setup.ep_square = kE6;
  pos = Position::from_setup(setup);
  REQUIRE(!pos.ok());
  CHECK(std::string(pos.status().message()).find("no black pawn on e5") != std::string::npos);
}

}  // namespace
}  // namespace drawbridge::chess
