#include <doctest/doctest.h>

#include <optional>
#include <string>
#include <vector>

#include "proxy/session/event_list.h"
#include "proxy/session/judged_searches.h"

using namespace drawbridge;

namespace {

// A game whose laws answer what the test sets, with no game's rules behind them.
class SetLaws final : public LawsOfGame {
 public:
  bool follows_game() const override { return true; }
  int number() const override { return 1; }
  std::string_view edition() const override { return "test"; }
  int ply() const override { return ply_; }
  std::optional<draw::Event> result() const override { return result_; }
  bool ended() const override { return result_.has_value(); }
  std::vector<draw::Event> board_claims() const override { return claims_; }
  MoveJudgement judge_engine_move(std::string_view move) override {
    moves_.emplace_back(move);
    return judgement_;
  }

  int ply_ = 10;
  std::optional<draw::Event> result_;
  std::vector<draw::Event> claims_;
  MoveJudgement judgement_;
  std::vector<std::string> moves_;
};

draw::Event event(draw::EventKind kind, int ply) {
  draw::Event made;
  made.kind = kind;
  made.ply = ply;
  return made;
}

}  // namespace

TEST_CASE("judged searches: the board's claims at go, the move's judgement before the answer, the result once") {
  SetLaws game;
  JudgedSearches core(game, nullptr, JudgedSearchesSettings{}, 4);
  EventList said;
  game.claims_ = {event(draw::EventKind::kClaim, 10)};
  CHECK_FALSE(core.on_go(false, false, said));
  CHECK(said.events().size() == 1);
  said.clear();
  game.judgement_ = {.event = event(draw::EventKind::kResult, 11), .ends_game = true};
  core.on_engine_answer("32-28", said);
  CHECK(game.moves_ == std::vector<std::string>{"32-28"});
  REQUIRE(said.events().size() == 1);
  CHECK(said.events()[0].kind == draw::EventKind::kResult);
  said.clear();
  // The result came with the move: the next `go` in that position says nothing again.
  game.ply_ = 11;
  game.result_ = event(draw::EventKind::kResult, 11);
  CHECK_FALSE(core.on_go(false, false, said));
  CHECK(said.events().empty());
}

TEST_CASE("judged searches: a go in an ended game is answered by the core under --adjudicate stop") {
  SetLaws game;
  game.result_ = event(draw::EventKind::kResult, 10);
  JudgedSearches core(game, nullptr, JudgedSearchesSettings{.stop_finished_games = true}, 4);
  EventList said;
  CHECK(core.on_go(false, false, said));
  CHECK(said.events().size() == 1);
  // A ponder search is the engine's to answer, and its move is never judged.
  CHECK_FALSE(core.on_go(true, false, said));
  core.on_engine_answer("32-28", said);
  CHECK(game.moves_.empty());
}

TEST_CASE("judged searches: an abandoned search's move is not judged") {
  SetLaws game;
  JudgedSearches core(game, nullptr, JudgedSearchesSettings{}, 4);
  EventList said;
  CHECK_FALSE(core.on_go(false, false, said));
  core.abandon_search();
  core.on_engine_answer("32-28", said);
  CHECK(game.moves_.empty());
  CHECK(said.events().empty());
}
