#include <pthread.h>
#include <windows.h>

#include <chrono>

#include "platform/interruptible_thread.h"

namespace drawbridge {
namespace {

// Windows cancels a blocked pipe read at once. Wine cannot cancel a read of a Unix pipe
// (drawbridge's stdin when a Linux program starts it under wine): after this long the
// thread is left blocked, holding only its own flags, and ends with the process.
constexpr std::chrono::milliseconds kCancelPatience{250};

}  // namespace

void InterruptibleThread::prepare_interrupts() {}  // CancelSynchronousIo needs nothing beforehand

void InterruptibleThread::stop_and_join() {
  if (!thread_.joinable()) return;
  flags_->stop = true;
  const HANDLE handle = pthread_gethandle(thread_.native_handle());
  const auto deadline = std::chrono::steady_clock::now() + kCancelPatience;
  // A cancel may come just before the thread enters ReadFile, where it would be lost: repeat it.
  while (!flags_->finished) {
    if (std::chrono::steady_clock::now() >= deadline) {
      thread_.detach();
      return;
    }
    CancelSynchronousIo(handle);
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  thread_.join();
}

}  // namespace drawbridge
