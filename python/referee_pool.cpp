#include "python/referee_pool.h"

namespace drawbridge::python {

RefereePool::Lease RefereePool::borrow() {
  std::unique_ptr<Slot> slot;
  {
    const std::lock_guard<std::mutex> lock(mutex_);
    if (!idle_.empty()) {
      slot = std::move(idle_.back());
      idle_.pop_back();
    }
  }
  if (!slot) slot = std::make_unique<Slot>();
  return Lease(*this, std::move(slot));
}

void RefereePool::give_back(std::unique_ptr<Slot> slot) {
  const std::lock_guard<std::mutex> lock(mutex_);
  if (idle_.size() < kKept) idle_.push_back(std::move(slot));
}

}  // namespace drawbridge::python
