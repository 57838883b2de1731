#include <doctest/doctest.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <chrono>
#include <fstream>
#include <string>
#include <thread>

#include "platform/interruptible_thread.h"
#include "platform/unique_fd.h"
#include "proxy/process/line_pump.h"

using namespace drawbridge;

namespace {

// Injects a line before "mark", answers "ask" back, swallows "secret", stops after "stop";
// records what it saw.
class ScriptedObserver final : public LineObserver {
 public:
  LineFate on_line(Side, std::string_view line, Additions& add) override {
    seen += std::string(line) + "|";
    if (line == "mark") add.ahead += "injected\n";
    if (line == "ask") add.back += "answer\n";
    if (line == "secret") return LineFate::kSwallow;
    if (line == "stop") return LineFate::kForwardThenStop;
    return LineFate::kForward;
  }
  // When skimming, takes in at once every line before the first "mark", as the session does
  // with an engine's info lines.
  std::size_t on_lines(Side, std::string_view lines) override {
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

constexpr std::chrono::seconds kPatience{10};

// Waits until the pump has read every byte written to `fd` so far (or has ended), so that the
// next piece comes in a read of its own.
void wait_until_read(int fd, const std::atomic<bool>& pump_ended) {
  const auto deadline = std::chrono::steady_clock::now() + kPatience;
  int unread = 0;
  while (!pump_ended && ::ioctl(fd, FIONREAD, &unread) == 0 && unread > 0 &&
         std::chrono::steady_clock::now() < deadline) {
    std::this_thread::yield();
  }
}

// Waits until thread `tid` of this process is asleep in a system call (the pump's read).
bool wait_until_asleep(pid_t tid) {
  const auto deadline = std::chrono::steady_clock::now() + kPatience;
  while (std::chrono::steady_clock::now() < deadline) {
    std::ifstream stat("/proc/self/task/" + std::to_string(tid) + "/stat");
    std::string text((std::istreambuf_iterator<char>(stat)), {});
    const std::size_t after_name = text.rfind(')');
    if (after_name != std::string::npos && text.compare(after_name, 3, ") S") == 0) return true;
    std::this_thread::yield();
  }
  return false;
}

struct PumpRun {
  LinePump::Ending ending;
  std::string output;
  std::string seen;
  bool ended_mid_line;
  std::string skimmed;
  std::string answered;  // what went back to the side that wrote
  bool stop_flag;        // the observer_stopped flag after the run
};

// Feeds `pieces` into the pump one write at a time, each read on its own, so that reads split them.
PumpRun pump(std::vector<std::string> pieces, bool skim = false) {
  Pipe in, out, back;
  FdWriter writer(out.write_end.get());
  FdWriter back_writer(back.write_end.get());
  ScriptedObserver handler;
  handler.skim = skim;
  std::atomic<bool> stopped{false};
  std::atomic<bool> pump_ended{false};
  LinePump line_pump(Side::kGui, in.read_end.get(), writer, back_writer, handler, nullptr, &stopped);
  std::thread feeder([&] {
    for (const std::string& piece : pieces) {
      CHECK(::write(in.write_end.get(), piece.data(), piece.size()) == static_cast<ssize_t>(piece.size()));
      wait_until_read(in.read_end.get(), pump_ended);
    }
    in.write_end.reset();
  });
  std::string output, answered;
  std::thread collector([&] { output = read_all(out.read_end.get()); });
  std::thread back_collector([&] { answered = read_all(back.read_end.get()); });
  const std::atomic<bool> never{false};
  const LinePump::Ending ending = line_pump.run(never);
  pump_ended = true;
  out.write_end.reset();
  back.write_end.reset();
  feeder.join();
  collector.join();
  back_collector.join();
  return {ending, output, handler.seen, line_pump.ended_mid_line(), handler.skimmed, answered, stopped};
}

}  // namespace

TEST_CASE("lines pass byte for byte, including CR, blanks and a last line without newline") {
  const PumpRun run = pump({"uci\r\n\n  spaced\tout  \n", "half a li", "ne\nend"});
  CHECK(run.ending == LinePump::Ending::kEndOfInput);
  CHECK(run.output == "uci\r\n\n  spaced\tout  \nhalf a line\nend");
  CHECK(run.seen == "uci\r||  spaced\tout  |half a line|end|");
  CHECK(run.ended_mid_line);
}

TEST_CASE("the observer injects before a line, answers back, swallows one, and stops the pump") {
  const PumpRun run = pump({"a\nmark\nsecret\nask\nb\n", "x\nsecr", "et\nmark\nstop\nnever\n"});
  CHECK(run.ending == LinePump::Ending::kObserverStopped);
  CHECK(run.output == "a\ninjected\nmark\nask\nb\nx\ninjected\nmark\nstop\n");
  CHECK(run.answered == "answer\n");
  CHECK(run.stop_flag);
  CHECK_FALSE(run.ended_mid_line);
}

TEST_CASE("the stop flag stays down while the observer lets the pump run") { CHECK_FALSE(pump({"a\nb\n"}).stop_flag); }

TEST_CASE("lines the observer takes in as a block pass unchanged, and the line after them is asked about") {
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
  ScriptedObserver handler;
  LinePump line_pump(Side::kEngine, in.read_end.get(), writer, writer, handler, nullptr);
  LinePump::Ending ending = LinePump::Ending::kEndOfInput;
  std::atomic<pid_t> tid{0};
  InterruptibleThread thread([&](const std::atomic<bool>& stop) {
    tid = ::gettid();
    ending = line_pump.run(stop);
  });
  while (tid == 0) std::this_thread::yield();
  CHECK(wait_until_asleep(tid));
  thread.stop_and_join();
  CHECK(ending == LinePump::Ending::kStopped);  // the input pipe is still open
}
