#include <doctest/doctest.h>

#include <unistd.h>
#include <cstdio>
#include <fstream>
#include <string>

#include <boost/json/parse.hpp>

#include "render/event_json.h"
#include "render/event_line.h"
#include "session_test_support.h"

using namespace drawbridge;
using drawbridge::session_testing::Driver;
using drawbridge::session_testing::fields;

namespace {

namespace json = boost::json;

std::string temp_path(std::string_view name) {
  return "/tmp/drawbridge_" + std::string(name) + "_" + std::to_string(::getpid()) + ".jsonl";
}

std::vector<json::object> read_events(const std::string& path) {
  std::vector<json::object> events;
  std::ifstream file(path);
  for (std::string line; std::getline(file, line);) events.push_back(json::parse(line).as_object());
  return events;
}

// The JSON line says what the injected line says.
void check_agree(const json::object& event, const std::string& line) {
  const auto f = fields(line);
  CHECK(event.at("event").as_string() == f.at("event"));
  if (f.at("rule") == "none")
    CHECK(event.at("rule").is_null());
  else
    CHECK(event.at("rule").as_string() == f.at("rule"));
  if (f.at("article") == "none")
    CHECK(event.at("article").is_null());
  else
    CHECK(event.at("article").as_string() == f.at("article"));
  CHECK(std::to_string(event.at("ply").as_int64()) == f.at("ply"));
  if (f.count("move"))
    CHECK(event.at("move").as_string() == f.at("move"));
  else
    CHECK(event.at("move").is_null());
  if (f.count("result"))
    CHECK(event.at("result").as_string() == f.at("result"));
  else
    CHECK(event.at("result").is_null());
}

}  // namespace

TEST_CASE("events: the event line prints every field of the contract in order") {
  draw::Event event;
  event.kind = draw::EventKind::kResult;
  event.rule = draw::Rule::kCheckmate;
  event.article = "5.1.1";
  event.ply = 4;
  event.result = draw::Result::kBlackWins;
  event.detail = "two\nlines";
  CHECK(render::event_line(event) ==
        "info string drawbridge event=result rule=checkmate article=5.1.1 ply=4 result=0-1 detail=two lines");
  CHECK(render::event_json(event, "fide-2023", 3) ==
        R"({"event":"result","rule":"checkmate","article":"5.1.1","edition":"fide-2023","ply":4,)"
        R"("move":null,"result":"0-1","fen":null,"game":3,"detail":"two\nlines"})");
}

TEST_CASE("events: the events file and the injected lines agree, game by game") {
  const std::string path = temp_path("events");
  std::remove(path.c_str());
  std::vector<std::string> lines;
  {
    Settings settings;
    settings.events = path;
    Driver driver(settings);
    driver.gui("position startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1");
    for (std::string& line : driver.search("cp 0", "f6g8")) lines.push_back(line);
    driver.gui("ucinewgame");
    for (std::string& line : driver.gui("position startpos moves f2f3 e7e5 g2g4 d8h4")) lines.push_back(line);
    for (std::string& line : driver.gui("go")) lines.push_back(line);
    for (std::string& line : driver.gui("position startpos moves e2e4 e2e4")) lines.push_back(line);
  }
  const std::vector<json::object> events = read_events(path);
  REQUIRE(lines.size() == 3);
  REQUIRE(events.size() == 3);
  for (std::size_t i = 0; i < events.size(); ++i) check_agree(events[i], lines[i]);
  CHECK(events[0].at("game").as_int64() == 1);
  CHECK(events[0].at("edition").as_string() == "fide-2023");
  CHECK(events[0].at("fen").as_string() == "rnbqkb1r/pppppppp/5n2/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 7 4");
  CHECK(events[1].at("game").as_int64() == 2);
  CHECK(events[1].at("fen").as_string() == "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
  // The same start without ucinewgame: a takeback in game 2, not a new game.
  CHECK(events[2].at("game").as_int64() == 2);
  CHECK(events[2].at("event").as_string() == "error");
  std::remove(path.c_str());
}
