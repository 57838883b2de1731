#include "watch/feeds/broadcast/round_stream.h"

#include <utility>

#include "absl/strings/str_cat.h"

namespace drawbridge::watch {

RoundNews RoundStream::append(std::string_view bytes) {
  pgn::FollowUpdate update;
  follower_->append(bytes, update);
  since_game_ = update.complete.empty() ? since_game_ + bytes.size() : 0;
  RoundNews news;
  std::set<std::size_t> changed;
  for (pgn::FollowedGame& game : update.complete) {
    if (absl::Status kept = keep(std::move(game), changed); !kept.ok()) news.fault = std::move(kept);
  }
  if (since_game_ > cap_) {
    reconnect();
    news.fault =
        absl::OutOfRangeError(absl::StrCat("a game in the stream is larger than ", cap_ >> 10, " KiB, not read"));
  }
  if (!changed.empty()) {
    news.changed.emplace();
    for (const std::size_t place : changed) news.changed->complete.push_back(games_[place]);
  }
  return news;
}

void RoundStream::reconnect() {
  follower_.emplace("-");
  since_game_ = 0;
}

absl::Status RoundStream::keep(pgn::FollowedGame game, std::set<std::size_t>& changed) {
  std::string identity = game.tag("GameURL").value_or(game.tag("ChapterURL").value_or(""));
  if (identity.empty()) {
    for (std::string_view name : {"Event", "Site", "Round", "Board", "White", "Black"}) {
      absl::StrAppend(&identity, game.tag(name).value_or(""), "|");
    }
  }
  auto [at, added] = places_.try_emplace(std::move(identity), games_.size());
  if (added) {
    if (games_.size() == kMaxGames) {
      places_.erase(at);
      return absl::OutOfRangeError(absl::StrCat("more than ", kMaxGames, " games in the stream, not read"));
    }
    games_.emplace_back();
  }
  pgn::FollowedGame& kept = games_[at->second];
  if (!added && kept.text == game.text) return absl::OkStatus();
  // Its place in the round, not in the stream; no offset or line, which the stream's are not.
  kept = pgn::FollowedGame{std::move(game.text), static_cast<std::int64_t>(at->second), 0, 0, std::move(game.head)};
  changed.insert(at->second);
  return absl::OkStatus();
}

}  // namespace drawbridge::watch
