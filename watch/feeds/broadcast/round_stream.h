// lichess's round stream (GET /api/stream/broadcast/round/{id}.pgn) read as it arrives: a
// connection kept open on which the server writes every game of the round once, then a game's
// whole PGN again each time it changes (a move, a clock, a tag, its result), games apart by blank
// lines. Each game's latest text is kept at its place in the round (the order the games first
// came, as a round's export would give them), found by its identity in the tags that the cut read
// (pgn_follower.h); its moves are not read here. What is handed over is the games that changed,
// each by its place, with the tags read when it was cut.
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
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "pgn/pgn_follower.h"

namespace drawbridge::watch {

// What a piece of the stream brings.
struct RoundNews {
  // A game past the cap or beyond kMaxGames (kOutOfRange), which is not kept; the rest of the
  // round stays.
  absl::Status fault;
  // The games whose text changed, each once, as the stream last cut it, in the order of their
  // places (FollowedGame::index); none when no game changed. Never from the start: a game once in
  // the round stays in it.
  std::optional<pgn::FollowUpdate> changed;
};

class RoundStream {
 public:
  static constexpr std::size_t kMaxGames = 1000;
  static constexpr std::size_t kDefaultCap = 1 << 20;  // bytes of one game

  explicit RoundStream(std::size_t cap = kDefaultCap) : cap_(cap) {}

  // Reads what arrived.
  RoundNews append(std::string_view bytes);

  // A new connection: what arrives next is a stream of its own, its first bytes a game's start.
  void reconnect();

  std::size_t games() const { return games_.size(); }

 private:
  // Keeps a complete game at its place, added to `changed` when its text is news.
  absl::Status keep(pgn::FollowedGame game, std::set<std::size_t>& changed);

  std::size_t cap_;
  std::optional<pgn::PgnFollower> follower_{"-"};  // cuts the stream into games; never reads a file
  std::size_t since_game_ = 0;                     // bytes appended since a game was last completed
  std::vector<pgn::FollowedGame> games_;           // the latest of each game, by place
  std::map<std::string, std::size_t> places_;      // identity -> place
};

}  // namespace drawbridge::watch
