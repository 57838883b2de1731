#include <doctest/doctest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include "platform/exit_status.h"
#include "proxy/process/transcript_log.h"

using namespace drawbridge;

TEST_CASE("exit statuses: shell form and words") {
  const ExitStatus exited = ExitStatus::from_wait_status(3 << 8);
  CHECK_FALSE(exited.signalled);
  CHECK(exited.shell_status() == 3);
  CHECK(exited.describe() == "exited with status 3");
  const ExitStatus killed = ExitStatus::from_wait_status(SIGSEGV);
  CHECK(killed.signalled);
  CHECK(killed.shell_status() == 139);
  CHECK(killed.describe() == "killed by signal 11 (SIGSEGV)");
}

TEST_CASE("transcript entries: a head line (microsecond UTC stamp, direction, byte count), the bytes as read") {
  std::string out;
  append_log_entry(out, timespec{86400 + 3661, 123456789}, Direction::kFromEngine, std::nullopt, "readyok\r\n");
  CHECK(out == "@ 1970-01-02T01:01:01.123456Z engine> 9\nreadyok\r\n");
  out.clear();
  append_log_entry(out, timespec{0, 999}, Direction::kFromEngine, Direction::kToGui, "info a\ninfo b\nbest");
  CHECK(out == "@ 1970-01-01T00:00:00.000000Z engine>gui 19\ninfo a\ninfo b\nbest\n");
}

TEST_CASE("the transcript appends every line of every batch") {
  char path[] = "/tmp/drawbridge-log-XXXXXX";
  const int fd = mkstemp(path);
  REQUIRE(fd >= 0);
  ::close(fd);
  for (int run = 0; run < 2; ++run) {
    auto log = TranscriptLog::open(path);
    REQUIRE(log.ok());
    (*log)->record(Direction::kFromGui, "uci\nisready\n");
    (*log)->record(Direction::kToGui, "partial");
    (*log)->record(Direction::kNote, "done");
  }
  std::ifstream file(path);
  std::stringstream text;
  text << file.rdbuf();
  std::remove(path);
  // Each head line ("@ " stamp, direction, count) is followed by that many bytes of lines.
  std::string body;
  for (std::string head; std::getline(text, head);) {
    REQUIRE(head.size() > 30);
    REQUIRE(head.starts_with("@ "));
    const std::string tag_and_count = head.substr(30);
    const std::size_t space = tag_and_count.find(' ');
    std::string bytes(std::stoul(tag_and_count.substr(space + 1)), '\0');
    REQUIRE(text.read(bytes.data(), static_cast<std::streamsize>(bytes.size())));
    REQUIRE(bytes.back() == '\n');
    std::istringstream lines(bytes);
    for (std::string line; std::getline(lines, line);) body += tag_and_count.substr(0, space) + " " + line + "|";
  }
  CHECK(body == "gui> uci|gui> isready|>gui partial|note done|gui> uci|gui> isready|>gui partial|note done|");
  CHECK_FALSE(TranscriptLog::open("/nonexistent/dir/log").ok());
}
