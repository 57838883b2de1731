#include <windows.h>

#include <atomic>
#include <condition_variable>
#include <csignal>
#include <deque>
#include <mutex>

#include "platform/wakeups.h"

namespace drawbridge {
namespace {

// How long a handler for the console closing (or logoff, shutdown) holds the process, so that
// the supervisor can wind down (the relay sends `quit` and waits for the engine). Windows ends
// the process after 5 s anyway.
constexpr DWORD kCloseHoldMs = 4500;

// What the watched threads and the console control handler post to, and the supervisor waits on.
struct EventQueue {
  std::mutex mutex;
  std::condition_variable posted;
  std::deque<Wakeup> events;

  void push(Wakeup event) {
    {
      std::lock_guard lock(mutex);
      events.push_back(event);
    }
    posted.notify_one();
  }
};

// A console control handler takes no context: it finds the queue of the Wakeups in being here
// (there is one per process).
std::atomic<EventQueue*> listener{nullptr};

// Set once the Wakeups are gone, for a handler that holds the process until then.
HANDLE supervisor_done() {
  static const HANDLE done = CreateEventW(nullptr, TRUE, FALSE, nullptr);
  return done;
}

int signal_of(DWORD control) {
  switch (control) {
    case CTRL_C_EVENT: return SIGINT;
    case CTRL_BREAK_EVENT: return SIGBREAK;
    default: return SIGTERM;  // the console closing, logoff, shutdown
  }
}

BOOL WINAPI on_console_control(DWORD control) {
  EventQueue* queue = listener.load();
  if (queue == nullptr) return FALSE;  // the default: the process ends
  queue->push({0, signal_of(control)});
  // After the handler returns from these, Windows ends the process at once.
  if (control != CTRL_C_EVENT && control != CTRL_BREAK_EVENT) WaitForSingleObject(supervisor_done(), kCloseHoldMs);
  return TRUE;
}

}  // namespace

struct Wakeups::State : EventQueue {};

void block_shutdown_signals() {
  supervisor_done();
  SetConsoleCtrlHandler(on_console_control, TRUE);
}

std::string describe_signal(int signal) {
  switch (signal) {
    case SIGINT: return "console event Ctrl-C (SIGINT)";
    case SIGBREAK: return "console event Ctrl-Break (SIGBREAK)";
    default: return "console event close, logoff or shutdown (SIGTERM)";
  }
}

Wakeups::Wakeups() : state_(std::make_unique<State>()) { listener = state_.get(); }

Wakeups::~Wakeups() {
  listener = nullptr;
  SetEvent(supervisor_done());
}

void Wakeups::post(char note) { state_->push({note}); }

std::optional<Wakeup> Wakeups::wait(std::chrono::milliseconds timeout) {
  std::unique_lock lock(state_->mutex);
  if (!state_->posted.wait_for(lock, timeout, [this] { return !state_->events.empty(); })) return std::nullopt;
  const Wakeup event = state_->events.front();
  state_->events.pop_front();
  return event;
}

}  // namespace drawbridge
