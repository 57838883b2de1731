// The session's typed calls for a front end that keeps the game itself (CECP).
#include <doctest/doctest.h>

#include <vector>

#include "rules/chess/uci_move.h"
#include "session_test_support.h"

using namespace drawbridge;
using drawbridge::session_testing::Driver;

namespace {

// The knights' dance from the start, `times` times: 4 moves each.
std::vector<chess::Move> dance(int times) {
  std::vector<chess::Move> moves;
  chess::Position pos = chess::Position::startpos();
  for (int i = 0; i < times; ++i) {
    for (std::string_view text : {"g1f3", "g8f6", "f3g1", "f6g8"}) {
      moves.push_back(*chess::legal_uci_move(pos, text));
      pos.make_move(moves.back());
    }
  }
  return moves;
}

// A session over the source tree's editions, and every event it emits.
struct Listened {
  Listened() {
    driver.session().set_event_listener([this](const draw::Event& e) { heard.push_back(e); });
  }
  Driver driver;
  std::vector<draw::Event> heard;
};

}  // namespace

TEST_CASE("front end: the game followed by typed moves, its result, a takeback undoes it") {
  Listened listened;
  Session& session = listened.driver.session();
  const std::vector<draw::Event>& heard = listened.heard;
  const std::vector<chess::Move> moves = dance(4);
  session.follow_game(std::nullopt, std::span(moves).first(15));
  CHECK_FALSE(session.current_result());
  session.follow_game(std::nullopt, moves);
  const std::optional<draw::Event> result = session.current_result();
  REQUIRE(result);
  CHECK(result->rule == draw::Rule::kFivefoldRepetition);
  CHECK(heard.empty());                      // current_result() emits nothing
  CHECK_FALSE(session.start_search(false));  // --adjudicate report: the engine searches
  REQUIRE(heard.size() == 1);                // and the result is reported once
  CHECK(heard[0].kind == draw::EventKind::kResult);
  session.follow_game(std::nullopt, std::span(moves).first(14));
  CHECK_FALSE(session.current_result());
}

TEST_CASE("front end: under --adjudicate stop the session answers a go in a finished game") {
  Settings settings;
  settings.adjudicate = Adjudication::kStop;
  Driver driver(settings);
  const std::vector<chess::Move> moves = dance(4);
  driver.session().follow_game(std::nullopt, moves);
  const std::optional<draw::Event> answered = driver.session().start_search(false);
  REQUIRE(answered);
  CHECK(answered->rule == draw::Rule::kFivefoldRepetition);
  CHECK_FALSE(driver.session().start_search(true));  // a ponder search is hypothetical
}

TEST_CASE("front end: the engine's offer with its move, once, and drawbridge's own options") {
  Listened listened;
  Session& session = listened.driver.session();
  const std::vector<draw::Event>& heard = listened.heard;
  const std::vector<chess::Move> moves = dance(1);
  session.follow_game(std::nullopt, std::span(moves).first(1));
  CHECK(session.engine_offer(moves[1]));
  REQUIRE(heard.size() == 1);
  CHECK(heard[0].kind == draw::EventKind::kOffer);
  CHECK(heard[0].detail == "by the engine");
  CHECK(heard[0].ply == 2);
  CHECK(session.engine_offer(moves[1]));  // it stands already: no second event
  CHECK(heard.size() == 1);
  const std::vector<OptionDeclaration> own = session.own_options();
  REQUIRE_FALSE(own.empty());
  CHECK(session.is_own_option(own[0].name));
  CHECK_FALSE(session.is_own_option("Hash"));
  session.set_own_option("Drawbridge Claim Margin", "many");
  REQUIRE(heard.size() == 2);
  CHECK(heard[1].kind == draw::EventKind::kError);
}
