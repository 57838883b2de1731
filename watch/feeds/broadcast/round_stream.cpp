#include "watch/feeds/broadcast/round_stream.h"

#include <utility>

#include "absl/strings/str_cat.h"

namespace drawbridge::watch {

absl::StatusOr<bool> RoundStream::append(std::string_view bytes) {
  pgn::FollowUpdate update = follower_->append(bytes);
  since_game_ = update.complete.empty() ? since_game_ + bytes.size() : 0;
  bool news = false;
  absl::Status fault;
  for (const pgn::FollowedGame& game : update.complete) {
    absl::StatusOr<bool> kept = keep(game.text);
    if (kept.ok()) {
      news |= *kept;
    } else {
      fault = kept.status();
    }
  }
  if (since_game_ > cap_) {
    reconnect();
    fault = absl::OutOfRangeError(absl::StrCat("a game in the stream is larger than ", cap_ >> 10, " KiB, not read"));
  }
  if (!fault.ok()) return fault;
  return news;
}

void RoundStream::reconnect() {
  follower_.emplace("-");
  since_game_ = 0;
}

absl::StatusOr<bool> RoundStream::keep(const std::string& text) {
  pgn::read_pgn_tags(text, scratch_);
  std::string identity = scratch_.tag("GameURL").value_or(scratch_.tag("ChapterURL").value_or(""));
  if (identity.empty()) {
    for (std::string_view name : {"Event", "Site", "Round", "Board", "White", "Black"}) {
      absl::StrAppend(&identity, scratch_.tag(name).value_or(""), "|");
    }
  }
  auto [at, added] = texts_.try_emplace(identity);
  if (added) {
    if (order_.size() == kMaxGames) {
      texts_.erase(at);
      return absl::OutOfRangeError(absl::StrCat("more than ", kMaxGames, " games in the stream, not read"));
    }
    order_.push_back(identity);
  }
  if (at->second == text) return false;
  at->second = text;
  return true;
}

pgn::FollowUpdate RoundStream::round() const {
  pgn::FollowUpdate update;
  update.from_start = true;
  for (const std::string& identity : order_) {
    pgn::FollowedGame game;
    game.text = texts_.at(identity);
    game.index = static_cast<std::int64_t>(update.complete.size());
    update.complete.push_back(std::move(game));
  }
  return update;
}

}  // namespace drawbridge::watch
