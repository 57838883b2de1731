// The start benchmark: the wall time of `drawbridge --help`, from posix_spawn to the exit seen
// by wait4, against a minimal C++ program's (minimal_start.cpp) in the same run, and beside it the
// CPU time the process took (user and system), which other work on the machine lengthens less.
// The programs run in turn, RUNS times each, their output to /dev/null; each figure is the median
// of its runs, with the spread (the fastest and slowest). With BEFORE, a second drawbridge binary
// (another build) runs in the same turns.
// Usage: start_bench RUNS MINIMAL_START DRAWBRIDGE [BEFORE]
#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
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

struct Run {
  double wall_ms, cpu_ms;
};

double ms(const timeval& t) { return t.tv_sec * 1e3 + t.tv_usec / 1e3; }

// One run of `program` (with --help unless it is the baseline).
Run run(const std::string& program, bool help) {
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
  rusage usage{};
  wait4(pid, &status, 0, &usage);
  const Clock::time_point end = Clock::now();
  posix_spawn_file_actions_destroy(&actions);
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    std::fprintf(stderr, "%s failed (status %d)\n", program.c_str(), status);
    std::exit(1);
  }
  return {std::chrono::duration<double, std::milli>(end - start).count(), ms(usage.ru_utime) + ms(usage.ru_stime)};
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
  std::vector<std::vector<double>> walls(programs.size()), cpus(programs.size());
  for (std::size_t i = 0; i < programs.size(); ++i) run(programs[i], i > 0);  // warm the page cache
  for (int r = 0; r < runs; ++r) {
    for (std::size_t i = 0; i < programs.size(); ++i) {
      const Run one = run(programs[i], i > 0);
      walls[i].push_back(one.wall_ms);
      cpus[i].push_back(one.cpu_ms);
    }
  }
  const Figure base_wall = figure(walls[0]), base_cpu = figure(cpus[0]);
  std::printf("start, median of %d runs (fastest-slowest), ms; ratios to the baseline\n", runs);
  for (std::size_t i = 0; i < programs.size(); ++i) {
    const Figure wall = figure(walls[i]), cpu = figure(cpus[i]);
    const std::string name = i == 0 ? "minimal_start (baseline)" : programs[i] + " --help";
    std::printf("  %-36s wall %7.2f (%.2f-%.2f) ratio %.2f; CPU %6.2f (%.2f-%.2f) ratio %.2f\n", name.c_str(),
                wall.median, wall.fastest, wall.slowest, wall.median / base_wall.median, cpu.median, cpu.fastest,
                cpu.slowest, cpu.median / base_cpu.median);
  }
  return 0;
}
