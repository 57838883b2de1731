// The session's typed calls for a front end that keeps the game itself (CECP).
#include <doctest/doctest.h>

#include <vector>

#include "proxy/session/event_sink.h"
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

}  // namespace

TEST_CASE("front end: the game followed by typed moves, its result, a takeback undoes it") {
  Driver driver;
  Session& session = driver.session();
  EventList said;
  const std::vector<draw::Event>& heard = said.events();
  const std::vector<chess::Move> moves = dance(4);
  session.follow_game(std::nullopt, std::span(moves).first(15), said);
  CHECK_FALSE(session.current_result());
  session.follow_game(std::nullopt, moves, said);
  const std::optional<draw::Event> result = session.current_result();
  REQUIRE(result);
  CHECK(result->rule == draw::Rule::kFivefoldRepetition);
  CHECK(heard.empty());                            // current_result() emits nothing
  CHECK_FALSE(session.start_search(false, said));  // --adjudicate report: the engine searches
  REQUIRE(heard.size() == 1);                      // and the result is reported once
  CHECK(heard[0].kind == draw::EventKind::kResult);
  session.follow_game(std::nullopt, std::span(moves).first(14), said);
  CHECK_FALSE(session.current_result());
}

TEST_CASE("front end: under --adjudicate stop the session answers a go in a finished game") {
  Settings settings;
  settings.adjudicate = Adjudication::kStop;
  Driver driver(settings);
  EventList said;
  const std::vector<chess::Move> moves = dance(4);
  driver.session().follow_game(std::nullopt, moves, said);
  const std::optional<draw::Event> answered = driver.session().start_search(false, said);
  REQUIRE(answered);
  CHECK(answered->rule == draw::Rule::kFivefoldRepetition);
  CHECK_FALSE(driver.session().start_search(true, said));  // a ponder search is hypothetical
}

TEST_CASE("front end: the engine's offer with its move, once, and drawbridge's own options") {
  Driver driver;
  Session& session = driver.session();
  EventList said;
  const std::vector<draw::Event>& heard = said.events();
  const std::vector<chess::Move> moves = dance(1);
  session.follow_game(std::nullopt, std::span(moves).first(1), said);
  CHECK(session.engine_offer(moves[1], said));
  REQUIRE(heard.size() == 1);
  CHECK(heard[0].kind == draw::EventKind::kOffer);
  CHECK(heard[0].detail == "by the engine");
  CHECK(heard[0].ply == 2);
  CHECK(session.engine_offer(moves[1], said));  // it stands already: no second event
  CHECK(heard.size() == 1);
  const std::vector<OptionDeclaration> own = session.own_options();
  REQUIRE_FALSE(own.empty());
  CHECK(session.is_own_option(own[0].name));
  CHECK_FALSE(session.is_own_option("Hash"));
  session.set_own_option("Drawbridge Claim Margin", "many", said);
  REQUIRE(heard.size() == 2);
  CHECK(heard[1].kind == draw::EventKind::kError);
}
