// The bounds of one decision (search nodes, and a moment past which no search goes on) and
// the budget that every search of that decision spends.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>

namespace drawbridge::dead {

using Deadline = std::chrono::steady_clock::time_point;

// Enough that no position of tests/data/dead (test-vector, lichess-65k) is left unknown.
inline constexpr std::uint64_t kDefaultBudget = 6'000'000;

struct SearchLimits {
  std::uint64_t nodes = kDefaultBudget;
  std::optional<Deadline> deadline;  // none: only the nodes bound
};

class SearchBudget {
 public:
  explicit SearchBudget(const SearchLimits& limits) : limit_(limits.nodes), deadline_(limits.deadline) {}
  // Counts one node; false once the budget is spent. The clock is read every 256 nodes, from
  // the first: a deadline already past stops every search before its first node.
  bool spend() {
    if (used_ >= limit_) return false;
    if (deadline_ && (used_ & 255) == 0 && std::chrono::steady_clock::now() >= *deadline_) {
      limit_ = used_;
      out_of_time_ = true;
      return false;
    }
    ++used_;
    return true;
  }
  bool exhausted() const { return used_ >= limit_; }
  std::uint64_t used() const { return used_; }
  std::uint64_t left() const { return limit_ - used_; }
  // A smaller budget of its own for one search, under the same deadline.
  SearchBudget share(std::uint64_t nodes) const { return SearchBudget({nodes < left() ? nodes : left(), deadline_}); }
  // Counts the nodes a share spent; a share stopped by the deadline ends this budget too.
  void charge(const SearchBudget& part) {
    used_ = part.used() < left() ? used_ + part.used() : limit_;
    if (part.out_of_time_) {
      limit_ = used_;
      out_of_time_ = true;
    }
  }

 private:
  std::uint64_t limit_;
  std::optional<Deadline> deadline_;
  std::uint64_t used_ = 0;
  bool out_of_time_ = false;
};

}  // namespace drawbridge::dead
