// Relay benchmarks: drawbridge against the minimal two-thread relay (minimal_relay), in
// interleaved pairs of runs; prints the median of the per-pair ratios. Round trips here
// are dominated by scheduler wake-ups, so only ratios measured side by side mean anything.
// Usage: relay_bench DRAWBRIDGE MINIMAL_RELAY FAKE_ENGINE [PAIRS [ONLY [SYZYGY_DIR]]]
// (ONLY: run just the benchmarks whose title contains this text; SYZYGY_DIR: the tables of the
// 5-piece game, drawbridge with --syzygy against drawbridge without)
// Or: relay_bench --before DRAWBRIDGE_BEFORE DRAWBRIDGE FAKE_ENGINE [PAIRS], another build as the
// baseline. Each ratio is printed with the lowest and highest of the pairs'.
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

extern char** environ;

namespace {

using Clock = std::chrono::steady_clock;

// A relay process with an engine behind it, driven through pipes like a GUI would.
class Child {
 public:
  explicit Child(const std::vector<std::string>& command) {
    int in[2], out[2];
    if (::pipe(in) != 0 || ::pipe(out) != 0) throw std::runtime_error("pipe");
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, in[0], STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
    for (int fd : {in[0], in[1], out[0], out[1]}) posix_spawn_file_actions_addclose(&actions, fd);
    std::vector<char*> argv;
    for (const std::string& word : command) argv.push_back(const_cast<char*>(word.c_str()));
    argv.push_back(nullptr);
    if (posix_spawnp(&pid_, argv[0], &actions, nullptr, argv.data(), environ) != 0) {
      throw std::runtime_error("cannot start " + command[0]);
    }
    posix_spawn_file_actions_destroy(&actions);
    ::close(in[0]);
    ::close(out[1]);
    to_ = in[1];
    from_ = out[0];
  }
  ~Child() {
    [[maybe_unused]] const ssize_t n = ::write(to_, "quit\n", 5);
    ::close(to_);
    while (::read(from_, buffer_, sizeof buffer_) > 0) {
    }
    ::close(from_);
    int status;
    ::waitpid(pid_, &status, 0);
  }

  void send(const std::string& text) {
    if (::write(to_, text.data(), text.size()) != static_cast<ssize_t>(text.size())) {
      throw std::runtime_error("write failed");
    }
  }

  // Reads lines until one starts with `prefix`; returns it. Counts the lines read.
  std::string read_until(const char* prefix, long* lines = nullptr) {
    const std::size_t prefix_size = std::strlen(prefix);
    for (;;) {
      while (begin_ < end_) {
        char* newline = static_cast<char*>(std::memchr(buffer_ + begin_, '\n', end_ - begin_));
        if (newline == nullptr) break;
        const std::string_view line(buffer_ + begin_, newline - (buffer_ + begin_));
        begin_ = newline + 1 - buffer_;
        if (lines) ++*lines;
        if (line.size() >= prefix_size && std::memcmp(line.data(), prefix, prefix_size) == 0) {
          return std::string(line);
        }
      }
      std::memmove(buffer_, buffer_ + begin_, end_ - begin_);
      end_ -= begin_;
      begin_ = 0;
      if (end_ == sizeof buffer_) throw std::runtime_error("line too long");
      const ssize_t n = ::read(from_, buffer_ + end_, sizeof buffer_ - end_);
      if (n <= 0) throw std::runtime_error(std::string("output ended before ") + prefix);
      end_ += n;
    }
  }

