// FIDE 9.1 draw offers and the re-offer rules (draughts 5.4.12.3-4, or every N moves).
#include <doctest/doctest.h>

#include "rules/draw/draw_offer.h"
#include "tests/unit/draw_test_support.h"

namespace drawbridge::draw {
namespace {

using chess::BLACK;
using chess::WHITE;

OfferRules rules(ReofferRule reoffer, int every = 0) {
  OfferRules r;
  r.article = "9.1.2.1";
  r.reoffer = reoffer;
  r.reoffer_every_moves = every;
  return r;
}

TEST_CASE("9.1.2.1 an offer is made right after one's own move") {
  DrawOffers offers(rules(ReofferRule::kAnyTime));
  CHECK_FALSE(offers.offer(WHITE, 0, std::nullopt).ok());  // nothing played yet
  CHECK_FALSE(offers.offer(BLACK, 1, WHITE).ok());         // white has just moved
  CHECK(offers.offer(WHITE, 1, WHITE).ok());
  CHECK(offers.has_offer_for(BLACK));
  CHECK_FALSE(offers.has_offer_for(WHITE));
  CHECK_FALSE(offers.offer(WHITE, 1, WHITE).ok());  // already pending: cannot be repeated or withdrawn
}

TEST_CASE("9.1.2.1 the offer stands until accepted, rejected, or the opponent moves") {
  DrawOffers offers(rules(ReofferRule::kAnyTime));
  REQUIRE(offers.offer(WHITE, 1, WHITE).ok());
  offers.on_move(WHITE);  // the offerer's own later move does not end it
  CHECK(offers.has_offer_for(BLACK));
  offers.on_move(BLACK);
  CHECK_FALSE(offers.has_offer_for(BLACK));
  CHECK_FALSE(offers.accept(BLACK).ok());

  REQUIRE(offers.offer(WHITE, 3, WHITE).ok());
  CHECK_FALSE(offers.accept(WHITE).ok());  // the offerer cannot accept his own offer
  CHECK(offers.reject(BLACK).ok());
  CHECK_FALSE(offers.has_offer_for(BLACK));

  REQUIRE(offers.offer(WHITE, 5, WHITE).ok());
  CHECK(offers.accept(BLACK).ok());
}

TEST_CASE("draughts 5.4.12.4 after-opponent-offer: offer again only after the opponent has offered") {
  DrawOffers offers(rules(ReofferRule::kAfterOpponentOffer));
  REQUIRE(offers.offer(WHITE, 1, WHITE).ok());
  REQUIRE(offers.reject(BLACK).ok());
  CHECK_FALSE(offers.offer(WHITE, 3, WHITE).ok());
  REQUIRE(offers.offer(BLACK, 4, BLACK).ok());
  offers.on_move(WHITE);  // white declines by moving
  CHECK(offers.offer(WHITE, 5, WHITE).ok());
  offers.on_move(BLACK);
  CHECK(offers.offer(BLACK, 6, BLACK).ok());  // declined at 4, but white has offered since
}

TEST_CASE("every-n-moves: a declined player offers again after N own moves") {
  DrawOffers offers(rules(ReofferRule::kEveryNMoves, 3));
  REQUIRE(offers.offer(WHITE, 1, WHITE).ok());
  offers.on_move(BLACK);
  CHECK_FALSE(offers.offer(WHITE, 3, WHITE).ok());
  CHECK_FALSE(offers.offer(WHITE, 5, WHITE).ok());
  CHECK(offers.offer(WHITE, 7, WHITE).ok());
}

TEST_CASE("9.1.2.1 offers through the arbiter: after one's own move, ended by the opponent's move") {
  Arbiter arbiter = testing::game("fide-2023", "startpos", "");
  CHECK_FALSE(arbiter.offer_draw(WHITE).ok());
  testing::play(arbiter, "e2e4");
  CHECK_FALSE(arbiter.offer_draw(BLACK).ok());
  REQUIRE(arbiter.offer_draw(WHITE).ok());
  testing::play(arbiter, "e7e5");
  CHECK_FALSE(arbiter.accept_offer(BLACK).ok());
  REQUIRE(arbiter.offer_draw(BLACK).ok());
  REQUIRE(arbiter.accept_offer(WHITE).ok());
  CHECK(testing::ending(arbiter) == "draw-offer 9.1.2.1 @2 1/2-1/2");
}

TEST_CASE("draughts 5.4.12.4 as a policy on top of an edition") {
  Policy policy;
  REQUIRE(add_policy("after-opponent-offer", policy).ok());
  Arbiter arbiter = testing::game("fide-2023", "startpos", "e2e4", policy);
  REQUIRE(arbiter.offer_draw(WHITE).ok());
  REQUIRE(arbiter.reject_offer(BLACK).ok());
  testing::play(arbiter, "e7e5 g1f3");
  CHECK_FALSE(arbiter.offer_draw(WHITE).ok());
  CHECK(testing::game("fide-2023", "startpos", "e2e4 e7e5 g1f3").offer_draw(WHITE).ok());
}

}  // namespace
}  // namespace drawbridge::draw
