#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>

#include "proxy/report/events_file.h"
#include "proxy/report/relay_event.h"
#include "tests/unit/temp_dir.h"

using namespace drawbridge;

namespace {

std::unique_ptr<EventsFile> opened(const std::string& path) {
  absl::StatusOr<std::unique_ptr<EventsFile>> file = EventsFile::open(path);
  REQUIRE(file.ok());
  return *std::move(file);
}

std::string contents(const std::string& path) {
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace

TEST_CASE("events file: each event is one line, and no error is said while writes succeed") {
  const testing::TempDir dir;
  const std::string path = (dir / "events.jsonl").string();
  std::unique_ptr<EventsFile> file = opened(path);
  CHECK_FALSE(write_or_give_up(file, notice_event(3, "first"), "fide-2023", 1).has_value());
  CHECK_FALSE(write_or_give_up(file, notice_event(4, "second"), "fide-2023", 1).has_value());
  CHECK(file != nullptr);
  const std::string text = contents(path);
  CHECK(text.find("\"detail\":\"first\"") != std::string::npos);
  CHECK(text.find("\"detail\":\"second\"") != std::string::npos);
  CHECK(std::count(text.begin(), text.end(), '\n') == 2);
}

TEST_CASE("events file: given up at its first failed write, which is said once") {
  std::unique_ptr<EventsFile> file = opened("/dev/full");
  const std::optional<draw::Event> lost = write_or_give_up(file, notice_event(3, "first"), "fide-2023", 1);
  REQUIRE(lost.has_value());
  CHECK(lost->kind == draw::EventKind::kError);
  CHECK(lost->detail.find("cannot write events file /dev/full") != std::string::npos);
  CHECK(lost->detail.find("no more events are written to it") != std::string::npos);
  CHECK(file == nullptr);
  CHECK_FALSE(write_or_give_up(file, notice_event(4, "second"), "fide-2023", 1).has_value());
}
