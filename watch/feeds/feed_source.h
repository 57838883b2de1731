// The one interface between the watch and where a round's PGN comes from: a file followed as it
// grows or is rewritten, the standard input, a network feed (its mailbox: round_mailbox.h). A
// folder is not a feed but a place where file feeds appear (feed_folder.h).
//
// Who calls it: the watch loop (watch_loop.h), on its one thread, once per turn: soon after a
// wake-up, and at least every second. poll() never blocks that thread for long: a source that
// waits on something (a pipe, a server) waits on a thread of its own, keeps what arrived, and
// wakes the loop (FileWatch::wake) so that the next poll hands it over.
//
// What it yields: the feed's changes as games, as pgn_follower.h cuts them, each with the tags
// read when it was cut: every game of the feed when `from_start` (a first read, a file
// rewritten, a new body from a server), else the games completed since the last poll and the one
// in progress (a round stream's: the games that changed, each at its place in the round). A poll with nothing new
// yields an update without completed games (the game in progress, if any, again).
//
// Faults: an error status whose message names the feed and says what is wrong, in plain words
// and without credentials, at every poll while the fault lasts. The watch says a fault once, and
// again only when its message changes; the first poll that reads after a fault is said as the
// feed read again. A fault's code says how bad it is: kResourceExhausted (a server that asks to be
// asked later), kDeadlineExceeded (one too slow to answer) and kAborted (a stream that dropped,
// being reconnected) are faults that pass by themselves,
// said as notices (is_passing_fault); any other code is said as an error.
#pragma once

#include "absl/status/status.h"
#include "pgn/pgn_follower.h"

namespace drawbridge::watch {

class FeedSource {
 public:
  virtual ~FeedSource() = default;

  // The feed's changes since the last poll written into `update`, whose games' room may serve
  // the new ones (PgnFollower::poll), or its fault.
  virtual absl::Status poll(pgn::FollowUpdate& update) = 0;

  // Whether the feed has ended and no poll will bring news again (the standard input closed).
  virtual bool ended() const { return false; }
};

// Whether a fault is one that passes by itself, said as a notice rather than an error.
inline bool is_passing_fault(const absl::Status& fault) {
  return fault.code() == absl::StatusCode::kResourceExhausted || fault.code() == absl::StatusCode::kDeadlineExceeded ||
         fault.code() == absl::StatusCode::kAborted;
}

}  // namespace drawbridge::watch
