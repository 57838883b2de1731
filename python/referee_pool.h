// The referees of one set of laws, kept for the next games: a game the Python module judges
// borrows one, restarted at its start, instead of building one (a copy of the edition, a record
// to allocate) per game, as the CLI keeps one referee for all of its lines. Threads that judge
// at the same time (the GIL released) each borrow their own.
#pragma once

#include <memory>
#include <mutex>
#include <optional>
#include <vector>

#include "rules/chess_draw/laws.h"
#include "rules/chess_draw/referee.h"

namespace drawbridge::python {

class RefereePool {
 public:
  using Slot = std::optional<draw::Referee>;  // empty until its first game (draw::referee_for)

  // A slot lent while it lives, given back when it goes.
  class Lease {
   public:
    Lease(RefereePool& pool, std::unique_ptr<Slot> slot) : pool_(pool), slot_(std::move(slot)) {}
    Lease(const Lease&) = delete;
    Lease& operator=(const Lease&) = delete;
    ~Lease() { pool_.give_back(std::move(slot_)); }
    Slot& slot() { return *slot_; }

   private:
    RefereePool& pool_;
    std::unique_ptr<Slot> slot_;
  };

  Lease borrow();

 private:
  // At most this many wait idle: one per thread that judged at the same time, up to a bound.
  static constexpr std::size_t kKept = 16;

  void give_back(std::unique_ptr<Slot> slot);

  std::mutex mutex_;
  std::vector<std::unique_ptr<Slot>> idle_;
};

}  // namespace drawbridge::python
