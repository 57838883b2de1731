// A set of position keys (FIDE 9.2 identity, Position::key()): open addressing, grows.
#pragma once

#include <cstdint>
#include <vector>

namespace drawbridge::dead {

class KeySet {
 public:
  // True when `key` was not in the set (it is now).
  bool insert(std::uint64_t key) {
    if (key == 0) return !has_zero_ && (has_zero_ = true);
    if (2 * (size_ + 1) > slots_.size()) grow();
    if (!place(slots_, key)) return false;
    ++size_;
    return true;
  }
  bool contains(std::uint64_t key) const {
    if (key == 0) return has_zero_;
    if (slots_.empty()) return false;
    const std::size_t mask = slots_.size() - 1;
    for (std::size_t i = slot_of(key, mask);; i = (i + 1) & mask) {
      if (slots_[i] == key) return true;
      if (slots_[i] == 0) return false;
    }
  }
  std::size_t size() const { return size_ + has_zero_; }

 private:
  static std::size_t slot_of(std::uint64_t key, std::size_t mask) { return (key * 0x9E3779B97F4A7C15ULL) >> 20 & mask; }
  static bool place(std::vector<std::uint64_t>& slots, std::uint64_t key) {
    const std::size_t mask = slots.size() - 1;
    for (std::size_t i = slot_of(key, mask);; i = (i + 1) & mask) {
      if (slots[i] == key) return false;
      if (slots[i] == 0) {
        slots[i] = key;
        return true;
      }
    }
  }
  void grow() {
    std::vector<std::uint64_t> bigger(slots_.empty() ? 256 : 2 * slots_.size(), 0);
    for (const std::uint64_t k : slots_)
      if (k) place(bigger, k);
    slots_.swap(bigger);
  }

  std::vector<std::uint64_t> slots_;
  std::size_t size_ = 0;
  bool has_zero_ = false;
};

}  // namespace drawbridge::dead
