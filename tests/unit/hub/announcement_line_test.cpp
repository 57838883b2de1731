// drawbridge's own line in a Hub stream.
#include <doctest/doctest.h>

#include <string>

#include "proxy/hub/announcement_line.h"
#include "proxy/hub/hub_line.h"

namespace drawbridge::hub {
namespace {

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

}  // namespace
}  // namespace drawbridge::hub
