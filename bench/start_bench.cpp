// The start benchmark: the wall time of `drawbridge --help`, from posix_spawn to the exit seen
// by waitpid, against a minimal C++ program's (minimal_start.cpp) in the same run. The programs
// run in turn, RUNS times each, their output to /dev/null; each figure is the median of its runs,
// with the spread (the fastest and slowest). With BEFORE, a second drawbridge binary (another
// build) runs in the same turns.
// Usage: start_bench RUNS MINIMAL_START DRAWBRIDGE [BEFORE]
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

extern char** environ;

namespace {

using Clock = std::chrono::steady_clock;

// One run of `program` (with --help unless it is the baseline), in milliseconds of wall time.
double run_ms(const std::string& program, bool help) {
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
  std::string help_flag = "--help";
  std::vector<char*> argv{const_cast<char*>(program.c_str())};
  if (help) argv.push_back(help_flag.data());
  argv.push_back(nullptr);
  const Clock::time_point start = Clock::now();
  pid_t pid = 0;
  if (posix_spawn(&pid, program.c_str(), &actions, nullptr, argv.data(), environ) != 0) {
    std::perror(program.c_str());
    std::exit(1);
  }
  int status = 0;
  waitpid(pid, &status, 0);
  const Clock::time_point end = Clock::now();
  posix_spawn_file_actions_destroy(&actions);
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    std::fprintf(stderr, "%s failed (status %d)\n", program.c_str(), status);
    std::exit(1);
  }
  return std::chrono::duration<double, std::milli>(end - start).count();
}

struct Figure {
  double median, fastest, slowest;
};

Figure figure(std::vector<double> times) {
  std::sort(times.begin(), times.end());
  return {times[times.size() / 2], times.front(), times.back()};
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 4 || argc > 5 || std::atoi(argv[1]) < 1) {
    std::fprintf(stderr, "usage: start_bench RUNS MINIMAL_START DRAWBRIDGE [BEFORE]\n");
    return 2;
  }
  const int runs = std::atoi(argv[1]);
  std::vector<std::string> programs(argv + 2, argv + argc);
  std::vector<std::vector<double>> times(programs.size());
  for (std::size_t i = 0; i < programs.size(); ++i) run_ms(programs[i], i > 0);  // warm the page cache
  for (int r = 0; r < runs; ++r) {
    for (std::size_t i = 0; i < programs.size(); ++i) times[i].push_back(run_ms(programs[i], i > 0));
  }
  const Figure base = figure(times[0]);
  std::printf("start, wall time, median of %d runs (fastest-slowest)\n", runs);
  std::printf("  %-40s %7.2f ms (%.2f-%.2f)\n", "minimal_start (baseline)", base.median, base.fastest, base.slowest);
  for (std::size_t i = 1; i < programs.size(); ++i) {
    const Figure f = figure(times[i]);
    const std::string name = programs[i] + " --help";
    std::printf("  %-40s %7.2f ms (%.2f-%.2f)  ratio %.2f\n", name.c_str(), f.median, f.fastest, f.slowest,
                f.median / base.median);
  }
  return 0;
}
