#include "proxy/process/relay.h"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "platform/interruptible_thread.h"
#include "platform/wakeups.h"
#include "proxy/process/line_pump.h"

namespace drawbridge {
namespace {

// After the engine is gone, how long its remaining output may take to arrive (a grandchild
// that inherited the pipe could keep it open forever).
constexpr std::chrono::milliseconds kDrainPatience{1000};
// How often a wait whose deadline moves looks again.
constexpr std::chrono::milliseconds kPollInterval{50};
// How long after closing its pipes an exiting process may take to be seen as exited.
constexpr std::chrono::milliseconds kExitLag{100};
// How long an engine gets between request_exit() and kill() (SIGTERM and SIGKILL on POSIX).
constexpr std::chrono::milliseconds kTerminatePatience{500};
// The longest an engine that keeps writing after `quit` may take (at least; 10 grace periods
// when that is longer).
constexpr std::chrono::milliseconds kGraceCeiling{10'000};

}  // namespace

Relay::Relay(ChildProcess& engine, int gui_in, int gui_out, LineObserver& observer, TranscriptLog* log,
             RelayEvents& events, RelaySettings settings)
    : engine_(engine),
      gui_in_(gui_in),
      to_gui_(gui_out),
      to_engine_(engine.stdin_fd()),
      observer_(observer),
      log_(log),
      events_(events),
      settings_(settings) {}

int Relay::run() {
  InterruptibleThread gui_thread([&](const std::atomic<bool>& stop) {
    // The observer stops the GUI's side with its `quit`.
    LinePump pump(Side::kGui, gui_in_, to_engine_, to_gui_, observer_, log_, &quit_sent_);
    const LinePump::Ending ending = pump.run(stop);
    gui_ended_mid_line_ = pump.ended_mid_line();
    if (ending == LinePump::Ending::kObserverStopped) events_.post(RelayEvent::kGuiQuit);
    if (ending == LinePump::Ending::kEndOfInput || ending == LinePump::Ending::kReadError) {
      events_.post(RelayEvent::kGuiClosed);
    }
    if (ending == LinePump::Ending::kOutputClosed) events_.post(RelayEvent::kEngineDeaf);
  });
  InterruptibleThread engine_thread([&](const std::atomic<bool>& stop) {
    LinePump pump(Side::kEngine, engine_.stdout_fd(), to_gui_, to_engine_, observer_, log_, nullptr,
                  &engine_output_at_);
    LinePump::Ending ending = pump.run(stop);
    if (ending == LinePump::Ending::kOutputClosed) {
      events_.post(RelayEvent::kGuiGone);
      // Still read (and log) the engine, so that it is not blocked on a full pipe and can read `quit`.
      while (ending == LinePump::Ending::kOutputClosed) ending = pump.run(stop);
    }
    engine_ended_mid_line_ = pump.ended_mid_line();
    if (ending != LinePump::Ending::kStopped) events_.post(RelayEvent::kEngineClosed);
  });
  const int status = supervise();
  // Everything the engine wrote has had its chance (shut_down waited for it): a reader that
  // takes nothing cannot hold the pumps any longer.
  to_gui_.abandon_when_stalled(kDrainPatience);
  to_engine_.abandon_when_stalled(kDrainPatience);
  gui_thread.stop_and_join();
  engine_thread.stop_and_join();
  return status;
}

int Relay::supervise() {
  for (;;) {
    const std::optional<ReceivedEvent> received = events_.wait(std::chrono::hours(24));
    if (!received) continue;
    switch (received->event) {
      case RelayEvent::kGuiQuit: note("gui sent quit"); return shut_down(false, 0);
      case RelayEvent::kGuiClosed: note("gui closed its input"); return shut_down(true, 0);
      case RelayEvent::kGuiGone:
        note("gui stopped listening (drawbridge's output is closed)");
        return shut_down(true, 0);
      case RelayEvent::kEngineDeaf: note("engine closed its input"); return engine_went_away("closed its input");
      case RelayEvent::kSignal:
        note(absl::StrCat("received ", describe_signal(received->signal)));
        return shut_down(true, received->signal);
      case RelayEvent::kEngineClosed: engine_output_done_ = true; return engine_went_away("closed its output");
    }
  }
}

int Relay::shut_down(bool send_quit, int signal) {
  // An engine that died before anyone asked it to quit died on its own: say so.
  if (!quit_sent_ && signal == 0 && engine_.wait_for(std::chrono::milliseconds(0))) {
    return engine_went_away("exited");
  }
  if (send_quit) send_quit_once();
  const ExitStatus status = stop_engine();
  wait_for_engine_output(kDrainPatience);
  return signal != 0 ? 128 + signal : status.shell_status();
}

// drawbridge's own `quit`, unless one (the GUI's or ours) has gone to the engine already.
void Relay::send_quit_once() {
  if (quit_sent_.exchange(true)) return;
  // A last GUI line without '\n' must not run into our `quit`.
  const std::string quit = gui_ended_mid_line_ ? "\nquit\n" : "quit\n";
  if (to_engine_.write_within(quit, settings_.quit_grace).ok() && log_ != nullptr) {
    log_->record(Direction::kToEngine, quit);
  }
}

int Relay::engine_went_away(std::string_view what) {
  const bool gui_asked = quit_sent_;
  std::string how;
  // Exiting closes the pipes a moment before the exit can be seen; an engine still running
  // after that closed a pipe on purpose and is of no more use: it is asked to quit.
  if (!engine_.wait_for(kExitLag)) {
    how = std::string(what).append(" while still running, then ");
    send_quit_once();
  }
  // A pipe is closed: whatever the engine still owes can never arrive.
  const ExitStatus status = stop_engine(/*await_answers=*/false);
  wait_for_engine_output(kDrainPatience);
  if (!gui_asked) {
    // The GUI did not ask for this: tell it, after every byte the engine wrote.
    report_to_gui(absl::StrCat(engine_ended_mid_line_ ? "\n" : "",
                               observer_.on_engine_gone(absl::StrCat(how, status.describe()))));
  }
  return status.shell_status();
}

// The grace period is counted from the later of the call and the engine's last output: an
// engine still starting, or still answering what the GUI sent before `quit`, keeps talking
// and is not cut off. A hard ceiling bounds an engine that talks forever.
std::chrono::steady_clock::time_point Relay::last_engine_output() const {
  return std::chrono::steady_clock::time_point(std::chrono::steady_clock::duration(engine_output_at_.load()));
}

ExitStatus Relay::stop_engine(bool await_answers) {
  using Clock = std::chrono::steady_clock;
  const Clock::time_point start = Clock::now();
  const Clock::time_point ceiling = start + std::max(kGraceCeiling, 10 * settings_.quit_grace);
  for (;;) {
    // An engine that still owes answers is not yet quiet, however long it takes (up to the ceiling).
    const auto owes_answers = [&] { return await_answers && observer_.engine_owes_answers(); };
    const Clock::time_point quiet_since = owes_answers() ? Clock::now() : std::max(start, last_engine_output());
    const Clock::time_point deadline = std::min(quiet_since + settings_.quit_grace, ceiling);
    // Rounded up: a wait cut short by rounding would end the grace period early.
    const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now());
    if (std::optional<ExitStatus> status = engine_.wait_for(std::max(left, std::chrono::milliseconds(0)))) {
      note(absl::StrCat("engine ", status->describe()));
      return *status;
    }
    const Clock::time_point now = Clock::now();
    if (now >= ceiling || (now >= deadline && !owes_answers() && last_engine_output() <= quiet_since)) {
      break;
    }
  }
  note(absl::StrCat("engine still running after the grace period: ", ChildProcess::request_exit_method()));
  engine_.request_exit();
  if (std::optional<ExitStatus> status = engine_.wait_for(kTerminatePatience)) {
    note(absl::StrCat("engine ", status->describe()));
    return *status;
  }
  note(absl::StrCat("engine still running: ", ChildProcess::kill_method()));
  engine_.kill();
  const ExitStatus status = engine_.wait_for(kTerminatePatience).value_or(ChildProcess::killed_status());
  note(absl::StrCat("engine ", status.describe()));
  return status;
}

// Patience counts from the last sign of life: bytes from the engine or taken by the GUI, so
// that a slow GUI still gets everything and a stalled one does not hold drawbridge.
void Relay::wait_for_engine_output(std::chrono::milliseconds patience) {
  using Clock = std::chrono::steady_clock;
  const Clock::time_point start = Clock::now();
  while (!engine_output_done_) {
    const Clock::time_point deadline = std::max({start, last_engine_output(), to_gui_.last_progress()}) + patience;
    const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - Clock::now());
    if (left.count() <= 0) return;
    const std::optional<ReceivedEvent> received = events_.wait(std::min(left, kPollInterval));
    if (received && received->event == RelayEvent::kEngineClosed) engine_output_done_ = true;
  }
}

void Relay::report_to_gui(std::string_view line) {
  (void)to_gui_.write_within(line, kDrainPatience);
  if (log_ != nullptr) log_->record(Direction::kToGui, line);
}

void Relay::note(std::string_view text) {
  if (log_ != nullptr) log_->record(Direction::kNote, text);
}

}  // namespace drawbridge
