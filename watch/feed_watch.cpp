#include "watch/feed_watch.h"

#include <algorithm>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "watch/watch_json.h"

namespace drawbridge::watch {
namespace {

std::string tag_or_empty(const pgn::FollowedGame& game, std::string_view name) { return game.tag(name).value_or(""); }

// The game's key by its tags (feed_watch.h), written over `key` in its room.
void write_tag_key(const pgn::FollowedGame& game, std::string& key) {
  key.clear();
  absl::StrAppend(&key, tag_or_empty(game, "Event"), "|", tag_or_empty(game, "Site"), "|", tag_or_empty(game, "Round"),
                  "|");
  if (const std::optional<std::string> board = game.tag("Board")) {
    key += *board;
    return;
  }
  absl::StrAppend(&key, tag_or_empty(game, "White"), "|", tag_or_empty(game, "Black"));
}

GameTags shown_tags(const pgn::FollowedGame& game) {
  GameTags tags;
  for (std::size_t i = 0; i < kShownTags.size(); ++i) tags.values[i] = game.tag(kShownTags[i]);
  return tags;
}

}  // namespace

FeedWatch::FeedWatch(std::string name, std::unique_ptr<FeedSource> source, const WatchRules& rules,
                     std::optional<std::chrono::milliseconds> stale, WatchSink& out)
    : name_(std::move(name)),
      rules_(rules),
      stale_(stale),
      out_(out),
      source_(std::move(source)),
      last_change_(std::chrono::steady_clock::now()) {}

void FeedWatch::poll(std::chrono::steady_clock::time_point now) {
  if (const absl::Status read = source_->poll(update_); !read.ok()) {
    fault(read);
  } else {
    if (!fault_.empty()) {
      fault_.clear();
      feed_alert(draw::EventKind::kNotice, absl::StrCat(name_, ": read again"));
    }
    apply(update_, now);
  }
  say_state();
}

void FeedWatch::apply(const pgn::FollowUpdate& update, std::chrono::steady_clock::time_point now) {
  if (update.from_start) keyed_ = 0;
  if (update.complete.empty() && !update.in_progress && !update.from_start) return;
  ++readings_;
  bool changed = false;
  for (const pgn::FollowedGame& followed : update.complete) changed |= game(followed, false, now);
  if (update.in_progress) changed |= game(*update.in_progress, true, now);
  if (update.from_start) {
    for (auto& [key, entry] : games_) {
      if (!entry.present || entry.seen_in == readings_) continue;
      entry.present = false;
      entry.missing_since = now;
      entry.held_since.reset();  // a move cut short in a game gone from the file is not said
      changed = true;
    }
  }
  if (changed) {
    last_change_ = now;
    // To the second, as every rendering says it: a change within the same second says nothing new.
    last_update_ = std::chrono::floor<std::chrono::seconds>(std::chrono::system_clock::now());
    stale_said_ = false;
  }
}

bool FeedWatch::game(const pgn::FollowedGame& followed, bool in_progress, std::chrono::steady_clock::time_point now) {
  // The tags read when the feed cut the game name it; its moves are read only when its text changed.
  // A game whose tags are still being written would be known by a key it does not have.
  if (!followed.head.has_movetext) return false;
  const std::string& key = key_at(static_cast<std::size_t>(followed.index), followed);
  auto [it, added] = games_.try_emplace(key);
  Game& entry = it->second;
  if (added) entry.watch = std::make_unique<GameWatch>(rules_);
  const bool moved_back = !entry.present;
  entry.present = true;
  entry.missing_since.reset();
  entry.seen_in = readings_;
  if (!added && !moved_back && entry.text == followed.text) return false;
  // The end of a file caught half written (a rewrite in place read before it is done) holds less
  // of the game than was read before: the rest is on its way, and the board does not go back. The
  // game may have been missing from the read before, which caught the file empty.
  if (in_progress && !added && entry.text.starts_with(followed.text)) return false;
  entry.text = followed.text;
  entry.tags = shown_tags(followed);
  pgn::read_pgn_game(entry.text, scratch_);
  say(key, entry, entry.watch->update(scratch_), added);
  entry.held_since = entry.watch->holds_error() ? std::optional(now) : std::nullopt;
  return true;
}

const std::string& FeedWatch::key_at(std::size_t index, const pgn::FollowedGame& game) {
  // The places kept from an earlier reading are written over, their strings' room kept.
  if (tag_keys_.size() <= index) tag_keys_.resize(index + 1);
  for (; keyed_ < index; ++keyed_) {
    tag_keys_[keyed_].hash = 0;
    tag_keys_[keyed_].key.clear();
  }
  keyed_ = std::max(keyed_, index + 1);
  TagKey& place = tag_keys_[index];
  write_tag_key(game, place.key);
  place.hash = std::hash<std::string>{}(place.key);
  // The hashes first: a key's bytes are compared only where its hash is the same.
  std::size_t repeats = 0;
  for (std::size_t i = 0; i < index; ++i) repeats += tag_keys_[i].hash == place.hash && tag_keys_[i].key == place.key;
  if (repeats == 0) return place.key;
  numbered_key_ = absl::StrCat(place.key, "#", repeats + 1);
  return numbered_key_;
}

void FeedWatch::say(const std::string& key, const Game& entry, const GameNews& news, bool added) {
  if (news.board_changed || added) out_.publish(BoardItem{key, entry.tags, entry.watch->board()});
  const auto when = std::chrono::system_clock::now();
  for (const draw::Event& alert : news.alerts) out_.publish(AlertItem{key, entry.tags, alert, when});
}

void FeedWatch::check_time(std::chrono::steady_clock::time_point now) {
  for (auto& [key, entry] : games_) {
    if (entry.held_since && now - *entry.held_since >= kGoneAfter) {
      entry.held_since.reset();
      say(key, entry, entry.watch->settle(), false);
    }
    if (!entry.missing_since || now - *entry.missing_since < kGoneAfter) continue;
    entry.missing_since.reset();
    out_.publish(AlertItem{key, entry.tags,
                           feed_event(draw::EventKind::kNotice, absl::StrCat("the game is no longer in ", name_)),
                           std::chrono::system_clock::now()});
  }
  if (stale_ && !stale_said_ && fault_.empty() && now - last_change_ >= *stale_) {
    stale_said_ = true;
    feed_alert(draw::EventKind::kNotice, absl::StrCat(name_, ": stale feed, no change for ",
                                                      std::chrono::duration<double>(*stale_).count() / 60, " minutes"));
  }
  say_state();
}

draw::Event FeedWatch::feed_event(draw::EventKind kind, std::string detail) const {
  draw::Event e;
  e.kind = kind;
  e.ply = std::nullopt;
  e.edition = rules_.edition_id();
  e.detail = std::move(detail);
  return e;
}

void FeedWatch::feed_alert(draw::EventKind kind, std::string detail) {
  out_.publish(AlertItem{name_, std::nullopt, feed_event(kind, std::move(detail)), std::chrono::system_clock::now()});
}

void FeedWatch::fault(const absl::Status& status) {
  const std::string message(status.message());
  if (message == fault_) return;
  fault_ = message;
  fault_passes_ = is_passing_fault(status);
  feed_alert(fault_passes_ ? draw::EventKind::kNotice : draw::EventKind::kError, message);
}

void FeedWatch::say_state() {
  FeedState state = stale_said_ ? FeedState::kStale : FeedState::kLive;
  if (!fault_.empty()) state = fault_passes_ ? FeedState::kReconnecting : FeedState::kFailing;
  FeedItem item{name_, state, last_update_, fault_};
  if (state_said_ == item) return;
  state_said_ = std::move(item);
  out_.publish(*state_said_);
}

}  // namespace drawbridge::watch
