// The subcommand harness: the command line answered before the subcommand runs (usage errors
// exit 2, --help and --version exit 0), and the line-in, JSON-out loop's flushing and errors.
#include <doctest/doctest.h>

#include <sstream>
#include <streambuf>
#include <string>
#include <vector>

#include "app/json_line_loop.h"
#include "app/subcommand.h"

using namespace drawbridge;

namespace {

const FlagSpec kFlags[] = {{"count", "N", "how many", ""}};

// Runs a subcommand over `words`; `ran` tells whether its body was reached.
int run(std::vector<std::string> words, bool& ran, absl::StatusOr<int> outcome = 0) {
  std::vector<char*> args;
  for (std::string& word : words) args.push_back(word.data());
  ran = false;
  return run_subcommand({"drawbridge test", "  drawbridge test [OPTIONS]", kFlags}, args,
                        [&](const CommandLine& line) -> absl::StatusOr<int> {
                          ran = true;
                          CHECK(last_value(line, "count") != nullptr);
                          return outcome;
                        });
}

// What the loop did to its output, in order: "w:<text>" for a write, "flush".
class Recorder final : public AnswerSink {
 public:
  void write(std::string_view text) override { events.push_back("w:" + std::string(text)); }
  void flush() override { events.push_back("flush"); }
  std::vector<std::string> events;
};

// Hands out its lines one read at a time, with nothing ready in between, as a pipe does
// when the writer waits for each answer.
class OneLineAtATime final : public std::streambuf {
 public:
  explicit OneLineAtATime(std::vector<std::string> lines) : lines_(std::move(lines)) {}

 protected:
  int_type underflow() override {
    if (next_ == lines_.size()) return traits_type::eof();
    std::string& line = lines_[next_++];
    setg(line.data(), line.data(), line.data() + line.size());
    return traits_type::to_int_type(line[0]);
  }
  std::streamsize showmanyc() override { return 0; }

 private:
  std::vector<std::string> lines_;
  std::size_t next_ = 0;
};

// Answers a line "ok" or "bad" with an error or without; skips "#" lines.
LineAnswer answer(std::string_view line, int number, JsonText& out) {
  if (line.starts_with("#")) return LineAnswer::kNone;
  out.open_object().key("line").number(number).key("error");
  if (line == "bad") {
    out.string("bad line").close_object();
    return LineAnswer::kError;
  }
  out.null().close_object();
  return LineAnswer::kRead;
}

}  // namespace

TEST_CASE("harness: a usage error exits 2 and the subcommand does not run") {
  bool ran = true;
  CHECK(run({"--frobnicate"}, ran) == 2);
  CHECK_FALSE(ran);
  CHECK(run({"--count"}, ran) == 2);
  CHECK_FALSE(ran);
}

TEST_CASE("harness: --help and --version exit 0 and the subcommand does not run") {
  bool ran = true;
  CHECK(run({"--count=1", "--help"}, ran) == 0);
  CHECK_FALSE(ran);
  CHECK(run({"--version"}, ran) == 0);
  CHECK_FALSE(ran);
}

TEST_CASE("harness: the subcommand's exit status, or 2 for an error it finds in the command line") {
  bool ran = false;
  CHECK(run({"--count=1"}, ran, 7) == 7);
  CHECK(ran);
  CHECK(run({"--count=x"}, ran, absl::InvalidArgumentError("--count: 'x' is not a number")) == 2);
  CHECK(ran);
}

TEST_CASE("line loop: lines ready together are written together, then flushed") {
  std::istringstream in("ok\n#comment\nbad\nok\n");
  Recorder out;
  CHECK(answer_lines(in, answer, out) == 1);
  CHECK(out.events == std::vector<std::string>{"w:{\"line\":1,\"error\":null}\n",
                                               "w:{\"line\":3,\"error\":\"bad line\"}\n",
                                               "w:{\"line\":4,\"error\":null}\n", "flush", "flush"});
}

TEST_CASE("line loop: each answer is flushed before a read that would wait") {
  OneLineAtATime pipe({"ok\n", "#comment\n", "bad\n"});
  std::istream in(&pipe);
  Recorder out;
  CHECK(answer_lines(in, answer, out) == 1);
  CHECK(out.events == std::vector<std::string>{"w:{\"line\":1,\"error\":null}\n", "flush", "flush",
                                               "w:{\"line\":3,\"error\":\"bad line\"}\n", "flush", "flush"});
}
