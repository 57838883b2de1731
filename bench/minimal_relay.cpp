// The baseline for the relay benchmarks: the least a process in the middle can do. It
// starts the engine and copies bytes both ways with two threads, nothing else.
// Usage: minimal_relay ENGINE [ARGS...]
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <thread>

extern char** environ;

namespace {

void copy(int from, int to) {
  char buffer[1 << 16];
  for (ssize_t n; (n = ::read(from, buffer, sizeof buffer)) > 0;) {
    for (ssize_t done = 0; done < n;) {
      const ssize_t w = ::write(to, buffer + done, n - done);
      if (w <= 0) return;
      done += w;
    }
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fputs("usage: minimal_relay ENGINE [ARGS...]\n", stderr);
    return 2;
  }
  std::signal(SIGPIPE, SIG_IGN);
  int to_engine[2], from_engine[2];
  if (::pipe(to_engine) != 0 || ::pipe(from_engine) != 0) return 1;
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, to_engine[0], STDIN_FILENO);
  posix_spawn_file_actions_adddup2(&actions, from_engine[1], STDOUT_FILENO);
  for (int fd : {to_engine[0], to_engine[1], from_engine[0], from_engine[1]}) {
    posix_spawn_file_actions_addclose(&actions, fd);
  }
  pid_t pid;
  if (posix_spawnp(&pid, argv[1], &actions, nullptr, argv + 1, environ) != 0) return 127;
  ::close(to_engine[0]);
  ::close(from_engine[1]);
  std::thread gui_to_engine([&] {
    copy(STDIN_FILENO, to_engine[1]);
    ::close(to_engine[1]);
  });
  gui_to_engine.detach();  // it may sit in read(2) on the GUI forever; exit does not wait
  copy(from_engine[0], STDOUT_FILENO);
  int status = 0;
  ::waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}
