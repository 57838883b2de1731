#include <doctest/doctest.h>

#include <string>

#include "proxy/session/game_mirror.h"
#include "proxy/uci/uci_command.h"
#include "rules/chess/fen.h"
#include "rules/chess/uci_move.h"
#include "session_test_support.h"

using namespace drawbridge;

namespace {

draw::Edition fide2023() {
  absl::StatusOr<draw::Edition> e = draw::find_edition("fide-2023", session_testing::edition_dirs());
  REQUIRE(e.ok());
  return *e;
}

uci::Position position(std::string_view line) { return std::get<uci::Position>(uci::parse_command(line)); }

std::string fen_of(const GameMirror& mirror) { return chess::to_fen(mirror.referee().position()); }

// The mirror follows the game of a `position` line, as the UCI front end names it.
std::optional<MirrorError> follow_line(GameMirror& mirror, std::string_view line) {
  const uci::Position command = position(line);
  return mirror.follow_sent(command.fen, command.moves);
}

void follow(GameMirror& mirror, std::string_view line) {
  const std::optional<MirrorError> error = follow_line(mirror, line);
  REQUIRE_MESSAGE(!error, (error ? error->reason : std::string()));
}

// The engine's move `uci` in the mirror's position.
void engine_moves(GameMirror& mirror, std::string_view uci) {
  absl::StatusOr<chess::Move> m = chess::parse_uci_move(mirror.referee().position(), uci);
  REQUIRE(m.ok());
  mirror.remember_engine_move(*m);
}

}  // namespace

