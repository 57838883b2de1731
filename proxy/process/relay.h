// The relay: two pump threads (GUI -> engine, engine -> GUI) and a supervisor on the
// calling thread that runs the lifecycle: a GUI `quit`, the GUI closing its end, a shutdown
// signal, or the engine going away.
#pragma once

#include <atomic>
#include <chrono>

#include "platform/exit_status.h"
#include "platform/process/child_process.h"
#include "proxy/process/fd_writer.h"
#include "proxy/process/line_observer.h"
#include "proxy/process/relay_events.h"
#include "proxy/process/transcript_log.h"

namespace drawbridge {

struct RelaySettings {
  std::chrono::milliseconds quit_grace{1000};  // how long the engine may take to obey `quit`
};

class Relay {
 public:
  // `gui_in`/`gui_out` are the GUI's side (stdin and stdout in production). `log` may be
  // null. `events` must have been created on a thread with the shutdown signals blocked.
  Relay(ChildProcess& engine, int gui_in, int gui_out, LineObserver& observer, TranscriptLog* log, RelayEvents& events,
        RelaySettings settings);

  // Relays until the session ends; returns drawbridge's exit status.
  int run();

 private:
  int supervise();
  int shut_down(bool send_quit, int signal);
  void send_quit_once();
  // `what` the engine did that ends the session ("closed its output").
  int engine_went_away(std::string_view what);
  // `await_answers`: the engine may still answer the GUI's uci/isready (see the grace period).
  ExitStatus stop_engine(bool await_answers = true);
  std::chrono::steady_clock::time_point last_engine_output() const;
  void wait_for_engine_output(std::chrono::milliseconds patience);
  void report_to_gui(std::string_view line);
  void note(std::string_view text);

  ChildProcess& engine_;
  int gui_in_;
  FdWriter to_gui_;
  FdWriter to_engine_;
  LineObserver& observer_;
  TranscriptLog* log_;
  RelayEvents& events_;
  RelaySettings settings_;
  std::atomic<bool> quit_sent_{false};
  std::atomic<bool> gui_ended_mid_line_{false};
  std::atomic<bool> engine_ended_mid_line_{false};
  bool engine_output_done_ = false;
  std::atomic<std::chrono::steady_clock::rep> engine_output_at_{0};  // the engine's last output
};

}  // namespace drawbridge
