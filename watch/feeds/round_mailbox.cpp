#include "watch/feeds/round_mailbox.h"

#include <algorithm>
#include <utility>
#include <vector>

namespace drawbridge::watch {

void RoundMailbox::put(absl::Status fault, std::optional<std::string> round) {
  std::optional<pgn::FollowUpdate> games;
  if (round) {
    // A follower of its own for each round: what it says is all the round's games, from the start.
    pgn::PgnFollower follower("-");
    games.emplace();
    follower.append(*round, *games);
    games->from_start = true;
  }
  put_games(std::move(fault), std::move(games));
}

void RoundMailbox::put_games(absl::Status fault, std::optional<pgn::FollowUpdate> games) {
  {
    std::lock_guard lock(mutex_);
    const bool news = games.has_value() || fault != fault_;
    fault_ = std::move(fault);
    if (games) wait_with(std::move(*games));
    if (!news) return;
  }
  wake_.wake();
}

void RoundMailbox::wait_with(pgn::FollowUpdate games) {
  if (!games_ || games.from_start) {
    games_ = std::move(games);
    return;
  }
  std::vector<pgn::FollowedGame>& waiting = games_->complete;
  for (pgn::FollowedGame& game : games.complete) {
    const auto at = std::lower_bound(waiting.begin(), waiting.end(), game.index,
                                     [](const pgn::FollowedGame& g, std::int64_t index) { return g.index < index; });
    if (at != waiting.end() && at->index == game.index) {
      *at = std::move(game);
    } else {
      waiting.insert(at, std::move(game));
    }
  }
}

absl::Status RoundMailbox::poll(pgn::FollowUpdate& update) {
  std::optional<pgn::FollowUpdate> games;
  {
    std::lock_guard lock(mutex_);
    if (!fault_.ok()) return fault_;
    games.swap(games_);
  }
  update = games ? *std::move(games) : pgn::FollowUpdate{};
  return absl::OkStatus();
}

void RoundMailbox::sleep(const std::stop_token& stop, std::chrono::milliseconds wait) {
  std::unique_lock lock(mutex_);
  asleep_.wait_for(lock, stop, wait, [] { return false; });
}

}  // namespace drawbridge::watch