TEST_CASE("mirror: a longer move list extends the game, a shorter one takes back") {
  GameMirror mirror(fide2023(), {});
  follow(mirror, "position startpos moves e2e4 e7e5");
  CHECK(mirror.game() == 1);
  CHECK(mirror.ply() == 2);
  follow(mirror, "position startpos moves e2e4 e7e5 g1f3 b8c6");
  CHECK(mirror.ply() == 4);
  CHECK(mirror.game() == 1);
  follow(mirror, "position startpos moves e2e4 e7e5 g1f3");
  CHECK(mirror.ply() == 3);
  CHECK(fen_of(mirror) == "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
  // The same length with another last move: a takeback and a new move.
  follow(mirror, "position startpos moves e2e4 e7e5 f1c4");
  CHECK(mirror.ply() == 3);
  CHECK(fen_of(mirror) == "rnbqkbnr/pppp1ppp/8/4p3/2B1P3/8/PPPP1PPP/RNBQK1NR b KQkq - 1 2");
  CHECK(mirror.game() == 1);
}

TEST_CASE("mirror: a different start or ucinewgame is a new game") {
  GameMirror mirror(fide2023(), {});
  follow(mirror, "position startpos moves e2e4");
  follow(mirror, "position fen 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 moves e2e4");
  CHECK(mirror.game() == 2);
  CHECK(mirror.ply() == 1);
  mirror.start_new_game();
  follow(mirror, "position fen 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 moves e2e4");
  CHECK(mirror.game() == 3);
}

TEST_CASE("mirror: a FEN reached by the engine's move and one reply continues the game") {
  GameMirror mirror(fide2023(), {});
  follow(mirror, "position fen 4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
  // Rook and kings shuffle: the FEN-only GUI sends the position after each pair of moves.
  const char* const engine[] = {"a1a2", "a2a1", "a1a2", "a2a1"};
  const char* const fens[] = {"3k4/8/8/8/8/8/R7/4K3 w - - 2 2", "4k3/8/8/8/8/8/8/R3K3 w - - 4 3",
                              "3k4/8/8/8/8/8/R7/4K3 w - - 6 4", "4k3/8/8/8/8/8/8/R3K3 w - - 8 5"};
  for (int i = 0; i < 4; ++i) {
    engine_moves(mirror, engine[i]);
    follow(mirror, std::string("position fen ") + fens[i]);
    CHECK(mirror.game() == 1);
    CHECK(mirror.ply() == 2 * (i + 1));
  }
  // The start position stands on the board for the third time: claim (b) on the record.
  CHECK(mirror.referee().record().occurrences_at(8) == 3);
  const std::vector<draw::AvailableClaim> claims = mirror.referee().available_claims();
  REQUIRE_FALSE(claims.empty());
  CHECK(claims.back().rule == draw::Rule::kThreefoldRepetition);
}

TEST_CASE("mirror: a FEN not reached that way starts a game without history") {
  GameMirror mirror(fide2023(), {});
  follow(mirror, "position fen 4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
  engine_moves(mirror, "a1a2");
  // Two moves away from the engine's: not one reply to it.
  follow(mirror, "position fen 4k3/8/8/8/8/8/R7/4K3 w - - 4 3");
  CHECK(mirror.game() == 2);
  CHECK(mirror.ply() == 0);
  // Without an engine move to link from, even a reachable FEN is a new game.
  follow(mirror, "position fen 3k4/8/8/8/8/8/R7/4K3 b - - 5 3");
  CHECK(mirror.game() == 3);
}

TEST_CASE("mirror: an illegal move names the ply, the move and the reason; the game resumes") {
  GameMirror mirror(fide2023(), {});
  follow(mirror, "position startpos moves e2e4 e7e5");
  const std::optional<MirrorError> error = follow_line(mirror, "position startpos moves e2e4 e7e5 e1e3");
  REQUIRE(error);
  CHECK(error->ply == 2);
  CHECK(error->move == "e1e3");
  CHECK_FALSE(error->reason.empty());
  CHECK_FALSE(mirror.following());
  follow(mirror, "position startpos moves e2e4 e7e5 g1f3");
  CHECK(mirror.following());
  CHECK(mirror.game() == 1);
  CHECK(mirror.ply() == 3);
}

TEST_CASE("mirror: a broken FEN is an error at ply 0; the next valid position is a new game") {
  GameMirror mirror(fide2023(), {});
  follow(mirror, "position startpos moves e2e4");
  const std::optional<MirrorError> error = follow_line(mirror, "position fen 8/8/8/8/8/8/8/8 w - - 0 1");
  REQUIRE(error);
  CHECK(error->ply == 0);
  CHECK_FALSE(error->move);
  CHECK(error->reason.starts_with("bad FEN"));
  CHECK_FALSE(mirror.following());
  follow(mirror, "position startpos moves e2e4");
  CHECK(mirror.following());
  CHECK(mirror.game() == 2);
}

TEST_CASE("mirror: moves after the end of the game are kept but not played") {
  GameMirror mirror(fide2023(), {});
  follow(mirror, "position startpos moves f2f3 e7e5 g2g4 d8h4");
  REQUIRE(mirror.referee().ending());
  CHECK(mirror.referee().ending()->rule == draw::Rule::kCheckmate);
  follow(mirror, "position startpos moves f2f3 e7e5 g2g4 d8h4 a2a3 a7a6");
  CHECK(mirror.following());
  CHECK(mirror.ply() == 4);
  // Taking back the mating move undoes the end.
  follow(mirror, "position startpos moves f2f3 e7e5 g2g4");
  CHECK_FALSE(mirror.referee().ending());
  CHECK(mirror.ply() == 3);
}

TEST_CASE("mirror: UCI_Chess960 reads king-takes-rook castling and starts a new game") {
  GameMirror mirror(fide2023(), {});
  follow(mirror, "position startpos");
  mirror.set_chess960(true);
  // King f1 takes rook g1: the king goes to g1, the rook to f1.
  follow(mirror, "position fen bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1 moves h1g3 h8g6 f1g1");
  CHECK(mirror.game() == 2);
  CHECK(mirror.ply() == 3);
  CHECK(fen_of(mirror).starts_with("bqnbrkr1/pppppppp/6n1/8/8/6N1/PPPPPPPP/BQNBRRK1 b "));
  CHECK(fen_of(mirror).ends_with(" 3 2"));
}

TEST_CASE("mirror: another edition replays the game so far") {
  GameMirror mirror(fide2023(), {});
  follow(mirror, "position startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8");
  CHECK_FALSE(mirror.referee().ending());
  draw::Policy initiative;
  initiative.arbiter_initiative = true;
  mirror.set_rules(fide2023(), initiative);
  REQUIRE(mirror.referee().ending());
  CHECK(mirror.referee().ending()->rule == draw::Rule::kThreefoldRepetition);
  CHECK(mirror.ply() == 8);
}
