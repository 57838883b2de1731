// What a supervising thread waits for: one-byte notes posted by the threads it watches, and the
// requests to shut down: signals on POSIX (SIGINT, SIGTERM, SIGHUP), console control events on
// Windows (Ctrl-C, Ctrl-Break, the console closing, logoff, shutdown).
#pragma once

#include <chrono>
#include <memory>
#include <optional>
#include <string>

namespace drawbridge {

struct Wakeup {
  char note = 0;  // what a thread posted, when `signal` is 0
  // A request to shut down: the signal (a console event arrives as SIGINT, SIGBREAK or SIGTERM).
  int signal = 0;
};

// POSIX: blocks SIGINT, SIGTERM and SIGHUP in the calling thread (and threads started after
// it) so that they arrive as wake-ups, and ignores SIGPIPE so that a vanished reader shows up
// as a failed write. Windows: routes console control events to the Wakeups in being (one per
// process). Call before starting any thread.
void block_shutdown_signals();

// "signal 15 (SIGTERM)", "console event Ctrl-C (SIGINT)": for a transcript.
std::string describe_signal(int signal);

class Wakeups {
 public:
  Wakeups();
  ~Wakeups();
  Wakeups(const Wakeups&) = delete;
  Wakeups& operator=(const Wakeups&) = delete;

  void post(char note);  // from any thread
  // The next wake-up, or nothing if `timeout` passes first.
  std::optional<Wakeup> wait(std::chrono::milliseconds timeout);

 private:
  struct State;
  std::unique_ptr<State> state_;
};

}  // namespace drawbridge
