// Editions as data (configs/rules/*.toml): what each holds, and errors that name the file,
// the line and the key.
#include <string>

#include <doctest/doctest.h>

#include "rules/chess_draw/edition.h"
#include "tests/unit/draw/draw_test_support.h"

namespace drawbridge::draw {
namespace {

std::string message(const absl::Status& status) { return std::string(status.message()); }

TEST_CASE("the four editions load with their counts, penalties and articles") {
  const Edition e2023 = testing::edition("fide-2023");
  CHECK(e2023.threefold.count == 3);
  CHECK(e2023.fifty_moves.count == 50);
  CHECK(e2023.fivefold.enabled);
  CHECK(e2023.fivefold.counting == RepetitionCount::kAnywhere);
  CHECK(e2023.seventy_five_moves.moves == 75);
  CHECK(e2023.wrong_claim.opponent_bonus_seconds == 120);
  CHECK(e2023.offers.claim_is_offer_article == "9.1.2.3");

  const Edition e2014 = testing::edition("fide-2014");
  CHECK(e2014.fivefold.counting == RepetitionCount::kConsecutive);
  CHECK(e2014.fivefold.interval_plies == 4);
  CHECK(e2014.fivefold.article == "9.6a");
  CHECK(e2014.seventy_five_moves.article == "9.6b");

  const Edition ru = testing::edition("fide-pre2014-ru");
  CHECK_FALSE(ru.fivefold.enabled);
  CHECK_FALSE(ru.seventy_five_moves.enabled);
  CHECK(ru.wrong_claim.opponent_bonus_seconds == 180);
  CHECK(ru.wrong_claim.floor_from_seconds == 60);
  CHECK(ru.dead_position_article == "9.6");

  const Edition pl = testing::edition("fide-pre2014-pl");
  CHECK(pl.wrong_claim.floor_from_seconds == 0);
  CHECK(pl.wrong_claim.halve_at_most_seconds == 180);
  CHECK_FALSE(pl.offers.claim_is_offer);
}

TEST_CASE("a broken edition names the file, the line and the key") {
  const std::string good = R"(id = "x"
title = "t"
[threefold_repetition]
count = 3
with_move_article = "a"
on_board_article = "b"
[fifty_move]
moves = 50
with_move_article = "a"
on_board_article = "b"
[claims]
lapse_article = "9.4"
correct_article = "c"
wrong_article = "w"
opponent_bonus_seconds = 120
halve_above_seconds = 0
halve_at_most_seconds = 0
floor_from_seconds = 0
[fivefold_repetition]
automatic = false
[seventy_five_move]
automatic = false
[game_end]
checkmate_article = "m"
stalemate_article = "s"
dead_position_article = "d"
timeout_article = "t"
[draw_offer]
article = "o"
reoffer = "any-time"
claim_is_offer = false
)";
  REQUIRE(parse_edition(good, "x.toml").ok());

  auto replaced = [&good](const std::string& from, const std::string& to) {
    std::string text = good;
    text.replace(text.find(from), from.size(), to);
    return text;
  };
  CHECK(message(parse_edition(replaced("count = 3", "count = \"three\""), "x.toml").status()) ==
        "x.toml:4: key 'threefold_repetition.count': expected an integer");
  CHECK(message(parse_edition(replaced("moves = 50", "moves = 1"), "x.toml").status()) ==
        "x.toml:8: key 'fifty_move.moves': must be from 2 to 1000");
  CHECK(message(parse_edition(replaced("lapse_article = \"9.4\"", "lapse_articel = \"9.4\""), "x.toml").status()) ==
        "x.toml:12: key 'claims.lapse_articel': unknown key");
  CHECK(message(parse_edition(replaced("reoffer = \"any-time\"", "reoffer = \"never\""), "x.toml").status())
            .starts_with("x.toml:30: key 'draw_offer.reoffer': unknown re-offer rule 'never'"));
  CHECK(message(parse_edition(replaced("[game_end]", "[game_ending]"), "x.toml").status()) ==
        "x.toml:23: key 'game_ending': unknown key");
  CHECK(message(parse_edition(replaced("automatic = false\n[seventy", "automatic = true\n[seventy"), "x.toml").status())
            .starts_with("x.toml:19: key 'fivefold_repetition.counting': missing"));
  CHECK(message(parse_edition(replaced("title = \"t\"", "title = "), "x.toml").status()).starts_with("x.toml:2: "));
}

TEST_CASE("an unknown edition lists the editions there are and where it was looked for") {
  const absl::StatusOr<Edition> missing = find_edition("fide-1851", {"/nonexistent/rules"});
  CHECK(missing.status().code() == absl::StatusCode::kNotFound);
  CHECK(message(missing.status()) ==
        "unknown edition 'fide-1851' (editions: none found; looked for /nonexistent/rules/fide-1851.toml)");
  CHECK(message(find_edition("/nonexistent/x.toml", {}).status()) == "cannot read edition file /nonexistent/x.toml");
  const std::string file = std::string(DRAWBRIDGE_SOURCE_DIR) + "/configs/rules/fide-2014.toml";
  CHECK(find_edition(file, {})->id == "fide-2014");
  const std::string dir = std::string(DRAWBRIDGE_SOURCE_DIR) + "/configs/rules";
  CHECK(message(find_edition("fide-1851", {dir}).status()) ==
        "unknown edition 'fide-1851' (editions: draughts-fmjd, draughts-ministry-100, draughts-russian, fide-2014, "
        "fide-2023, fide-pre2014-pl, fide-pre2014-ru; looked for " +
            dir + "/fide-1851.toml)");
}

}  // namespace
}  // namespace drawbridge::draw
