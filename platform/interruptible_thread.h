// A thread that can be stopped while it is blocked reading or writing a pipe. Waiting in
// poll(2) on the input and a wake-up descriptor would cost a system call per line on the
// relay's hot path; instead the reader blocks in read(2) and stopping it sets a flag and
// interrupts the blocked call, so that it fails with EINTR and the reader sees the flag.
// POSIX sends the thread a signal whose handler does nothing; Windows cancels the call
// (CancelSynchronousIo).
#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <thread>

namespace drawbridge {

class InterruptibleThread {
 public:
  // `body` runs on the new thread; it must return soon after `stop` becomes true and must
  // treat EINTR from a blocking call as a reason to look at `stop`.
  explicit InterruptibleThread(std::function<void(const std::atomic<bool>& stop)> body);
  ~InterruptibleThread();  // stops and joins

  void stop_and_join();

 private:
  // What the platform needs before a thread can be interrupted (POSIX: the signal's handler).
  static void prepare_interrupts();

  // Shared with the thread, which may outlive this object where a call cannot be
  // interrupted (see interruptible_thread_win.cpp).
  struct Flags {
    std::atomic<bool> stop{false};
    std::atomic<bool> finished{false};
  };
  std::shared_ptr<Flags> flags_ = std::make_shared<Flags>();
  std::thread thread_;
};

}  // namespace drawbridge
