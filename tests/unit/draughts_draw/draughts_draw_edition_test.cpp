// The draughts editions as data: what each holds, the game it names, and errors that name the
// file, the line and the key.
#include <doctest/doctest.h>

#include <string>

#include "rules/chess_draw/edition.h"
#include "tests/unit/draughts_draw/draughts_draw_test_support.h"

namespace drawbridge::draughts_draw {
namespace {

using namespace testing;

std::string message(const absl::Status& status) { return std::string(status.message()); }

const std::vector<std::filesystem::path> kDirs = {std::string(DRAWBRIDGE_SOURCE_DIR) + "/configs/rules"};

TEST_CASE("the draughts editions load with their games, counts and articles") {
  const Edition fmjd = edition("draughts-fmjd");
  CHECK(fmjd.game == draughts::Game::kInternational);
  CHECK(fmjd.repetition.ruling.automatic);
  CHECK(fmjd.kings_only.moves == 25);
  REQUIRE(fmjd.lone_king.size() == 2);
  CHECK(fmjd.lone_king[0].moves == 16);
  CHECK(fmjd.lone_king[1].ruling.article == "6.4");
  CHECK(fmjd.correct_claim_article.empty());

  const Edition russian = edition("draughts-russian");
  CHECK(russian.game == draughts::Game::kRussian);
  CHECK_FALSE(russian.repetition.ruling.automatic);
  CHECK(russian.repetition.with_move_article == "5.4.12.2");
  CHECK(russian.lone_king[0].counted == Counted::kStronger);
  CHECK(russian.unchanged_material.size() == 2);
  CHECK(russian.offers.reoffer == draw::ReofferRule::kAfterOpponentOffer);

  const Edition ministry = edition("draughts-ministry-100");
  CHECK(ministry.game == draughts::Game::kInternational);
  CHECK(ministry.lone_king[1].counted == Counted::kStronger);
}

TEST_CASE("a chess edition is no draughts edition, and the chess reader refuses a draughts one") {
  const auto chess = find_edition("fide-2023", kDirs);
  REQUIRE(chess.ok());
  CHECK_FALSE(chess->has_value());
  const auto refused = draw::find_edition("draughts-fmjd", kDirs);
  REQUIRE_FALSE(refused.ok());
  CHECK(message(refused.status())
            .ends_with("draughts-fmjd.toml:7: key 'game': the edition is for draughts-international, not chess"));
  CHECK(message(find_edition("draughts-english", kDirs).status()).starts_with("unknown edition 'draughts-english'"));
}

TEST_CASE("a bad draughts edition names its line and key") {
  const std::string good =
      "id = \"x\"\ntitle = \"t\"\ngame = \"draughts-russian\"\n"
      "[repetition]\ncount = 3\nautomatic = false\narticle = \"a\"\nwith_move_article = \"b\"\n"
      "[claims]\ncorrect_article = \"c\"\nwrong_article = \"d\"\n"
      "[game_end]\nno_move_article = \"\"\n"
      "[draw_offer]\narticle = \"e\"\nreoffer = \"any-time\"\n";
  REQUIRE(parse_edition(good, "x.toml").ok());
  const auto replaced = [&](const std::string& from, const std::string& to) {
    std::string text = good;
    text.replace(text.find(from), from.size(), to);
    return text;
  };
  CHECK(message(parse_edition(replaced("draughts-russian", "checkers"), "x.toml").status()) ==
        "x.toml:3: key 'game': expected \"draughts-international\" or \"draughts-russian\"");
  CHECK(message(parse_edition(replaced("[claims]\ncorrect_article = \"c\"\nwrong_article = \"d\"\n", ""), "x.toml")
                    .status()) == "x.toml:1: key 'claims': missing table");
  CHECK(message(parse_edition(replaced("count = 3", "count = 1"), "x.toml").status()) ==
        "x.toml:5: key 'repetition.count': must be from 2 to 1000");
  CHECK(message(parse_edition(good + "[[lone_king]]\npieces_min = 3\n", "x.toml").status()) ==
        "x.toml:17: key 'lone_king[0].pieces_max': missing");
  CHECK(message(parse_edition(good + "[[lone_king]]\npieces_min = 3\npieces_max = 3\nall_kings = false\nmoves = "
                                     "16\ncounted = \"both\"\nautomatic = true\narticle = \"6.3\"\n",
                              "x.toml")
                    .status()) == "x.toml:22: key 'lone_king[0].counted': expected \"each\" or \"stronger\"");
  CHECK(message(parse_edition(replaced("[game_end]", "[game_ending]"), "x.toml").status()) ==
        "x.toml:12: key 'game_ending': unknown key");
}

}  // namespace
}  // namespace drawbridge::draughts_draw
