// The Hub line reader (protocol.txt's syntax, as Scan's scanner reads it) and quoted values.
#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "proxy/hub/hub_line.h"
#include "proxy/report/relay_event.h"

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

}  // namespace
}  // namespace drawbridge::hub
