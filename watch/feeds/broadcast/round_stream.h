// lichess's round stream (GET /api/stream/broadcast/round/{id}.pgn) read as it arrives: a
// connection kept open on which the server writes every game of the round once, then a game's
// whole PGN again each time it changes (a move, a clock, a tag, its result), games apart by blank
// lines. Each game's latest text is kept under its identity in the round (its tags read, not its
// moves), and the round is the latest text of each game in the order they first came, as a
// round's export would give them.
//
// A game's identity is its GameURL tag (lichess's "https://lichess.org/broadcast/-/-/ROUND/GAME"),
// else its ChapterURL tag, else its Event, Site, Round, Board, White and Black tags together.
//
// Memory stays bounded on an endless stream: one text per game of the round (at most kMaxGames)
// and the game being read, which may not grow past the cap; past it the bytes so far are dropped
// and reading starts again at the next game.
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "pgn/pgn_follower.h"
#include "pgn/pgn_game.h"

namespace drawbridge::watch {

class RoundStream {
 public:
  static constexpr std::size_t kMaxGames = 1000;
  static constexpr std::size_t kDefaultCap = 1 << 20;  // bytes of one game

  explicit RoundStream(std::size_t cap = kDefaultCap) : cap_(cap) {}

  // Reads what arrived; whether a game of the round changed. A fault (kOutOfRange) for a game past
  // the cap or a game beyond kMaxGames, which is not kept; the rest of the round stays.
  absl::StatusOr<bool> append(std::string_view bytes);

  // A new connection: what arrives next is a stream of its own, its first bytes a game's start.
  void reconnect();

  // The round as a file read from its start would give it: each game's latest text, as the
  // stream cut it, in the order they first came. Nothing is glued and cut again.
  pgn::FollowUpdate round() const;
  std::size_t games() const { return order_.size(); }

 private:
  // Keeps a complete game; whether its text is news.
  absl::StatusOr<bool> keep(const std::string& text);

  std::size_t cap_;
  std::optional<pgn::PgnFollower> follower_{"-"};  // cuts the stream into games; never reads a file
  std::size_t since_game_ = 0;                     // bytes appended since a game was last completed
  std::vector<std::string> order_;                 // identities, as they first came
  std::map<std::string, std::string> texts_;
  pgn::PgnGame scratch_;
};

}  // namespace drawbridge::watch
