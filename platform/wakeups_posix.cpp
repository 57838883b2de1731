#include "platform/wakeups.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/signalfd.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstdint>
#include <cstring>

#include "absl/strings/str_cat.h"
#include "platform/unique_fd.h"

namespace drawbridge {
namespace {

sigset_t shutdown_signals() {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGTERM);
  sigaddset(&set, SIGHUP);
  return set;
}

}  // namespace

void block_shutdown_signals() {
  const sigset_t set = shutdown_signals();
  pthread_sigmask(SIG_BLOCK, &set, nullptr);
  signal(SIGPIPE, SIG_IGN);
}

std::string describe_signal(int signal) {
  const char* name = sigabbrev_np(signal);
  return absl::StrCat("signal ", signal, " (SIG", name != nullptr ? name : "?", ")");
}

// The threads' notes come through a pipe and the signals through a signalfd, so that one
// poll(2) waits for both.
struct Wakeups::State {
  UniqueFd signals;
  UniqueFd read_end;
  UniqueFd write_end;
};

Wakeups::Wakeups() : state_(std::make_unique<State>()) {
  const sigset_t set = shutdown_signals();
  state_->signals.reset(::signalfd(-1, &set, SFD_CLOEXEC));
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) == 0) {
    state_->read_end.reset(fds[0]);
    state_->write_end.reset(fds[1]);
  }
}

Wakeups::~Wakeups() = default;

void Wakeups::post(char note) {
  // One byte is atomic on a pipe, and a handful of notes never fills it.
  while (::write(state_->write_end.get(), &note, 1) < 0 && errno == EINTR) {
  }
}

std::optional<Wakeup> Wakeups::wait(std::chrono::milliseconds timeout) {
  pollfd fds[2] = {{state_->read_end.get(), POLLIN, 0}, {state_->signals.get(), POLLIN, 0}};
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  for (;;) {
    const auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    const int ready = ::poll(fds, 2, static_cast<int>(std::clamp<std::int64_t>(left.count(), 0, INT_MAX)));
    if (ready < 0 && errno == EINTR) continue;
    if (ready <= 0) return std::nullopt;
    if (fds[0].revents != 0) {
      char note = 0;
      if (::read(state_->read_end.get(), &note, 1) == 1) return Wakeup{note};
    }
    if (fds[1].revents != 0) {
      signalfd_siginfo info;
      if (::read(state_->signals.get(), &info, sizeof info) == sizeof info) {
        return Wakeup{0, static_cast<int>(info.ssi_signo)};
      }
    }
  }
}

}  // namespace drawbridge
