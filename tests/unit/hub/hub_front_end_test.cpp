// The Hub front end as the relay's pumps call it: what it adds around the lines and what it
// swallows, without an engine.
#include <doctest/doctest.h>

#include <cstdio>
#include <string>
#include <string_view>

#include "proxy/hub/hub_front_end.h"
#include "tests/unit/hub/hub_test_support.h"

namespace drawbridge::hub {
namespace {

using namespace testing;

struct Said {
  LineFate fate;
  Additions add;
};

Said gui(HubFrontEnd& front_end, std::string_view line) {
  Said said{LineFate::kForward, {}};
  said.fate = front_end.on_line(Side::kGui, line, said.add);
  return said;
}

std::string engine(HubFrontEnd& front_end, std::string_view line) {
  Additions add;
  CHECK(front_end.on_line(Side::kEngine, line, add) == LineFate::kForward);
  CHECK(add.back.empty());
  return add.ahead;
}

const std::string kThreefold =
    std::string("pos pos=") + kShuffle + " moves=\"50-44 1-7 44-50 7-1 50-44 1-7 44-50 7-1\"";
constexpr char kResult[] = "drawbridge event=result rule=threefold-repetition article=6.1 ply=8 result=1/2-1/2\n";

TEST_CASE("Hub front end: --adjudicate stop answers go think in an ended game, not go ponder or go analyze") {
  HubFrontEnd front_end(draughts_session::DraughtsGame(edition("draughts-fmjd"), draw::Policy{}), nullptr,
                        FrontEndSettings{true, nullptr});
  CHECK(gui(front_end, kThreefold).fate == LineFate::kForward);
  Said go = gui(front_end, "go think");
  CHECK(go.fate == LineFate::kSwallow);
  CHECK(go.add.back == std::string(kResult) + "done\n");
  CHECK(go.add.ahead.empty());
  CHECK(gui(front_end, "go analyze").fate == LineFate::kForward);
  CHECK(gui(front_end, "go ponder").fate == LineFate::kForward);
  CHECK(gui(front_end, "quit").fate == LineFate::kForwardThenStop);
}

TEST_CASE("Hub front end: the result is said once at go under --adjudicate report, and the engine searches") {
  HubFrontEnd front_end(draughts_session::DraughtsGame(edition("draughts-fmjd"), draw::Policy{}), nullptr,
                        FrontEndSettings{false, nullptr});
  gui(front_end, kThreefold);
  Said go = gui(front_end, "go think");
  CHECK(go.fate == LineFate::kForward);
  CHECK(go.add.back == kResult);
  CHECK(engine(front_end, "done move=50-44").empty());
  gui(front_end, kThreefold);
  CHECK(gui(front_end, "go think").add.back.empty());
}

TEST_CASE("Hub front end: a ponder search's move claims nothing until ponder-hit") {
  HubFrontEnd front_end(draughts_session::DraughtsGame(edition("draughts-fmjd"), draw::Policy{}), nullptr,
                        FrontEndSettings{false, nullptr});
  const std::string seven = std::string("pos pos=") + kShuffle + " moves=\"50-44 1-7 44-50 7-1 50-44 1-7 44-50\"";
  gui(front_end, seven);
  gui(front_end, "go ponder");
  CHECK(engine(front_end, "done move=7-1").empty());
  gui(front_end, seven);
  gui(front_end, "go ponder");
  CHECK(gui(front_end, "ponder-hit").add.back.empty());
  CHECK(engine(front_end, "done move=7-1") ==
        "drawbridge event=result rule=threefold-repetition article=6.1 ply=8 move=7-1 result=1/2-1/2\n");
}

TEST_CASE("Hub front end: errors go to the GUI's line and to the error stream, and the line passes") {
  std::FILE* errors = std::tmpfile();
  REQUIRE(errors != nullptr);
  HubFrontEnd front_end(draughts_session::DraughtsGame(edition("draughts-fmjd"), draw::Policy{}), nullptr,
                        FrontEndSettings{false, errors});
  const Said said = gui(front_end, "pos moves=\"32-28 28-23\"");
  CHECK(said.fate == LineFate::kForward);
  CHECK(said.add.back ==
        "drawbridge event=error rule=none article=none ply=1 move=28-23 detail=\"pos: illegal move '28-23'; no game is "
        "followed until the next pos that can be\"\n");
  CHECK(front_end.on_engine_gone("exited with status 3") ==
        "drawbridge event=error rule=none article=none detail=\"engine exited with status 3\"\n");
  std::rewind(errors);
  char text[512] = {};
  const std::size_t n = std::fread(text, 1, sizeof text - 1, errors);
  std::fclose(errors);
  CHECK(std::string(text, n) ==
        "drawbridge: ply 1, move 28-23: pos: illegal move '28-23'; no game is followed until the next pos that can be\n"
        "drawbridge: engine exited with status 3\n");
}

}  // namespace
}  // namespace drawbridge::hub
