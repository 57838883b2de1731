// PDN's GameType tag read as its number, and the editions of configs/rules that name a type.
#include "rules/draughts_draw/pdn_game_type.h"

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "../temp_dir.h"

namespace drawbridge::draughts_draw {
namespace {

const std::vector<std::filesystem::path> kDirs = {std::string(DRAWBRIDGE_SOURCE_DIR) + "/configs/rules"};

TEST_CASE("a GameType tag's number: alone, with PDN's further fields, empty, or not a number") {
  CHECK(pdn_game_type("20") == 20);
  CHECK(pdn_game_type("20,W,10,10,N2,0") == 20);
  CHECK(pdn_game_type(" 25 ") == 25);
  CHECK(pdn_game_type("0") == 0);
  CHECK(pdn_game_type("") == 0);
  CHECK(pdn_game_type("draughts") == std::nullopt);
  CHECK(pdn_game_type("-20") == std::nullopt);
}

TEST_CASE("the editions name their GameType: 20 FMJD, 25 Russian, none the ministry's") {
  const auto editions = editions_by_game_type(kDirs);
  REQUIRE(editions.ok());
  REQUIRE(editions->size() == 2);
  CHECK(edition_for_game_type(*editions, 20)->id == "draughts-fmjd");
  CHECK(edition_for_game_type(*editions, 25)->id == "draughts-russian");
  CHECK(edition_for_game_type(*editions, 21) == nullptr);
  CHECK(edition_for_game_type(*editions, 0) == nullptr);
}

TEST_CASE("two editions naming one GameType are an error naming both") {
  const testing::TempDir dir;
  std::filesystem::copy_file(kDirs[0] / "draughts-fmjd.toml", dir / "draughts-fmjd.toml");
  std::ifstream in(kDirs[0] / "draughts-ministry-100.toml");
  std::stringstream text;
  text << "pdn_game_type = 20\n" << in.rdbuf();  // a top-level key, before the first table
  std::ofstream(dir / "draughts-ministry-100.toml") << text.str();
  const auto editions = editions_by_game_type({dir / "."});
  REQUIRE(!editions.ok());
  CHECK(editions.status().message() == "editions draughts-fmjd and draughts-ministry-100 both name pdn_game_type 20");
}

}  // namespace
}  // namespace drawbridge::draughts_draw
