#include <doctest/doctest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include "app/cli_options.h"
#include "proxy/process/exit_status.h"
#include "proxy/process/transcript_log.h"

using namespace drawbridge;

TEST_CASE("config file: keys, and errors that name file, line and key") {
  const auto settings = parse_config("# comment\nlog = \"/tmp/x.log\"\nquit_grace_ms = 250\n", "a.toml");
  REQUIRE(settings.ok());
  CHECK(settings->log == "/tmp/x.log");
  CHECK(settings->quit_grace_ms == 250);

  const auto unknown = parse_config("\nquit_grace_ms = 1\nverbose = true\n", "b.toml");
  CHECK(unknown.status().message() == "b.toml:3: unknown key 'verbose'");
  const auto wrong = parse_config("log = 5\n", "c.toml");
  CHECK(wrong.status().message() == "c.toml:1: key 'log' must be a string");
  const auto broken = parse_config("log = \n", "d.toml");
  CHECK_FALSE(broken.ok());
  CHECK(std::string(broken.status().message()).starts_with("d.toml:1:"));
}

TEST_CASE("flags win over the file, the file over the defaults") {
  const StatedSettings none;
  const StatedSettings file{"file.log", 300};
  const StatedSettings flags{"flag.log", std::nullopt};
  const auto defaults = combine_settings(none, none, {"engine"});
  REQUIRE(defaults.ok());
  CHECK_FALSE(defaults->log_path.has_value());
  CHECK(defaults->quit_grace.count() == 1000);
  const auto combined = combine_settings(flags, file, {"engine", "-x"});
  REQUIRE(combined.ok());
  CHECK(combined->log_path == "flag.log");
  CHECK(combined->quit_grace.count() == 300);
  CHECK(combined->engine_command == std::vector<std::string>{"engine", "-x"});
  CHECK_FALSE(combine_settings(flags, file, {}).ok());
  CHECK_FALSE(combine_settings(StatedSettings{std::nullopt, -1}, none, {"e"}).ok());
}

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
