#include "platform/interruptible_thread.h"

namespace drawbridge {

InterruptibleThread::InterruptibleThread(std::function<void(const std::atomic<bool>& stop)> body) {
  prepare_interrupts();
  thread_ = std::thread([flags = flags_, body = std::move(body)] {
    body(flags->stop);
    flags->finished = true;
  });
}

InterruptibleThread::~InterruptibleThread() { stop_and_join(); }

}  // namespace drawbridge
