#include <doctest/doctest.h>

#include <optional>
#include <string>
#include <vector>

#include "proxy/session/event_sink.h"
#include "proxy/session/relay_core.h"

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
  MoveJudgement judge_engine_move(std::string_view move, const Search&,
                                  const std::optional<EngineScore>& score) override {
    moves_.emplace_back(move);
    scores_.push_back(score);
    return judgement_;
  }

  int ply_ = 10;
  std::optional<draw::Event> result_;
  std::vector<draw::Event> claims_;
  MoveJudgement judgement_;
  std::vector<std::string> moves_;
  std::vector<std::optional<EngineScore>> scores_;
};

draw::Event event(draw::EventKind kind, int ply) {
  draw::Event made;
  made.kind = kind;
  made.ply = ply;
  return made;
}

}  // namespace

TEST_CASE("relay core: the board's claims at go, the move's judgement before the answer, the result once") {
  SetLaws game;
  RelayCore core(game, nullptr, RelayCoreSettings{}, 4);
  EventList said;
  game.claims_ = {event(draw::EventKind::kClaim, 10)};
  CHECK_FALSE(core.on_go(false, false, said).has_value());
  CHECK(said.events().size() == 1);
  said.clear();
  game.judgement_ = {.event = event(draw::EventKind::kResult, 11), .ends_game = true};
  core.on_engine_answer("32-28", std::nullopt, said);
  CHECK(game.moves_ == std::vector<std::string>{"32-28"});
  REQUIRE(said.events().size() == 1);
  CHECK(said.events()[0].kind == draw::EventKind::kResult);
  said.clear();
  // The result came with the move: the next `go` in that position says nothing again.
  game.ply_ = 11;
  game.result_ = event(draw::EventKind::kResult, 11);
  CHECK_FALSE(core.on_go(false, false, said).has_value());
  CHECK(said.events().empty());
}

TEST_CASE("relay core: a go in an ended game is answered by the core under --adjudicate stop") {
  SetLaws game;
  game.result_ = event(draw::EventKind::kResult, 10);
  RelayCore core(game, nullptr, RelayCoreSettings{.stop_finished_games = true}, 4);
  EventList said;
  CHECK(core.on_go(false, false, said).has_value());
  CHECK(said.events().size() == 1);
  // A ponder search is the engine's to answer, and its move is never judged.
  CHECK_FALSE(core.on_go(true, false, said).has_value());
  core.on_engine_answer("32-28", std::nullopt, said);
  CHECK(game.moves_.empty());
}

TEST_CASE("relay core: an abandoned search's move is not judged") {
  SetLaws game;
  RelayCore core(game, nullptr, RelayCoreSettings{}, 4);
  EventList said;
  CHECK_FALSE(core.on_go(false, false, said).has_value());
  core.abandon_search();
  core.on_engine_answer("32-28", std::nullopt, said);
  CHECK(game.moves_.empty());
  CHECK(said.events().empty());
}

namespace {

// A sink that keeps apart what is said and what is said again.
class AgainList final : public EventSink {
 public:
  void on_event(const draw::Event& event) override { said.push_back(event); }
  void on_result_again(const draw::Event& result) override { again.push_back(result); }

  std::vector<draw::Event> said;
  std::vector<draw::Event> again;
};

}  // namespace

TEST_CASE("relay core: chess's flow, a game without board claims whose moves are weighed with a score") {
  SetLaws game;  // no board claims, as chess makes none at `go`
  RelayCore core(game, nullptr, RelayCoreSettings{}, 1);
  AgainList sink;
  CHECK_FALSE(core.on_go(false, false, sink).has_value());
  CHECK(sink.said.empty());
  game.judgement_ = {.event = event(draw::EventKind::kOffer, 11)};
  core.on_engine_answer("e2e4", EngineScore{.value = 3}, sink);
  REQUIRE(game.scores_.size() == 1);
  REQUIRE(game.scores_[0].has_value());
  CHECK(game.scores_[0]->value == 3);
  REQUIRE(sink.said.size() == 1);
  CHECK(sink.said[0].kind == draw::EventKind::kOffer);

  SUBCASE("in a game the laws ended, the result at go once, and again right before the engine's move") {
    game.result_ = event(draw::EventKind::kResult, 10);
    sink.said.clear();
    CHECK_FALSE(core.on_go(false, false, sink).has_value());
    REQUIRE(sink.said.size() == 1);
    core.on_engine_answer("(none)", std::nullopt, sink);
    CHECK(sink.said.size() == 1);
    REQUIRE(sink.again.size() == 1);
    CHECK(sink.again[0].kind == draw::EventKind::kResult);
    CHECK(game.moves_.size() == 1);  // the move in an ended game is not judged
  }
  SUBCASE("--adjudicate stop, set while it runs: the core answers the go, and the engine owes nothing") {
    game.result_ = event(draw::EventKind::kResult, 10);
    core.set_stop_finished_games(true);
    const std::optional<draw::Event> answer = core.on_go(false, false, sink);
    REQUIRE(answer.has_value());
    CHECK(answer->kind == draw::EventKind::kResult);
    core.on_engine_answer("e2e4", std::nullopt, sink);
    CHECK(sink.again.empty());
    CHECK(game.moves_.size() == 1);
  }
}
