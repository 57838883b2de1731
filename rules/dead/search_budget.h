// The node budget shared by every search of one decision.
#pragma once

#include <cstdint>

namespace drawbridge::dead {

class SearchBudget {
 public:
  explicit SearchBudget(std::uint64_t limit) : limit_(limit) {}
  // Counts one node; false once the budget is spent.
  bool spend() { return used_ < limit_ ? (++used_, true) : false; }
  bool exhausted() const { return used_ >= limit_; }
  std::uint64_t used() const { return used_; }
  std::uint64_t left() const { return limit_ - used_; }
  // Counts nodes spent under a smaller budget of its own.
  void charge(std::uint64_t nodes) { used_ = nodes < left() ? used_ + nodes : limit_; }

 private:
  std::uint64_t limit_;
  std::uint64_t used_ = 0;
};

}  // namespace drawbridge::dead
