// SAN: printing (disambiguation, suffixes, promotions, castling), tolerant parsing, ambiguity, and
// and (suite "shared-data") the third-party human.pgn replayed against its UCI form in human.tsv.
#include "rules/chess/san.h"

#include <doctest/doctest.h>

#include <set>
#include <string>
#include <vector>

#include "notation_samples.h"
#include "rules/chess/fen.h"
#include "rules/chess/uci_move.h"

namespace drawbridge::chess {
namespace {

Position fen(std::string_view text, bool chess960 = false) {
  return samples::parse_or_fail({std::string(text), chess960});
}

Move san_ok(const Position& pos, std::string_view text) {
  auto parsed = parse_san(pos, text);
  REQUIRE_MESSAGE(parsed.ok(), text, ": ", std::string(parsed.status().message()));
  return *parsed;
}

std::string uci_of_san(const Position& pos, std::string_view text) { return to_uci(pos, san_ok(pos, text)); }

void check_rejected(const Position& pos, std::string_view text, std::string_view expected) {
  auto parsed = parse_san(pos, text);
  REQUIRE_MESSAGE(!parsed.ok(), text, " was accepted in ", to_fen(pos));
  const std::string message(parsed.status().message());
  CHECK_MESSAGE(message.find(expected) != std::string::npos, text, " -> ", message);
}

std::string san_of_uci(const Position& pos, std::string_view uci) {
  auto m = parse_uci_move(pos, uci);
  REQUIRE_MESSAGE(m.ok(), std::string(m.status().message()));
  return to_san(pos, *m);
}

TEST_CASE("every legal move prints to a distinct SAN that parses back to it") {
  for (const Position& pos : samples::playout_positions(60)) {
    std::set<std::string> printed;
    for (const Move m : pos.legal_moves()) {
      const std::string text = to_san(pos, m);
      CHECK_MESSAGE(san_ok(pos, text) == m, to_fen(pos), " ", text);
      printed.insert(text);
    }
    CHECK(printed.size() == pos.legal_moves().size());
  }
}

TEST_CASE("printing: minimal disambiguation, file first, then rank, then both") {
  const Position knights = fen("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
  CHECK(san_of_uci(knights, "b1d2") == "Nbd2");
  CHECK(san_of_uci(knights, "f3d2") == "Nfd2");
  CHECK(san_of_uci(knights, "b1c3") == "Nc3");
  const Position rooks = fen("4k3/8/8/R7/8/8/8/R3K3 w - - 0 1");
  CHECK(san_of_uci(rooks, "a1a3") == "R1a3");
  CHECK(san_of_uci(rooks, "a5a3") == "R5a3");
  CHECK(san_of_uci(rooks, "a5b5") == "Rb5");
  const Position queens = fen("8/8/1k6/8/4Q2Q/8/K7/7Q w - - 0 1");
  CHECK(san_of_uci(queens, "h4e1") == "Qh4e1");
  CHECK(san_of_uci(queens, "h1e1") == "Q1e1");  // the h-file is shared with h4, the first rank is not
  CHECK(san_of_uci(queens, "e4e1") == "Qee1");
  // A pinned knight is no rival: disambiguation counts legal moves only.
  CHECK(san_of_uci(fen("4k3/4r3/8/8/8/1N6/4N3/4K3 w - - 0 1"), "b3d4") == "Nd4");
  CHECK(san_of_uci(fen("4k3/8/8/8/8/1N6/4N3/4K3 w - - 0 1"), "b3d4") == "Nbd4");
}

TEST_CASE("printing: captures, en passant, promotions, check and mate") {
  const Position pos = fen("r3k3/1P6/8/3pP3/8/8/8/4K2R w K d6 0 1");
  CHECK(san_of_uci(pos, "e5d6") == "exd6");
  CHECK(san_of_uci(pos, "b7b8q") == "b8=Q+");
  CHECK(san_of_uci(pos, "b7a8n") == "bxa8=N");
  CHECK(san_of_uci(pos, "b7a8r") == "bxa8=R+");
  CHECK(san_of_uci(pos, "h1h8") == "Rh8+");
  CHECK(san_of_uci(pos, "e1g1") == "O-O");
  CHECK(san_of_uci(fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"), "a1a8") == "Ra8#");
  CHECK(san_of_uci(fen("5k2/8/8/8/8/8/8/4K2R w K - 0 1"), "e1g1") == "O-O+");
  CHECK(san_of_uci(fen("r3k3/8/8/8/8/8/8/4K3 b q - 0 1"), "e8c8") == "O-O-O");
}

TEST_CASE("printing: Chess960 castling is O-O / O-O-O") {
  const Position pos = fen("r4kr1/pppppppp/8/8/8/8/PPPPPPPP/R4KR1 w KQkq - 0 1", true);
  CHECK(san_of_uci(pos, "f1g1") == "O-O");
  const Position queen_side = fen("1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w KQkq - 0 1", true);
  CHECK(san_of_uci(queen_side, "e1b1") == "O-O-O");
  CHECK(san_ok(queen_side, "O-O-O") == Move(kE1, kB1, MoveKind::kCastling));
  CHECK(san_ok(queen_side, "O-O") == Move(kE1, kG1, MoveKind::kCastling));
}

TEST_CASE("parsing tolerates the common sloppy forms") {
  const Position castles = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  for (const char* text : {"O-O", "0-0", "o-o", "O-O+", "0-0!?"}) CHECK(uci_of_san(castles, text) == "e1g1");
  for (const char* text : {"O-O-O", "0-0-0", "O-O-O#"}) CHECK(uci_of_san(castles, text) == "e1c1");

  const Position pos = fen("r3k3/1P6/8/3pP3/8/8/8/4K2R w K d6 0 1");
  for (const char* text : {"b8=Q", "b8Q", "b8q", "b8=Q+", "b8Q!"}) CHECK(uci_of_san(pos, text) == "b7b8q");
  for (const char* text : {"bxa8=N", "ba8N", "bxa8N", "b7xa8=N", "bxa8=N!!"}) CHECK(uci_of_san(pos, text) == "b7a8n");
  for (const char* text : {"exd6", "ed6", "exd6 e.p.", "exd6e.p.", "e5d6", "e5xd6"})
    CHECK(uci_of_san(pos, text) == "e5d6");
  for (const char* text : {"Rh8", "Rh8+", "Rxh8", "Rh1h8", "R1h8", "Rhh8", "Rh8?", "Rh8??", "Rh8?!", "Rh8!", "Rh8#"}) {
    CHECK(uci_of_san(pos, text) == "h1h8");
  }
  CHECK(uci_of_san(pos, "Kd2") == "e1d2");
  CHECK(uci_of_san(pos, "e6") == "e5e6");
  CHECK(uci_of_san(Position::startpos(), "e2e4") == "e2e4");
  CHECK(uci_of_san(Position::startpos(), "e2-e4") == "e2e4");
  CHECK(uci_of_san(Position::startpos(), "Ng1-f3") == "g1f3");

  const Position knights = fen("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
  CHECK(uci_of_san(knights, "Nbd2") == "b1d2");
  CHECK(uci_of_san(knights, "N1d2") == "b1d2");
  CHECK(uci_of_san(knights, "Nb1d2") == "b1d2");
  CHECK(uci_of_san(knights, "Nfxd2") == "f3d2");
  const Position queens = fen("8/8/1k6/8/4Q2Q/8/K7/7Q w - - 0 1");
  CHECK(uci_of_san(queens, "Qh4e1") == "h4e1");
  CHECK(uci_of_san(queens, "Qh4xe1") == "h4e1");
  CHECK(uci_of_san(queens, "Qh4-e1") == "h4e1");
}

TEST_CASE("parsing rejects ambiguity naming the candidates, and other errors with a reason") {
  const Position knights = fen("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
  check_rejected(knights, "Nd2", "ambiguous, could be Nbd2 or Nfd2");
  const Position queens = fen("8/8/1k6/8/4Q2Q/8/K7/7Q w - - 0 1");
  check_rejected(queens, "Qe1", "ambiguous, could be Qh4e1 or Q1e1 or Qee1");
  check_rejected(queens, "Qhe1", "ambiguous, could be Qh4e1 or Q1e1");

  const Position start = Position::startpos();
  check_rejected(start, "", "empty move");
  check_rejected(start, "+", "empty move");
  check_rejected(start, "Nf6", "no legal white knight move to f6");
  check_rejected(start, "e5", "no legal white pawn move to e5");
  check_rejected(start, "O-O", "king-side castling is not legal for white");
  check_rejected(start, "O-O-O", "queen-side castling is not legal for white");
  check_rejected(start, "Zf3", "unexpected 'Z'");
  check_rejected(start, "N", "no destination square");
  check_rejected(start, "Nf9", "bad promotion piece '9'");
  check_rejected(start, "e4=Q", "this move does not promote");
  check_rejected(start, "e5=Q", "no legal white pawn move to e5");
  check_rejected(start, "Nf3=Q", "this move does not promote");

  const Position promo = fen("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
  check_rejected(promo, "b8", "promotion piece missing");
  check_rejected(promo, "b8=K", "bad promotion piece 'K'");
  check_rejected(promo, "b8=P", "bad promotion piece 'P'");
  const Position checked = fen("4k3/8/8/8/8/8/3P4/r3K3 w - - 0 1");
  check_rejected(checked, "d3", "no legal white pawn move to d3 (and the king is in check)");
}

// Movetext tokens of a PGN game, without tags, move numbers and the result.
std::vector<std::string> san_tokens(const std::vector<std::string>& movetext_lines) {
  std::vector<std::string> tokens;
  for (const std::string& line : movetext_lines) {
    for (std::string word : samples::split_words(line)) {
      if (word == "1-0" || word == "0-1" || word == "1/2-1/2" || word == "*") continue;
      word.erase(0, word.find_first_not_of("0123456789."));
      if (word.empty()) continue;
      tokens.push_back(word);
    }
  }
  return tokens;
}

// The first `count` games of human.pgn (its games are the lines of human.tsv, in order).
std::vector<std::vector<std::string>> human_pgn_games(std::size_t count) {
  std::vector<std::vector<std::string>> games;
  std::vector<std::string> movetext;
  for (const std::string& line : samples::read_lines("games/human.pgn")) {
    if (line.starts_with("[Event ") && !movetext.empty()) {
      games.push_back(san_tokens(movetext));
      movetext.clear();
      if (games.size() == count) return games;
    }
    if (!line.starts_with("[")) movetext.push_back(line);
  }
  games.push_back(san_tokens(movetext));
  return games;
}

// human.pgn marks some mates with '+' (game 10 ends "Rd1+", a mate per python-chess too).
std::string mate_as_check(std::string san) {
  if (san.ends_with('#')) san.back() = '+';
  return san;
}

TEST_SUITE("shared-data" * doctest::skip()) {
  TEST_CASE("human.pgn games parse move by move to the UCI moves of human.tsv, and print back alike") {
    const std::size_t count = 60;
    const auto pgn = human_pgn_games(count);
    const auto tsv = samples::human_tsv_games(count);
    const auto expected = samples::human_expected_final_fens(count);
    REQUIRE(pgn.size() == count);
    for (std::size_t g = 0; g < count; ++g) {
      REQUIRE_MESSAGE(pgn[g].size() == tsv[g].size(), "game ", g + 1);
      Position pos = Position::startpos();
      for (std::size_t ply = 0; ply < pgn[g].size(); ++ply) {
        const Move m = san_ok(pos, pgn[g][ply]);
        CHECK_MESSAGE(to_uci(pos, m) == tsv[g][ply], "game ", g + 1, " ply ", ply + 1);
        CHECK_MESSAGE(mate_as_check(to_san(pos, m)) == mate_as_check(pgn[g][ply]), "game ", g + 1, " ply ", ply + 1);
        pos.make_move(m);
      }
      CHECK_MESSAGE(to_fen(pos) == expected[g], "game ", g + 1);
    }
  }
}

}  // namespace
}  // namespace drawbridge::chess
