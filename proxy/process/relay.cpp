#include "proxy/process/relay.h"

#include <csignal>
#include <cstring>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "proxy/process/interruptible_thread.h"
#include "proxy/process/line_pump.h"
#include "proxy/uci/uci_command.h"

namespace drawbridge {
namespace {

// After the engine is gone, how long its remaining output may take to arrive (a grandchild
// that inherited the pipe could keep it open forever).
constexpr std::chrono::milliseconds kDrainPatience{1000};
// How long a signalled engine gets between SIGTERM and SIGKILL.
constexpr std::chrono::milliseconds kTerminatePatience{500};

void append_lines(const std::vector<std::string>& lines, std::string& out) {
  for (const std::string& line : lines) absl::StrAppend(&out, line, "\n");
}

class GuiLineHandler final : public LineHandler {
 public:
  GuiLineHandler(LineObserver& observer, FdWriter& to_gui, TranscriptLog* log,
                 std::atomic<bool>& quit_sent)
      : observer_(observer), to_gui_(to_gui), log_(log), quit_sent_(quit_sent) {}

  LineFate on_line(std::string_view line, std::string&) override {
    replies_.clear();
    const GuiLineVerdict verdict = observer_.on_gui_line(line, replies_);
    if (!replies_.empty()) reply(replies_);
    if (verdict == GuiLineVerdict::swallow) return LineFate::swallow;
    if (uci::find_command_word(line) == "quit") {
      quit_sent_ = true;
      return LineFate::forward_then_stop;
    }
    return LineFate::forward;
  }

 private:
  void reply(const std::vector<std::string>& lines) {
    std::string bytes;
    append_lines(lines, bytes);
    (void)to_gui_.write(bytes);  // a vanished GUI ends the session through its stdin
    if (log_ != nullptr) log_->record(Direction::to_gui, bytes);
  }

  LineObserver& observer_;
  FdWriter& to_gui_;
  TranscriptLog* log_;
  std::atomic<bool>& quit_sent_;
  std::vector<std::string> replies_;
};

class EngineLineHandler final : public LineHandler {
 public:
  explicit EngineLineHandler(LineObserver& observer) : observer_(observer) {}

  LineFate on_line(std::string_view line, std::string& before) override {
    injected_.clear();
    observer_.on_engine_line(line, injected_);
    append_lines(injected_, before);
    return LineFate::forward;
  }

  std::size_t forward_prefix(std::string_view lines) override { return observer_.on_engine_lines(lines); }

 private:
  LineObserver& observer_;
  std::vector<std::string> injected_;
};

}  // namespace

Relay::Relay(EngineProcess& engine, int gui_in, int gui_out, LineObserver& observer,
             TranscriptLog* log, RelayEvents& events, RelaySettings settings)
    : engine_(engine), gui_in_(gui_in), to_gui_(gui_out), to_engine_(engine.stdin_fd()),
      observer_(observer), log_(log), events_(events), settings_(settings) {}

int Relay::run() {
  InterruptibleThread gui_thread([&](const std::atomic<bool>& stop) {
    GuiLineHandler handler(observer_, to_gui_, log_, quit_sent_);
    LinePump pump(gui_in_, to_engine_, handler, log_, Direction::from_gui, Direction::to_engine);
    const LinePump::Ending ending = pump.run(stop);
    gui_ended_mid_line_ = pump.ended_mid_line();
    if (ending == LinePump::Ending::handler_stopped) events_.post(RelayEvent::gui_quit);
    if (ending == LinePump::Ending::end_of_input || ending == LinePump::Ending::read_error) {
      events_.post(RelayEvent::gui_closed);
    }
  });
  InterruptibleThread engine_thread([&](const std::atomic<bool>& stop) {
    EngineLineHandler handler(observer_);
    LinePump pump(engine_.stdout_fd(), to_gui_, handler, log_, Direction::from_engine,
                  Direction::to_gui);
    const LinePump::Ending ending = pump.run(stop);
    engine_ended_mid_line_ = pump.ended_mid_line();
    if (ending != LinePump::Ending::stopped) events_.post(RelayEvent::engine_closed);
  });
  const int status = supervise();
  gui_thread.stop_and_join();
  engine_thread.stop_and_join();
  return status;
}

int Relay::supervise() {
  for (;;) {
    const std::optional<ReceivedEvent> received = events_.wait(std::chrono::hours(24));
    if (!received) continue;
    switch (received->event) {
      case RelayEvent::gui_quit:
        note("gui sent quit");
        return shut_down(false, 0);
      case RelayEvent::gui_closed:
        note("gui closed its input");
        return shut_down(true, 0);
      case RelayEvent::signal:
        note(absl::StrCat("received signal ", received->signal, " (SIG",
                          sigabbrev_np(received->signal), ")"));
        return shut_down(true, received->signal);
      case RelayEvent::engine_closed:
        engine_output_done_ = true;
        return engine_went_away();
    }
  }
}

int Relay::shut_down(bool send_quit, int signal) {
  // An engine that died before anyone asked it to quit died on its own: say so.
  if (!quit_sent_ && signal == 0 && engine_.wait_for(std::chrono::milliseconds(0))) {
    return engine_went_away();
  }
  if (send_quit && !quit_sent_.exchange(true)) {
    // A last GUI line without '\n' must not run into our `quit`.
    const std::string quit = gui_ended_mid_line_ ? "\nquit\n" : "quit\n";
    if (to_engine_.write_within(quit, settings_.quit_grace).ok() && log_ != nullptr) {
      log_->record(Direction::to_engine, quit);
    }
  }
  const ExitStatus status = stop_engine();
  wait_for_engine_output(kDrainPatience);
  return signal != 0 ? 128 + signal : status.shell_status();
}

int Relay::engine_went_away() {
  const ExitStatus status = stop_engine();
  wait_for_engine_output(kDrainPatience);
  if (!quit_sent_) {
    // The GUI did not ask for this: tell it, after every byte the engine wrote. The relay
    // knows no game, so the line has no ply.
    report_to_gui(absl::StrCat(engine_ended_mid_line_ ? "\n" : "",
                               "info string drawbridge event=error rule=none article=none detail=engine ",
                               status.describe(), "\n"));
  }
  return status.shell_status();
}

ExitStatus Relay::stop_engine() {
  if (std::optional<ExitStatus> status = engine_.wait_for(settings_.quit_grace)) {
    note(absl::StrCat("engine ", status->describe()));
    return *status;
  }
  note("engine still running after the grace period: SIGTERM");
  engine_.request_exit();
  if (std::optional<ExitStatus> status = engine_.wait_for(kTerminatePatience)) {
    note(absl::StrCat("engine ", status->describe()));
    return *status;
  }
  note("engine still running: SIGKILL");
  engine_.kill();
  const ExitStatus status = engine_.wait_for(kTerminatePatience).value_or(ExitStatus{true, SIGKILL});
  note(absl::StrCat("engine ", status.describe()));
  return status;
}

void Relay::wait_for_engine_output(std::chrono::milliseconds patience) {
  const auto deadline = std::chrono::steady_clock::now() + patience;
  while (!engine_output_done_) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) return;
    const std::optional<ReceivedEvent> received = events_.wait(left);
    if (received && received->event == RelayEvent::engine_closed) engine_output_done_ = true;
  }
}

void Relay::report_to_gui(std::string_view line) {
  (void)to_gui_.write(line);
  if (log_ != nullptr) log_->record(Direction::to_gui, line);
}

void Relay::note(std::string_view text) {
  if (log_ != nullptr) log_->record(Direction::note, text);
}

}  // namespace drawbridge
