// A thread that can be stopped while it is blocked in read(2). Waiting in poll(2) on the
// input and a wake-up descriptor would cost a system call per line on the relay's hot
// path; instead the reader blocks in read(2) and stopping it sets a flag and sends the
// thread a signal whose handler does nothing, so that read(2) fails with EINTR and the
// reader sees the flag.
#pragma once

#include <atomic>
#include <functional>
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
  std::atomic<bool> stop_{false};
  std::atomic<bool> finished_{false};
  std::thread thread_;
};

}  // namespace drawbridge
