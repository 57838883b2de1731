// Which laws a scanned game gets: its GameType without --rules, --rules's edition with it, and
// an error when the two name different games.
#include "scan/scan_rules.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "rules/draughts_draw/pdn_game_type.h"

namespace drawbridge::scan {
namespace {

const std::vector<std::filesystem::path> kDirs = {std::string(DRAWBRIDGE_SOURCE_DIR) + "/configs/rules"};

ScanRules rules_of(std::string_view rules, bool chosen) {
  ScanRules out;
  out.chosen = chosen;
  out.by_game_type = *draughts_draw::editions_by_game_type(kDirs);
  auto draughts = draughts_draw::find_edition(rules, kDirs);
  REQUIRE(draughts.ok());
  if (*draughts) {
    out.draughts = **draughts;
  } else {
    out.chess = *draw::load_laws(rules, {}, kDirs);
  }
  return out;
}

std::string edition_id(const GameLaws& laws) {
  if (const auto* chess = std::get_if<const draw::Laws*>(&laws)) return (*chess)->edition.id;
  if (const auto* draughts = std::get_if<const draughts_draw::Edition*>(&laws)) return (*draughts)->id;
  if (const auto* skipped = std::get_if<SkippedGameType>(&laws)) return "skipped " + skipped->tag;
  return std::get<GameTypeError>(laws).message;
}

TEST_CASE("without --rules the GameType chooses: none or 0 chess, 20 FMJD, 25 Russian, others skipped") {
  const ScanRules rules = rules_of("fide-2023", false);
  CHECK(edition_id(laws_for_game(rules, std::nullopt)) == "fide-2023");
  CHECK(edition_id(laws_for_game(rules, "0")) == "fide-2023");
  CHECK(edition_id(laws_for_game(rules, "20")) == "draughts-fmjd");
  CHECK(edition_id(laws_for_game(rules, "20,W,10,10,N2,0")) == "draughts-fmjd");
  CHECK(edition_id(laws_for_game(rules, "25")) == "draughts-russian");
  CHECK(edition_id(laws_for_game(rules, "21")) == "skipped 21");
  CHECK(edition_id(laws_for_game(rules, "x")) == "GameType 'x' is not a number");
}

TEST_CASE("a chess --rules: a draughts GameType is an error naming both") {
  const ScanRules rules = rules_of("fide-2014", true);
  CHECK(edition_id(laws_for_game(rules, std::nullopt)) == "fide-2014");
  CHECK(edition_id(laws_for_game(rules, "0")) == "fide-2014");
  CHECK(edition_id(laws_for_game(rules, "20")) ==
        "the game's GameType 20 (draughts-international) contradicts --rules fide-2014 (chess)");
  CHECK(edition_id(laws_for_game(rules, "21")) == "the game's GameType 21 contradicts --rules fide-2014 (chess)");
}

TEST_CASE("a draughts --rules: its game's GameType or none, any other is an error") {
  const ScanRules russian = rules_of("draughts-russian", true);
  CHECK(edition_id(laws_for_game(russian, std::nullopt)) == "draughts-russian");
  CHECK(edition_id(laws_for_game(russian, "25")) == "draughts-russian");
  CHECK(edition_id(laws_for_game(russian, "20")) ==
        "the game's GameType 20 (draughts-international) contradicts --rules draughts-russian (draughts-russian)");
  CHECK(edition_id(laws_for_game(russian, "0")) ==
        "the game's GameType 0 (chess) contradicts --rules draughts-russian (draughts-russian)");
  // The ministry's edition names no GameType; it referees the international game's all the same.
  const ScanRules ministry = rules_of("draughts-ministry-100", true);
  CHECK(edition_id(laws_for_game(ministry, "20")) == "draughts-ministry-100");
  CHECK(edition_id(laws_for_game(ministry, "25")) ==
        "the game's GameType 25 (draughts-russian) contradicts --rules draughts-ministry-100 (draughts-international)");
}

TEST_CASE("chess laws alone (the Python module's): a draughts GameType is skipped") {
  const ScanRules rules = chess_rules(*draw::load_laws("fide-2023", {}, kDirs));
  CHECK(edition_id(laws_for_game(rules, std::nullopt)) == "fide-2023");
  CHECK(edition_id(laws_for_game(rules, "0")) == "fide-2023");
  CHECK(edition_id(laws_for_game(rules, "20")) == "skipped 20");
}

}  // namespace
}  // namespace drawbridge::scan
