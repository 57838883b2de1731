#include <doctest/doctest.h>

#include "proxy/session/result_once.h"
#include "proxy/session/search_ledger.h"

using namespace drawbridge;

TEST_CASE("search ledger: the engine's answer is its oldest search's, and the protocol's lines are about the newest") {
  SearchLedger ledger(2);
  ledger.start(Search{.game = 1, .ply = 4});
  ledger.start(Search{.game = 1, .ply = 6, .ponder = true});
  CHECK(ledger.ponderhit());
  CHECK_FALSE(ledger.ponderhit());
  ledger.abandon();
  const std::optional<Search> first = ledger.answered();
  REQUIRE(first.has_value());
  CHECK(first->ply == 4);
  CHECK(first->move_is_played());
  const std::optional<Search> second = ledger.answered();
  REQUIRE(second.has_value());
  CHECK_FALSE(second->move_is_played());
  CHECK_FALSE(ledger.answered().has_value());
}

TEST_CASE("search ledger: a ledger that is full forgets its oldest search") {
  SearchLedger ledger(1);
  ledger.start(Search{.game = 1, .ply = 2});
  ledger.start(Search{.game = 2, .ply = 0});
  const std::optional<Search> answered = ledger.answered();
  REQUIRE(answered.has_value());
  CHECK(answered->began_at(2, 0));
  CHECK_FALSE(answered->began_at(1, 2));
}

TEST_CASE("search ledger: stop abandons a ponder search only, and a withdrawn search is not owed") {
  SearchLedger ledger(4);
  ledger.start(Search{.game = 1, .ply = 2});
  ledger.stop();
  REQUIRE(ledger.newest() != nullptr);
  CHECK(ledger.newest()->move_is_played());
  ledger.start(Search{.game = 1, .ply = 3, .ponder = true});
  ledger.stop();
  CHECK(ledger.newest()->abandoned);
  ledger.withdraw_newest();
  ledger.withdraw_newest();
  CHECK(ledger.newest() == nullptr);
}

TEST_CASE("result once: a result is new once per game and ply") {
  ResultOnce once;
  CHECK(once.first_time(1, 10));
  CHECK_FALSE(once.first_time(1, 10));
  CHECK(once.first_time(2, 10));
  once.announced(2, 12);
  CHECK_FALSE(once.first_time(2, 12));
}
