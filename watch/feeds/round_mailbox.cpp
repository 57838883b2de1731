#include "watch/feeds/round_mailbox.h"

#include <utility>

namespace drawbridge::watch {

void RoundMailbox::put(absl::Status fault, std::optional<std::string> round) {
  std::optional<pgn::FollowUpdate> games;
  if (round) {
    // A follower of its own for each round: what it says is all the round's games, from the start.
    pgn::PgnFollower follower("-");
    games = follower.append(*round);
    games->from_start = true;
  }
  put_games(std::move(fault), std::move(games));
}

void RoundMailbox::put_games(absl::Status fault, std::optional<pgn::FollowUpdate> round) {
  {
    std::lock_guard lock(mutex_);
    const bool news = round.has_value() || fault != fault_;
    fault_ = std::move(fault);
    if (round) round_ = std::move(round);
    if (!news) return;
  }
  wake_.wake();
}

absl::StatusOr<pgn::FollowUpdate> RoundMailbox::take() {
  std::optional<pgn::FollowUpdate> round;
  {
    std::lock_guard lock(mutex_);
    if (!fault_.ok()) return fault_;
    round.swap(round_);
  }
  if (!round) return pgn::FollowUpdate{};
  return *std::move(round);
}

void RoundMailbox::sleep(const std::stop_token& stop, std::chrono::milliseconds wait) {
  std::unique_lock lock(mutex_);
  asleep_.wait_for(lock, stop, wait, [] { return false; });
}

}  // namespace drawbridge::watch
