#include <doctest/doctest.h>

#include <string>

#include "session_test_support.h"

using namespace drawbridge;
using drawbridge::session_testing::Driver;
using drawbridge::session_testing::fields;

namespace {

Settings offering(std::vector<std::string> policy = {}) {
  Settings settings;
  settings.offer = OfferMode::kScore;
  settings.offer_move = 3;
  settings.offer_score = 10;
  settings.offer_count = 2;
  settings.policy = std::move(policy);
  return settings;
}

}  // namespace

TEST_CASE("offers: from the offer move on, after enough quiet own moves, then again any time") {
  Driver driver(offering());
  driver.gui("position startpos");
  CHECK(driver.search("cp 5", "e2e4").empty());  // moves 1 and 2 come before --offer-move 3,
  driver.gui("position startpos moves e2e4 e7e5");
  CHECK(driver.search("cp -3", "g1f3").empty());  // but their scores count, as in cutechess
  driver.gui("position startpos moves e2e4 e7e5 g1f3 b8c6");
  const std::vector<std::string> offer = driver.search("cp 10", "f1c4");
  REQUIRE(offer.size() == 1);
  CHECK(offer[0] == "info string drawbridge event=offer rule=draw-offer article=9.1.2.1 ply=5 move=f1c4");
  // The opponent's move declined it; fide-2023 lets the engine offer again at once.
  driver.gui("position startpos moves e2e4 e7e5 g1f3 b8c6 f1c4 f8c5");
  CHECK(driver.search("cp 0", "e1g1").size() == 1);
}

TEST_CASE("offers: the counting is from move 1 with --offer-move 1") {
  Settings settings = offering();
  settings.offer_move = 1;
  Driver driver(settings);
  driver.gui("position startpos");
  CHECK(driver.search("cp 5", "e2e4").empty());
  driver.gui("position startpos moves e2e4 e7e5");
  CHECK(driver.search("cp -3", "g1f3").size() == 1);
}

TEST_CASE("offers: a score beyond the threshold resets the run") {
  Settings settings = offering();
  settings.offer_move = 1;
  Driver driver(settings);
  driver.gui("position startpos");
  CHECK(driver.search("cp 11", "e2e4").empty());
  driver.gui("position startpos moves e2e4 e7e5");
  CHECK(driver.search("cp 0", "g1f3").empty());
  driver.gui("position startpos moves e2e4 e7e5 g1f3 b8c6");
  CHECK(driver.search("mate -9", "f1c4").empty());
  driver.gui("position startpos moves e2e4 e7e5 g1f3 b8c6 f1c4 f8c5");
  CHECK(driver.search("cp 1", "e1g1").empty());
}

TEST_CASE("offers: after-opponent-offer allows no second offer while the opponent never offers") {
  Driver driver(offering({"after-opponent-offer"}));
  driver.gui("position startpos moves e2e4 e7e5");
  driver.search("cp 0", "g1f3");
  driver.gui("position startpos moves e2e4 e7e5 g1f3 b8c6");
  CHECK(driver.search("cp 0", "f1c4").size() == 1);
  driver.gui("position startpos moves e2e4 e7e5 g1f3 b8c6 f1c4 f8c5");
  CHECK(driver.search("cp 0", "e1g1").empty());
  driver.gui("position startpos moves e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 e1g1 g8f6");
  CHECK(driver.search("cp 0", "d2d3").empty());
}

TEST_CASE("offers: a claim is also the offer, and counts as one for the re-offer rule") {
  Settings settings = offering({"after-opponent-offer"});
  settings.offer_move = 1;
  settings.offer_count = 1;
  Driver driver(settings);
  driver.gui("position startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1");
  const std::vector<std::string> claim = driver.search("cp 0", "f6g8");
  REQUIRE(claim.size() == 1);
  CHECK(fields(claim[0]).at("event") == "claim");
  // The claim was declined by White's next move: no offer after it under this rule.
  driver.gui("position startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8 e2e4");
  CHECK(driver.search("cp 0", "e7e5").empty());
}

TEST_CASE("offers: never by default") {
  Driver driver;
  driver.gui("position startpos");
  CHECK(driver.search("cp 0", "e2e4").empty());
  driver.gui("position startpos moves e2e4 e7e5");
  CHECK(driver.search("cp 0", "g1f3").empty());
}
