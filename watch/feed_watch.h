// One watched feed (feeds/feed_source.h): a PGN file followed as it grows or is rewritten, the
// standard input, or a network feed. Each game is watched by its own GameWatch, which outlives a
// rewrite, a reordering, and the game leaving the file and coming back. A game is known by its
// key, made from the tags the feed read when it cut the game, so that the same board is the same
// game after the file is rewritten, reordered or shortened: "Event|Site|Round|Board" when a Board
// tag is there (DGT LiveChess, lichess broadcasts), else "Event|Site|Round|White|Black", the
// values unescaped as the file has their bytes; a key that an earlier game of the feed already
// has gets "#2", "#3", ... in the feed's order. A fault of the feed (the file missing or
// unreadable, a game gone) is an alert about it, said once until it changes, a notice for a fault
// that passes by itself and an error otherwise; a stale feed is one too. A game whose last move
// does not read is an error only once its text has stayed so for kGoneAfter (game/game_watch.h).
#pragma once

#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "pgn/pgn_follower.h"
#include "watch/feed_state.h"
#include "watch/feeds/feed_source.h"
#include "watch/game/game_watch.h"
#include "watch/watch_sink.h"

namespace drawbridge::watch {

class FeedWatch {
 public:
  // `name` as the command line gives it, "-" for the standard input; `stale`: how long without a
  // change makes the feed stale, none for never.
  FeedWatch(std::string name, std::unique_ptr<FeedSource> source, const WatchRules& rules,
            std::optional<std::chrono::milliseconds> stale, WatchSink& out);

  const std::string& name() const { return name_; }
  // Whether the feed has ended (feed_source.h).
  bool ended() const { return source_->ended(); }

  // Reads the feed's news and says what it changes.
  void poll(std::chrono::steady_clock::time_point now);
  // What time alone brings: the feed stale once it has not changed for the `stale` time, a game
  // gone once it has been missing for kGoneAfter, and the error of a last move that does not
  // read once the game has stayed unchanged that long.
  void check_time(std::chrono::steady_clock::time_point now);

  // A writer that rewrites the file in place can be read half way: a game missing from the file
  // is said gone, and a last move cut short an error, only once it stays so this long.
  static constexpr std::chrono::milliseconds kGoneAfter{1500};

 private:
  struct Game {
    std::unique_ptr<GameWatch> watch;
    std::string text;  // as last replayed
    GameTags tags;
    bool present = true;
    std::uint64_t seen_in = 0;  // the last reading (readings_) that had the game
    std::optional<std::chrono::steady_clock::time_point> missing_since;  // not said gone yet
    // Since when the text, unchanged, ends in a move that does not read (its error not yet said).
    std::optional<std::chrono::steady_clock::time_point> held_since;
  };

  void apply(const pgn::FollowUpdate& update, std::chrono::steady_clock::time_point now);
  // The key of the game at `index` (each index from 0 on, once per reading from the start), valid
  // until the next call.
  const std::string& key_at(std::size_t index, const pgn::FollowedGame& game);
  // Watches one game of the update (`in_progress`: the one the file ends in, without its
  // result), marked seen in this reading; whether its text changed.
  bool game(const pgn::FollowedGame& followed, bool in_progress, std::chrono::steady_clock::time_point now);
  // The game's board when it changed (or `added`) and its alerts.
  void say(const std::string& key, const Game& entry, const GameNews& news, bool added);
  // An event about the feed rather than a game.
  draw::Event feed_event(draw::EventKind kind, std::string detail) const;
  void feed_alert(draw::EventKind kind, std::string detail);
  void fault(const absl::Status& status);
  // The feed's state line (feed_state.h), said when it changes.
  void say_state();

  std::string name_;
  const WatchRules& rules_;
  std::optional<std::chrono::milliseconds> stale_;
  WatchSink& out_;
  std::unique_ptr<FeedSource> source_;
  pgn::FollowUpdate update_;  // the last poll's, its room kept for the next
  struct TagKey {
    std::size_t hash = 0;  // std::hash of `key`
    std::string key;       // none for a place whose game has no key yet
  };
  // The keys of the feed's games by index, repeats not numbered: the first keyed_ places are this
  // reading's.
  std::vector<TagKey> tag_keys_;
  std::size_t keyed_ = 0;
  std::string numbered_key_;    // key_at's answer when the key repeats an earlier game's
  std::uint64_t readings_ = 0;  // the updates applied
  std::map<std::string, Game> games_;
  pgn::PgnGame scratch_;
  std::string fault_;                                                 // the fault last said, empty when the feed reads
  bool fault_passes_ = false;                                         // is_passing_fault's of the fault last said
  std::optional<std::chrono::system_clock::time_point> last_update_;  // when a game last changed
  std::optional<FeedItem> state_said_;                                // the feed's state last said
  std::chrono::steady_clock::time_point last_change_;
  bool stale_said_ = false;
};

}  // namespace drawbridge::watch
