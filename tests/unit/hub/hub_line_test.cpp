// The Hub line reader, the announcement line and the mirrored game of the Hub relay.
#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "proxy/hub/announcement_line.h"
#include "proxy/hub/hub_line.h"
#include "proxy/hub/mirrored_game.h"
#include "rules/draughts_draw/edition.h"

namespace drawbridge::hub {
namespace {

std::string error_of(std::string_view text) {
  const absl::StatusOr<Line> line = parse_line(text);
  REQUIRE_FALSE(line.ok());
  return std::string(line.status().message());
}

TEST_CASE("Hub lines: a command, arguments with values, quoted values and flags") {
  const absl::StatusOr<Line> line =
      parse_line("pos pos=Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww moves=\"32-28 17-22\"");
  REQUIRE(line.ok());
  CHECK(line->command == "pos");
  REQUIRE(line->arguments.size() == 2);
  CHECK(line->value("pos") == "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww");
  CHECK(line->value("moves") == "32-28 17-22");
  CHECK_FALSE(line->value("level").has_value());

  const absl::StatusOr<Line> go = parse_line("  go\tthink\r");
  REQUIRE(go.ok());
  CHECK(go->command == "go");
  CHECK(go->has("think"));
  CHECK(go->value("think") == "");
  CHECK_FALSE(go->has("ponder"));

  const absl::StatusOr<Line> id = parse_line("id name=Scan version=3.1 author=\"Fabien Letouzey\" country=France");
  REQUIRE(id.ok());
  CHECK(id->value("author") == "Fabien Letouzey");
  CHECK(id->value("country") == "France");

  const absl::StatusOr<Line> empty = parse_line("set-param name=book value=\"\"");
  REQUIRE(empty.ok());
  CHECK(empty->value("value") == "");
  CHECK(parse_line("done").ok());
  CHECK(parse_line("info pv=\"a=b c\" score=-0.01").ok());
}

TEST_CASE("Hub lines: what is wrong, and where") {
  CHECK(error_of("") == "missing command");
  CHECK(error_of(" \t\r") == "missing command");
  CHECK(error_of("=pos") == "'=' at column 1 where a command should be");
  CHECK(error_of("pos pos=\"Wbb") == "the quoted value of pos opened at column 9 is never closed");
  CHECK(error_of("pos pos= moves=x") == "the value of pos is missing (an empty one is \"\")");
  CHECK(error_of("pos pos=") == "the value of pos is missing (an empty one is \"\")");
  CHECK(error_of("go think=\"a\"b") == "'b' at column 13 where a space should be");
  CHECK(error_of("go \x01") == "byte 1 at column 4 where an argument should be");
  CHECK(error_of("level ==") == "'=' at column 7 where an argument should be");
}

TEST_CASE("Hub lines: ten megabytes read in one pass") {
  const std::string huge = "pos pos=" + std::string(10 * 1024 * 1024, 'e');
  const absl::StatusOr<Line> line = parse_line(huge);
  REQUIRE(line.ok());
  CHECK(line->value("pos")->size() == 10 * 1024 * 1024);
  CHECK(clipped(*line->value("pos"), 4) == "eeee... (10485760 bytes)");
}

TEST_CASE("Hub values are quoted when they must be, and never carry a quote") {
  CHECK(quoted_value("6.1") == "6.1");
  CHECK(quoted_value("") == "\"\"");
  CHECK(quoted_value("a b") == "\"a b\"");
  CHECK(quoted_value("a=b") == "\"a=b\"");
  CHECK(quoted_value("say \"hi\"\nthere") == "\"say 'hi' there\"");
}

TEST_CASE("The announcement line is a Hub line no Hub program knows") {
  draw::Event event;
  event.kind = draw::EventKind::kResult;
  event.rule = draw::Rule::kThreefoldRepetition;
  event.article = "6.1";
  event.ply = 8;
  event.move = "7-1";
  event.result = draw::Result::kDraw;
  const std::string line = announcement_line(event);
  CHECK(line == "drawbridge event=result rule=threefold-repetition article=6.1 ply=8 move=7-1 result=1/2-1/2");
  const absl::StatusOr<Line> read = parse_line(line);
  REQUIRE(read.ok());
  CHECK(read->command == "drawbridge");
  CHECK(read->value("result") == "1/2-1/2");

  draw::Event error;
  error.kind = draw::EventKind::kError;
  error.ply.reset();
  error.detail = "engine exited with status 3";
  CHECK(announcement_line(error) ==
        "drawbridge event=error rule=none article=none detail=\"engine exited with status 3\"");
}

draughts_draw::Edition fmjd() {
  const auto found =
      draughts_draw::find_edition("draughts-fmjd", {std::string(DRAWBRIDGE_SOURCE_DIR) + "/configs/rules"});
  REQUIRE(found.ok());
  REQUIRE(found->has_value());
  return **found;
}

Line pos_line(std::string_view text) {
  absl::StatusOr<Line> line = parse_line(text);
  REQUIRE(line.ok());
  return *line;
}

// W:W36,37,K50:BK1,14,15 in Hub form: kings shuffle on 50-44 and 1-7.
constexpr char kShuffle[] = "WBeeeeeeeeeeeebbeeeeeeeeeeeeeeeeeeeewweeeeeeeeeeeeW";

TEST_CASE("The mirrored game follows pos, and pos continues it after an irreversible move") {
  MirroredGame game(fmjd(), draw::Policy{});
  CHECK(game.follow(pos_line("pos start")) == std::nullopt);
  REQUIRE(game.referee() != nullptr);
  CHECK(game.referee()->ply() == 0);
  CHECK(game.follow(pos_line("pos moves=\"32-28 18-23\"")) == std::nullopt);
  CHECK(game.referee()->ply() == 2);
  const int number = game.number();
  // The Hub GUI's form: the position after the last man's move, then the reversible moves.
  CHECK(game.follow(pos_line(std::string("pos pos=") + "Wbbbbbbbbbbbbbbbbbebbeebeeeeweewewwwwwwwwwwwwwwwwww")) ==
        std::nullopt);
  CHECK(game.number() == number);
  CHECK(game.referee()->ply() == 2);
  game.start_new_game();
  CHECK(game.follow(pos_line("pos start")) == std::nullopt);
  CHECK(game.number() == number + 1);
}

TEST_CASE("The mirrored game: a bad position, an illegal move, a move after the end") {
  MirroredGame game(fmjd(), draw::Policy{});
  std::optional<PosError> bad = game.follow(pos_line("pos pos=Wxyz"));
  REQUIRE(bad);
  CHECK(bad->reason ==
        "bad position 'Wxyz': 4 letters, where draughts-international has the side to move and 50 squares");
  CHECK(game.referee() == nullptr);
  bad = game.follow(pos_line("pos moves=\"32-28 28-23\""));
  REQUIRE(bad);
  CHECK(bad->ply == 1);
  CHECK(bad->move == "28-23");
  CHECK(game.referee() == nullptr);
  bad = game.follow(
      pos_line(std::string("pos pos=") + kShuffle + " moves=\"50-44 1-7 44-50 7-1 50-44 1-7 44-50 7-1 50-44\""));
  REQUIRE(bad);
  CHECK(bad->ply == 8);
  CHECK(bad->reason == "a move after the end of the game");
  CHECK(game.follow(pos_line(std::string("pos pos=") + kShuffle + " moves=\"50-44 1-7 44-50 7-1\"")) == std::nullopt);
  CHECK_FALSE(game.referee()->ending());
}

TEST_CASE("The mirrored game: pydraughts' form, the start and every move, where the start recurs") {
  MirroredGame game(fmjd(), draw::Policy{});
  const std::string shuffle = std::string("pos pos=") + kShuffle;
  REQUIRE(game.follow(pos_line(shuffle + " moves=\"50-44 1-7 44-50 7-1 50-44 1-7\"")) == std::nullopt);
  const int number = game.number();
  // The start is also the position at ply 4; the moves sent say the game goes on from ply 0.
  REQUIRE(game.follow(pos_line(shuffle + " moves=\"50-44 1-7 44-50 7-1 50-44 1-7 44-50\"")) == std::nullopt);
  CHECK(game.number() == number);
  CHECK(game.referee()->ply() == 7);
  REQUIRE(game.follow(pos_line(shuffle + " moves=\"50-44 1-7 44-50 7-1 50-44 1-7 44-50 7-1\"")) == std::nullopt);
  REQUIRE(game.referee()->ending());
  CHECK(game.referee()->ending()->article == "6.1");
  CHECK(game.referee()->ending()->ply == 8);
}

}  // namespace
}  // namespace drawbridge::hub
