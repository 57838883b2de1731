#include <doctest/doctest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include "proxy/process/exit_status.h"
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

TEST_CASE("transcript lines: microsecond UTC stamp, direction, the line") {
  std::string out;
  append_log_line(out, timespec{86400 + 3661, 123456789}, Direction::kFromEngine, "readyok\r");
  CHECK(out == "1970-01-02T01:01:01.123456Z engine> readyok\r\n");
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
  std::string body;
  for (std::string line; std::getline(text, line);) body += line.substr(28) + "|";
  CHECK(body == "gui> uci|gui> isready|>gui partial|note done|gui> uci|gui> isready|>gui partial|note done|");
  CHECK_FALSE(TranscriptLog::open("/nonexistent/dir/log").ok());
}
