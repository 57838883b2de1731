// One watched game whose start position is already over: the ending is said at ply 0, as scan
// gives it, once, and moves recorded after it are said as scan says them. And a last move that
// does not read, held back until settle() says it, while an earlier one is an error at once.
#include "watch/game/game_watch.h"

#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "pgn/pgn_game.h"
#include "rules/chess_draw/laws.h"

namespace drawbridge::watch {
namespace {

WatchRules fide_2023() {
  WatchRules rules;
  rules.laws = *draw::load_laws("fide-2023", {}, {DRAWBRIDGE_SOURCE_DIR "/configs/rules"});
  return rules;
}

std::string from_fen(const std::string& fen, const std::string& movetext) {
  return "[Event \"Round\"]\n[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n\n" + movetext + "\n";
}

struct Game {
  // The alerts the game's text, as it is now, adds to those said before.
  std::vector<draw::Event> update(const std::string& text) {
    pgn::read_pgn_game(text, pgn);
    return watch.update(pgn).alerts;
  }
  const WatchRules rules = fide_2023();
  GameWatch watch{rules};
  pgn::PgnGame pgn;
};

constexpr const char* kDead = "8/8/8/4k3/2b5/8/8/4KB2 w - - 0 1";  // bishops on squares of one colour

void check_ending(const draw::Event& e, draw::Rule rule, const char* article, draw::Result result) {
  CHECK(e.kind == draw::EventKind::kResult);
  CHECK(e.rule == rule);
  CHECK(e.article == article);
  CHECK(e.ply == 0);
  CHECK(e.result == result);
  CHECK(e.detail.empty());
}

TEST_CASE_FIXTURE(Game, "a start position already dead is said at ply 0, once") {
  const std::vector<draw::Event> first = update(from_fen(kDead, "*"));
  REQUIRE(first.size() == 1);
  check_ending(first[0], draw::Rule::kDeadPosition, "5.2.2", draw::Result::kDraw);
  CHECK(first[0].fen == kDead);
  CHECK(update(from_fen(kDead, "*") + "\n").empty());
}

TEST_CASE_FIXTURE(Game, "moves played after an ending at ply 0 are said as scan says them") {
  REQUIRE(update(from_fen(kDead, "*")).size() == 1);
  const std::vector<draw::Event> past = update(from_fen(kDead, "1. Kf2 *"));
  REQUIRE(past.size() == 1);
  CHECK(past[0].kind == draw::EventKind::kResult);
  CHECK(past[0].rule == draw::Rule::kDeadPosition);
  CHECK(past[0].ply == 0);
  CHECK(past[0].detail == "The game ended by dead-position (5.2.2) at ply 0; 1 more ply was recorded.");
  CHECK(watch.board().ply == 0);
  // The record's result then adds what the laws say of it, and nothing said before again.
  const std::vector<draw::Event> finished = update(from_fen(kDead, "1. Kf2 1-0"));
  REQUIRE(finished.size() == 1);
  CHECK(finished[0].detail == "The laws give 1/2-1/2 by dead-position (5.2.2) at ply 0; the record says 1-0.");
}

TEST_CASE_FIXTURE(Game, "a game first seen with moves after its ending at ply 0 gets both alerts") {
  const std::vector<draw::Event> alerts = update(from_fen(kDead, "1. Kf2 *"));
  REQUIRE(alerts.size() == 2);
  check_ending(alerts[0], draw::Rule::kDeadPosition, "5.2.2", draw::Result::kDraw);
  CHECK(alerts[1].detail.find("1 more ply was recorded") != std::string::npos);
}

TEST_CASE_FIXTURE(Game, "a start position in checkmate or in stalemate") {
  const std::vector<draw::Event> mate = update(from_fen("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", "*"));
  REQUIRE(mate.size() == 1);
  check_ending(mate[0], draw::Rule::kCheckmate, "5.1.1", draw::Result::kWhiteWins);
  Game other;
  const std::vector<draw::Event> stalemate = other.update(from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "*"));
  REQUIRE(stalemate.size() == 1);
  check_ending(stalemate[0], draw::Rule::kStalemate, "5.2.1", draw::Result::kDraw);
}

TEST_CASE_FIXTURE(Game, "a last move that does not read is held back, said by settle()") {
  CHECK(update("[Event \"Round\"]\n\n1. e4 e5 2. Nf\n").empty());
  CHECK(watch.holds_error());
  CHECK(watch.board().ply == 2);
  CHECK_FALSE(watch.board().error);
  const GameNews settled = watch.settle();
  REQUIRE(settled.alerts.size() == 1);
  CHECK(settled.alerts[0].kind == draw::EventKind::kError);
  CHECK(settled.board_changed);
  CHECK(watch.board().error == settled.alerts[0].detail);
  CHECK_FALSE(watch.holds_error());
  // The move read whole: the board's error is gone.
  CHECK(update("[Event \"Round\"]\n\n1. e4 e5 2. Nf3 *\n").empty());
  CHECK_FALSE(watch.board().error);
}

TEST_CASE_FIXTURE(Game, "a move that does not read before the last is an error at once") {
  const std::vector<draw::Event> alerts = update("[Event \"Round\"]\n\n1. e4 e5 2. Ke3 Nc6 *\n");
  REQUIRE(alerts.size() == 1);
  CHECK(alerts[0].kind == draw::EventKind::kError);
  CHECK_FALSE(watch.holds_error());
  CHECK(watch.board().error == alerts[0].detail);
}

}  // namespace
}  // namespace drawbridge::watch
