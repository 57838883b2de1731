// FIDE 9.1 draw offers and the re-offer rules (draughts 5.4.12.3-4, or every N moves).
#include <doctest/doctest.h>

#include "rules/laws/draw_offer.h"
#include "tests/unit/draw/draw_test_support.h"

namespace drawbridge::draw {
namespace {

constexpr Side kBlack = Side::kBlack;
constexpr Side kWhite = Side::kWhite;

OfferRules rules(ReofferRule reoffer, int every = 0) {
  OfferRules r;
  r.article = "9.1.2.1";
  r.reoffer = reoffer;
  r.reoffer_every_moves = every;
  return r;
}

TEST_CASE("9.1.2.1 an offer is made right after one's own move") {
  DrawOffers offers(rules(ReofferRule::kAnyTime));
  CHECK_FALSE(offers.offer(kWhite, 0, std::nullopt).ok());  // nothing played yet
  CHECK_FALSE(offers.offer(kBlack, 1, kWhite).ok());        // white has just moved
  CHECK(offers.offer(kWhite, 1, kWhite).ok());
  CHECK(offers.has_offer_for(kBlack));
  CHECK_FALSE(offers.has_offer_for(kWhite));
  CHECK_FALSE(offers.offer(kWhite, 1, kWhite).ok());  // already pending: cannot be repeated or withdrawn
}

TEST_CASE("9.1.2.1 the offer stands until accepted, rejected, or the opponent moves") {
  DrawOffers offers(rules(ReofferRule::kAnyTime));
  REQUIRE(offers.offer(kWhite, 1, kWhite).ok());
  offers.on_move(kWhite);  // the offerer's own later move does not end it
  CHECK(offers.has_offer_for(kBlack));
  offers.on_move(kBlack);
  CHECK_FALSE(offers.has_offer_for(kBlack));
  CHECK_FALSE(offers.accept(kBlack).ok());

  REQUIRE(offers.offer(kWhite, 3, kWhite).ok());
  CHECK_FALSE(offers.accept(kWhite).ok());  // the offerer cannot accept his own offer
  CHECK(offers.reject(kBlack).ok());
  CHECK_FALSE(offers.has_offer_for(kBlack));

  REQUIRE(offers.offer(kWhite, 5, kWhite).ok());
  CHECK(offers.accept(kBlack).ok());
}

TEST_CASE("draughts 5.4.12.4 after-opponent-offer: offer again only after the opponent has offered") {
  DrawOffers offers(rules(ReofferRule::kAfterOpponentOffer));
  REQUIRE(offers.offer(kWhite, 1, kWhite).ok());
  REQUIRE(offers.reject(kBlack).ok());
  CHECK_FALSE(offers.offer(kWhite, 3, kWhite).ok());
  REQUIRE(offers.offer(kBlack, 4, kBlack).ok());
  offers.on_move(kWhite);  // white declines by moving
  CHECK(offers.offer(kWhite, 5, kWhite).ok());
  offers.on_move(kBlack);
  CHECK(offers.offer(kBlack, 6, kBlack).ok());  // declined at 4, but white has offered since
}

TEST_CASE("every-n-moves: a declined player offers again after N own moves") {
  DrawOffers offers(rules(ReofferRule::kEveryNMoves, 3));
  REQUIRE(offers.offer(kWhite, 1, kWhite).ok());
  offers.on_move(kBlack);
  CHECK_FALSE(offers.offer(kWhite, 3, kWhite).ok());
  CHECK_FALSE(offers.offer(kWhite, 5, kWhite).ok());
  CHECK(offers.offer(kWhite, 7, kWhite).ok());
}

TEST_CASE("9.1.2.1 offers through the referee: after one's own move, ended by the opponent's move") {
  Referee referee = testing::game("fide-2023", "startpos", "");
  CHECK_FALSE(referee.offer_draw(chess::kWhite).ok());
  testing::play(referee, "e2e4");
  CHECK_FALSE(referee.offer_draw(chess::kBlack).ok());
  REQUIRE(referee.offer_draw(chess::kWhite).ok());
  testing::play(referee, "e7e5");
  CHECK_FALSE(referee.accept_offer(chess::kBlack).ok());
  REQUIRE(referee.offer_draw(chess::kBlack).ok());
  REQUIRE(referee.accept_offer(chess::kWhite).ok());
  CHECK(testing::ending(referee) == "draw-offer 9.1.2.1 @2 1/2-1/2");
}

TEST_CASE("draughts 5.4.12.4 as a policy on top of an edition") {
  Policy policy;
  REQUIRE(add_policy("after-opponent-offer", policy).ok());
  Referee referee = testing::game("fide-2023", "startpos", "e2e4", policy);
  REQUIRE(referee.offer_draw(chess::kWhite).ok());
  REQUIRE(referee.reject_offer(chess::kBlack).ok());
  testing::play(referee, "e7e5 g1f3");
  CHECK_FALSE(referee.offer_draw(chess::kWhite).ok());
  CHECK(testing::game("fide-2023", "startpos", "e2e4 e7e5 g1f3").offer_draw(chess::kWhite).ok());
}

}  // namespace
}  // namespace drawbridge::draw
