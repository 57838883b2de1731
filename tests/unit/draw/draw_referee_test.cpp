// The referee move by move: the events each call causes, the claims it offers at the exact ply
// they arise (and not one ply sooner), rulings, offers and the flag fall of 6.9.
#include <string>
#include <vector>

#include <doctest/doctest.h>

#include "rules/chess_draw/referee.h"
#include "tests/unit/draw/draw_test_support.h"

namespace drawbridge::draw {
namespace {

using chess::kBlack;
using chess::kWhite;
using namespace std::chrono_literals;

Referee referee(std::string_view fen = "startpos", std::string_view edition_id = "fide-2023") {
  return Referee(Laws{testing::edition(edition_id), {}}, testing::position(fen));
}

void play(Referee& r, std::string_view moves) {
  for (absl::string_view uci : absl::StrSplit(absl::string_view(moves.data(), moves.size()), ' ', absl::SkipEmpty())) {
    const absl::StatusOr<std::vector<Event>> played = r.play(std::string_view(uci.data(), uci.size()));
    REQUIRE_MESSAGE(played.ok(), std::string(played.status().message()));
  }
}

// "claim threefold-repetition 9.2.1.1 @7 f6g8", "result checkmate 5.1.1 @4 0-1", ...
std::string text(const Event& e) {
  std::string out(event_kind_name(e.kind));
  if (e.rule) out.append(" ").append(rule_name(*e.rule));
  if (!e.article.empty()) out.append(" ").append(e.article);
  if (e.ply) out.append(" @").append(std::to_string(*e.ply));
  for (const std::string& m : e.moves) out.append(" ").append(m);
  if (e.move) out.append(" move ").append(*e.move);
  if (e.side) out.append(*e.side == Side::kWhite ? " white" : " black");
  if (e.result) out.append(" ").append(result_text(*e.result));
  return out;
}

std::vector<std::string> texts(const std::vector<Event>& events) {
  std::vector<std::string> out;
  for (const Event& e : events) out.push_back(text(e));
  return out;
}

constexpr Clocks kClocks{600s, 600s};

TEST_CASE("referee play: a quiet move causes nothing; the mating move causes the result") {
  Referee r = referee();
  absl::StatusOr<std::vector<Event>> quiet = r.play("f2f3");
  REQUIRE(quiet.ok());
  CHECK(quiet->empty());
  play(r, "e7e5 g2g4");
  absl::StatusOr<std::vector<Event>> mate = r.play("d8h4");
  REQUIRE(mate.ok());
  CHECK(texts(*mate) == std::vector<std::string>{"result checkmate 5.1.1 @4 0-1"});
  CHECK(mate->front().edition == "fide-2023");
  CHECK(mate->front().fen == r.fen());
  CHECK(r.result() == Result::kBlackWins);
  CHECK(r.ply() == 4);
  CHECK_FALSE(r.play("e1f2").ok());  // the game is over
}

TEST_CASE("referee play: an illegal or unreadable move is a Status, and the game is unchanged") {
  Referee r = referee();
  const absl::StatusOr<std::vector<Event>> illegal = r.play("e2e5");
  CHECK(illegal.status().code() == absl::StatusCode::kInvalidArgument);
  CHECK_FALSE(r.play("nonsense").ok());
  CHECK(r.ply() == 0);
  CHECK(r.fen() == chess::kStartFen);
}

TEST_CASE("referee claimable 9.2.1.1 / 9.2.1.2: at the exact ply, none one ply short") {
  Referee r = referee();
  play(r, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6");
  CHECK(r.claimable().empty());  // f3g1 would make only the second occurrence
  play(r, "f3g1");
  CHECK(texts(r.claimable()) == std::vector<std::string>{"claim threefold-repetition 9.2.1.1 @7 f6g8"});
  play(r, "f6g8");
  CHECK(texts(r.claimable()) == std::vector<std::string>{"claim threefold-repetition 9.2.1.1 @8 g1f3",
                                                         "claim threefold-repetition 9.2.1.2 @8"});
}

TEST_CASE("referee claimable 9.3.1 / 9.3.2: at the exact ply, none one ply short") {
  Referee r = referee("4k3/8/8/8/8/8/8/R3K3 w - - 98 80");
  CHECK(r.claimable().empty());
  play(r, "a1a2");
  const std::vector<Event> with_move = r.claimable();
  REQUIRE(with_move.size() == 1);
  CHECK(text(with_move[0]).starts_with("claim fifty-move 9.3.1 @1 "));
  CHECK(with_move[0].moves.size() == 5);  // every king move: no capture, no pawn
  play(r, "e8d8");
  CHECK(texts(r.claimable()).back() == "claim fifty-move 9.3.2 @2");
}

TEST_CASE("referee claim: a correct claim with its move draws; an incorrect one binds the move (9.5.3)") {
  Referee r = referee();
  play(r, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1");
  absl::StatusOr<std::vector<Event>> wrong = r.claim(ClaimedRule::kThreefoldRepetition, "f6h5", kClocks);
  REQUIRE(wrong.ok());
  REQUIRE(wrong->size() == 1);
  CHECK(text(wrong->front()) == "ruling threefold-repetition 9.5.3 @7 move f6h5");
  CHECK_FALSE(wrong->front().ruling->correct);
  CHECK(r.ending() == std::nullopt);
  CHECK_FALSE(r.play("f6g8").ok());  // the intended move must be played
  play(r, "f6h5");

  Referee right = referee();
  play(right, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1");
  absl::StatusOr<std::vector<Event>> ruled = right.claim(ClaimedRule::kThreefoldRepetition, "f6g8", kClocks);
  REQUIRE(ruled.ok());
  CHECK(texts(*ruled) == std::vector<std::string>{"ruling threefold-repetition 9.5.2 @7 move f6g8",
                                                  "result threefold-repetition 9.2.1.1 @7 1/2-1/2"});
  CHECK(ruled->front().ruling->claim_article == "9.2.1.1");
  CHECK_FALSE(right.claim(ClaimedRule::kFiftyMoves, std::nullopt, kClocks).ok());  // over
}

TEST_CASE("referee claim: fifty moves on the board (9.3.2), and a claim with an illegal move") {
  Referee r = referee("4k3/8/8/8/8/8/8/R3K3 w - - 100 80");
  CHECK_FALSE(r.claim(ClaimedRule::kFiftyMoves, "a1a9", kClocks).ok());
  absl::StatusOr<std::vector<Event>> ruled = r.claim(ClaimedRule::kFiftyMoves, std::nullopt, kClocks);
  REQUIRE(ruled.ok());
  CHECK(texts(*ruled).back() == "result fifty-move 9.3.2 @0 1/2-1/2");
}

TEST_CASE("referee flag_fall 6.9: a loss, or a draw when the opponent cannot mate") {
  Referee loses = referee("4k3/8/8/8/8/8/8/R3K3 b - - 0 1");
  absl::StatusOr<std::vector<Event>> lost = loses.flag_fall(kBlack);
  REQUIRE(lost.ok());
  CHECK(texts(*lost) == std::vector<std::string>{"flag-fall timeout 6.9 @0 black 1-0", "result timeout 6.9 @0 1-0"});

  Referee draws = referee("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
  CHECK_FALSE(draws.flag_fall(kBlack).ok());  // only the player on move runs out of time
  absl::StatusOr<std::vector<Event>> drawn = draws.flag_fall(kWhite);
  REQUIRE(drawn.ok());
  CHECK(text(drawn->front()) == "flag-fall timeout 6.9 @0 white 1/2-1/2");
  CHECK(draws.result() == Result::kDraw);
  CHECK_FALSE(draws.flag_fall(kWhite).ok());
}

TEST_CASE("referee offer 9.1.2.1: after one's own move; accepted, a draw") {
  Referee r = referee();
  CHECK_FALSE(r.offer(kWhite).ok());
  play(r, "e2e4");
  CHECK_FALSE(r.offer(kBlack).ok());
  absl::StatusOr<std::vector<Event>> offered = r.offer(kWhite);
  REQUIRE(offered.ok());
  CHECK(texts(*offered) == std::vector<std::string>{"offer draw-offer 9.1.2.1 @1 white"});
  absl::StatusOr<std::vector<Event>> accepted = r.accept(kBlack);
  REQUIRE(accepted.ok());
  CHECK(texts(*accepted) == std::vector<std::string>{"result draw-offer 9.1.2.1 @1 1/2-1/2"});
}

TEST_CASE("referee create: from the laws and a start given as text") {
  const Laws laws{testing::edition("fide-2023"), {}};
  absl::StatusOr<Referee> r = Referee::create(laws, "4k3/8/8/8/8/8/8/R3K3 b - - 0 1");
  REQUIRE(r.ok());
  CHECK(r->fen() == "4k3/8/8/8/8/8/8/R3K3 b - - 0 1");
  CHECK(r->ply() == 0);
  CHECK(r->result() == std::nullopt);
  CHECK(Referee::create(laws, "startpos")->fen() == chess::kStartFen);
  const absl::StatusOr<Referee> bad = Referee::create(laws, "8/8/8/8 w - - 0 1");
  REQUIRE_FALSE(bad.ok());
  CHECK(std::string(bad.status().message()).starts_with("bad FEN: "));
}

TEST_CASE("referee start_position: startpos, a FEN, and a bad FEN named as such") {
  CHECK(start_position("startpos")->key() == chess::Position::startpos().key());
  CHECK(start_position("4k3/8/8/8/8/8/8/R3K3 w - - 0 1").ok());
  const absl::StatusOr<chess::Position> bad = start_position("not a fen");
  REQUIRE_FALSE(bad.ok());
  CHECK(std::string(bad.status().message()).starts_with("bad FEN: "));
}

}  // namespace
}  // namespace drawbridge::draw
