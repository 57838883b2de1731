// The CHAT that names the law, and the PDN of a refereed game.
#include <doctest/doctest.h>

#include <string>

#include "proxy/dxp/end_chat.h"
#include "proxy/dxp/pdn_file.h"
#include "rules/draughts/fen.h"
#include "rules/draughts/pdn_move.h"
#include "tests/unit/hub/hub_test_support.h"

namespace drawbridge::dxp {
namespace {

draw::Event result(draw::Rule rule, std::string article, draw::Result outcome = draw::Result::kDraw) {
  draw::Event event;
  event.kind = draw::EventKind::kResult;
  event.rule = rule;
  event.article = std::move(article);
  event.result = outcome;
  return event;
}

TEST_CASE("The CHAT names the edition's article and counts") {
  const draughts_draw::Edition fmjd = hub::testing::edition("draughts-fmjd");
  CHECK(end_chat(result(draw::Rule::kKingsOnlyMoves, "6.2"), fmjd) ==
        "drawbridge: draw, FMJD 6.2, 25 moves of kings each");
  CHECK(end_chat(result(draw::Rule::kLoneKing, "6.3"), fmjd) ==
        "drawbridge: draw, FMJD 6.3, 16 moves against a lone king");
  CHECK(end_chat(result(draw::Rule::kLoneKing, "6.4"), fmjd) ==
        "drawbridge: draw, FMJD 6.4, 5 moves against a lone king");
  CHECK(end_chat(result(draw::Rule::kNoMove, "7.2", draw::Result::kBlackWins), fmjd) ==
        "drawbridge: Black wins, FMJD 7.2, the player on move cannot move");
  const draughts_draw::Edition ministry = hub::testing::edition("draughts-ministry-100");
  CHECK(end_chat(result(draw::Rule::kThreefoldRepetition, "5.4.12.1.3"), ministry)
            .starts_with("drawbridge: draw, draughts-ministry-100 5.4.12.1.3, the same position 3 times"));
}

TEST_CASE("A refereed game as PDN: its position, numbered moves, and the FMJD score") {
  const absl::StatusOr<draughts::Position> start =
      draughts::parse_fen(draughts::Game::kInternational, "B:W36,37,K50:BK1,14,15");
  REQUIRE(start.ok());
  PdnGame game{.number = 3, .white = "A \"B\"", .black = "C", .start = *start, .moves = {}, .result = std::nullopt};
  draughts::Position at = *start;
  for (const char* text : {"1-7", "50-44", "7-1"}) {
    const absl::StatusOr<draughts::Move> m = draughts::parse_pdn_move(at, text);
    REQUIRE(m.ok());
    game.moves.push_back(*m);
    at.play(*m);
  }
  CHECK(pdn_text(game) ==
        "[Event \"drawbridge dxp\"]\n[Round \"3\"]\n[White \"A \\\"B\\\"\"]\n[Black \"C\"]\n[Result \"*\"]\n"
        "[GameType \"20\"]\n[FEN \"B:W36,37,K50:BK1,14,15\"]\n\n1... 1-7 2. 50-44 7-1 *\n\n");
  game.result = draw::Result::kDraw;
  CHECK(pdn_text(game).find("[Result \"1-1\"]") != std::string::npos);
}

}  // namespace
}  // namespace drawbridge::dxp
