#include <pthread.h>
#include <signal.h>

#include <chrono>

#include "platform/interruptible_thread.h"

namespace drawbridge {
namespace {

constexpr int kInterruptSignal = SIGUSR1;

void do_nothing(int) {}

}  // namespace

// Without SA_RESTART, so that the interrupted read(2) returns instead of resuming.
void InterruptibleThread::prepare_interrupts() {
  struct sigaction action {};
  action.sa_handler = do_nothing;
  sigemptyset(&action.sa_mask);
  sigaction(kInterruptSignal, &action, nullptr);
}

void InterruptibleThread::stop_and_join() {
  if (!thread_.joinable()) return;
  flags_->stop = true;
  // The signal may land just before the thread enters read(2), where it would be lost:
  // repeat it until the thread has noticed.
  while (!flags_->finished) {
    pthread_kill(thread_.native_handle(), kInterruptSignal);
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  thread_.join();
}

}  // namespace drawbridge
