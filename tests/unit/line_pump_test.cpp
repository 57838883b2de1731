#include <doctest/doctest.h>
#include <unistd.h>

#include <string>
#include <thread>

#include "proxy/process/line_pump.h"
#include "proxy/process/unique_fd.h"
#include "proxy/process/interruptible_thread.h"

using namespace drawbridge;

namespace {

// Injects a line before "mark", swallows "secret", stops after "stop"; records what it saw.
class ScriptedHandler final : public LineHandler {
 public:
  LineFate on_line(std::string_view line, std::string& before) override {
    seen += std::string(line) + "|";
    if (line == "mark") before += "injected\n";
    if (line == "secret") return LineFate::swallow;
    if (line == "stop") return LineFate::forward_then_stop;
    return LineFate::forward;
  }
  // When skimming, takes in at once every line before the first "mark", as the session does
  // with an engine's info lines.
  std::size_t forward_prefix(std::string_view lines) override {
    if (!skim) return 0;
    const std::size_t mark = lines.starts_with("mark\n") ? 0 : lines.find("\nmark\n");
    const std::size_t prefix = mark == 0 ? 0 : mark == std::string_view::npos ? lines.size() : mark + 1;
    skimmed += lines.substr(0, prefix);
    return prefix;
  }
  bool skim = false;
  std::string seen;
  std::string skimmed;
};

struct Pipe {
  Pipe() {
    int fds[2];
    REQUIRE(::pipe(fds) == 0);
    read_end.reset(fds[0]);
    write_end.reset(fds[1]);
  }
  UniqueFd read_end, write_end;
};

std::string read_all(int fd) {
  std::string out;
  char buffer[65536];
  for (ssize_t n; (n = ::read(fd, buffer, sizeof buffer)) > 0;) out.append(buffer, n);
  return out;
}

struct PumpRun {
  LinePump::Ending ending;
  std::string output;
  std::string seen;
  bool ended_mid_line;
  std::string skimmed;
};

// Feeds `pieces` into the pump one write at a time (with pauses, so that reads split them).
PumpRun pump(std::vector<std::string> pieces, bool skim = false) {
  Pipe in, out;
  FdWriter writer(out.write_end.get());
  ScriptedHandler handler;
  handler.skim = skim;
  LinePump line_pump(in.read_end.get(), writer, handler, nullptr, Direction::from_gui,
                     Direction::to_engine);
  std::thread feeder([&] {
    for (const std::string& piece : pieces) {
      CHECK(::write(in.write_end.get(), piece.data(), piece.size()) == static_cast<ssize_t>(piece.size()));
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
    in.write_end.reset();
  });
  std::string output;
  std::thread collector([&] { output = read_all(out.read_end.get()); });
  const std::atomic<bool> never{false};
  const LinePump::Ending ending = line_pump.run(never);
  out.write_end.reset();
  feeder.join();
  collector.join();
  return {ending, output, handler.seen, line_pump.ended_mid_line(), handler.skimmed};
}

}  // namespace

TEST_CASE("lines pass byte for byte, including CR, blanks and a last line without newline") {
  const PumpRun run = pump({"uci\r\n\n  spaced\tout  \n", "half a li", "ne\nend"});
  CHECK(run.ending == LinePump::Ending::end_of_input);
  CHECK(run.output == "uci\r\n\n  spaced\tout  \nhalf a line\nend");
  CHECK(run.seen == "uci\r||  spaced\tout  |half a line|end|");
  CHECK(run.ended_mid_line);
}

TEST_CASE("the handler injects before a line, swallows one, and stops the pump") {
  const PumpRun run = pump({"a\nmark\nsecret\nb\n", "x\nsecr", "et\nmark\nstop\nnever\n"});
  CHECK(run.ending == LinePump::Ending::handler_stopped);
  CHECK(run.output == "a\ninjected\nmark\nb\nx\ninjected\nmark\nstop\n");
  CHECK_FALSE(run.ended_mid_line);
}

TEST_CASE("lines the handler takes in as a block pass unchanged, and the line after them is asked about") {
  const PumpRun run = pump({"a\nb\nmark\nc\nmark\nd\n", "e\nhalf", " line\nmark\nf\n"}, true);
  CHECK(run.output == "a\nb\ninjected\nmark\nc\ninjected\nmark\nd\ne\nhalf line\ninjected\nmark\nf\n");
  // A line that a read completes is asked about on its own; whole lines come as blocks.
  CHECK(run.seen == "mark|mark|half line|mark|");
  CHECK(run.skimmed == "a\nb\nc\nd\ne\nf\n");
}

TEST_CASE("a ten-megabyte line arriving in pieces passes whole") {
  const std::string big(10 * 1024 * 1024, 'q');
  const PumpRun run = pump({"before\n" + big.substr(0, 3'000'000), big.substr(3'000'000), "\nafter\n"});
  CHECK(run.output == "before\n" + big + "\nafter\n");
  CHECK(run.seen.size() == big.size() + 14);  // "before|", "|", "after|"
}

TEST_CASE("stopping an interruptible thread ends a pump blocked in read") {
  Pipe in, out;
  FdWriter writer(out.write_end.get());
  ScriptedHandler handler;
  LinePump line_pump(in.read_end.get(), writer, handler, nullptr, Direction::from_engine,
                     Direction::to_gui);
  LinePump::Ending ending = LinePump::Ending::end_of_input;
  InterruptibleThread thread([&](const std::atomic<bool>& stop) { ending = line_pump.run(stop); });
  std::this_thread::sleep_for(std::chrono::milliseconds(20));  // let it block in read(2)
  thread.stop_and_join();
  CHECK(ending == LinePump::Ending::stopped);  // the input pipe is still open
}