 private:
  pid_t pid_;
  int to_, from_;
  char buffer_[1 << 16];
  std::size_t begin_ = 0, end_ = 0;
};

double seconds_since(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

void start_uci(Child& engine) {
  engine.send("uci\n");
  engine.read_until("uciok");
  engine.send("setoption name Threads value 1\nisready\n");
  engine.read_until("readyok");
}

// Microseconds per isready/readyok round trip.
double isready_round_trip(const std::vector<std::string>& relay, int count) {
  std::vector<std::string> command = relay;
  command.push_back("stockfish");
  Child engine(command);
  start_uci(engine);
  const auto start = Clock::now();
  for (int i = 0; i < count; ++i) {
    engine.send("isready\n");
    engine.read_until("readyok");
  }
  return seconds_since(start) * 1e6 / count;
}

// Info lines per second reaching the GUI from a flooding engine.
double flood_lines_per_second(const std::vector<std::string>& relay, const std::string& fake, long lines) {
  std::vector<std::string> command = relay;
  command.push_back(fake);
  Child engine(command);
  engine.send("isready\n");  // the relay and the engine are up before the clock starts
  engine.read_until("readyok");
  long seen = 0;
  const auto start = Clock::now();
  engine.send("flood " + std::to_string(lines) + "\n");
  engine.read_until("bestmove", &seen);
  if (seen != lines + 2) throw std::runtime_error("flood lost lines");  // + echo, bestmove
  return lines / seconds_since(start);
}

// Microseconds per ply of a game sent as `position START moves ...` + `go nodes 1`.
double game_round_trip(const std::vector<std::string>& relay, int plies,
                       const std::string& start_position = "startpos") {
  std::vector<std::string> command = relay;
  command.push_back("stockfish");
  Child engine(command);
  start_uci(engine);
  std::string moves;
  const auto start = Clock::now();
  for (int ply = 0; ply < plies; ++ply) {
    engine.send("position " + start_position + (moves.empty() ? "" : " moves" + moves) + "\ngo nodes 1\n");
    const std::string best = engine.read_until("bestmove");
    const std::string move = best.substr(9, best.find(' ', 9) - 9);
    moves = move == "(none)" ? "" : moves + " " + move;  // game over: start a new one
  }
  return seconds_since(start) * 1e6 / plies;
}

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  const std::size_t n = values.size();
  return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

// Runs `measure` for the baseline and the candidate in alternating order, `pairs` times.
std::string only;  // set once in main() from the command line

void compare(const char* title, const char* unit, int pairs, bool higher_is_better, double target,
             const std::function<double(const std::vector<std::string>&)>& measure,
             const std::vector<std::string>& baseline, const std::vector<std::string>& candidate,
             const char* baseline_name = "minimal") {
  if (std::string_view(title).find(only) == std::string_view::npos) return;
  std::vector<double> base, cand, ratios;
  for (int pair = 0; pair < pairs; ++pair) {
    double b, c;
    if (pair % 2 == 0) {
      b = measure(baseline);
      c = measure(candidate);
    } else {
      c = measure(candidate);
      b = measure(baseline);
    }
    base.push_back(b);
    cand.push_back(c);
    ratios.push_back(c / b);
  }
  const double ratio = median(ratios);
  const bool ok = higher_is_better ? ratio >= target : ratio <= target;
  const auto [lowest, highest] = std::minmax_element(ratios.begin(), ratios.end());
  std::printf("%-44s %s %10.1f %s  drawbridge %10.1f %s  ratio %.3f (%.3f-%.3f) (%s %.2f: %s)\n", title, baseline_name,
              median(base), unit, median(cand), unit, ratio, *lowest, *highest, higher_is_better ? ">=" : "<=", target,
              ok ? "ok" : "MISSED");
  std::fflush(stdout);
}

}  // namespace

// Another build of drawbridge as the baseline, on the figures a change to the relay could move:
// the speed before and after it, side by side.
int compare_builds(const std::string& before, const std::string& after, const std::string& fake, int pairs) {
  const std::vector<std::string> old_relay{before, "--"};
  const std::vector<std::string> new_relay{after, "--"};
  compare(
      "isready round trip, stockfish (2000/run)", "us", pairs, false, 1.05,
      [](const auto& r) { return isready_round_trip(r, 2000); }, old_relay, new_relay, "before");
  compare(
      "flood, fake engine (300000 info lines/go)", "l/s", pairs, true, 0.95,
      [&](const auto& r) { return flood_lines_per_second(r, fake, 300000); }, old_relay, new_relay, "before");
  compare(
      "300-ply game, position+go nodes 1, per ply", "us", pairs, false, 1.05,
      [](const auto& r) { return game_round_trip(r, 300); }, old_relay, new_relay, "before");
  return 0;
}

int main(int argc, char** argv) {
  if (argc < 4 || (std::string_view(argv[1]) == "--before" && argc < 5)) {
    std::fputs(
        "usage: relay_bench DRAWBRIDGE MINIMAL_RELAY FAKE_ENGINE [PAIRS [ONLY [SYZYGY_DIR]]]\n"
        "       relay_bench --before DRAWBRIDGE_BEFORE DRAWBRIDGE FAKE_ENGINE [PAIRS]\n",
        stderr);
    return 2;
  }
  std::signal(SIGPIPE, SIG_IGN);
  setenv("PATH", (std::string("/usr/games:") + std::getenv("PATH")).c_str(), 1);
  if (std::string_view(argv[1]) == "--before") {
    try {
      return compare_builds(argv[2], argv[3], argv[4], argc > 5 ? std::atoi(argv[5]) : 15);
    } catch (const std::exception& error) {
      std::fprintf(stderr, "relay_bench: %s\n", error.what());
      return 1;
    }
  }
  const std::string drawbridge = argv[1], minimal = argv[2], fake = argv[3];
  const int pairs = argc > 4 ? std::atoi(argv[4]) : 15;
  if (argc > 5) only = argv[5];
  const std::vector<std::string> base{minimal};
  const std::vector<std::string> relay{drawbridge, "--"};
  const std::string log = "/tmp/drawbridge-bench-" + std::to_string(getpid()) + ".log";
  const std::vector<std::string> logged{drawbridge, "--log", log, "--"};
  try {
    compare(
        "isready round trip, stockfish (2000/run)", "us", pairs, false, 1.10,
        [](const auto& r) { return isready_round_trip(r, 2000); }, base, relay);
    compare(
        "isready round trip with --log", "us", pairs, false, 1.10,
        [](const auto& r) { return isready_round_trip(r, 2000); }, base, logged);
    compare(
        "flood, fake engine (300000 info lines/go)", "l/s", pairs, true, 0.90,
        [&](const auto& r) { return flood_lines_per_second(r, fake, 300000); }, base, relay);
    compare(
        "flood with --log", "l/s", pairs, true, 0.90,
        [&](const auto& r) {
          std::remove(log.c_str());  // each run writes a fresh file, as a new match would
          return flood_lines_per_second(r, fake, 300000);
        },
        base, logged);
    compare(
        "300-ply game, position+go nodes 1, per ply", "us", pairs, false, 1.10,
        [](const auto& r) { return game_round_trip(r, 300); }, base, relay);
    if (argc > 6) {
      // Every position is probed: with --claim never a cursed win stays undecided (doc/tablebases.md).
      const std::vector<std::string> probing{drawbridge, "--syzygy", argv[6], "--claim", "never", "--"};
      const std::vector<std::string> plain{drawbridge, "--claim", "never", "--"};
      compare(
          "5-piece game (KBBvKN) with --syzygy, per ply", "us", pairs, false, 1.05,
          [](const auto& r) { return game_round_trip(r, 300, "fen 8/4BBK1/8/1n6/8/8/8/2k5 b - - 0 1"); }, plain,
          probing, "no tables");
    }
  } catch (const std::exception& error) {
    std::fprintf(stderr, "relay_bench: %s\n", error.what());
    std::remove(log.c_str());
    return 1;
  }
  std::remove(log.c_str());
  return 0;
}
