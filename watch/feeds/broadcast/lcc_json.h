// DGT LiveChess Cloud's tree of JSON files, read into PGN. Relied on (lila's relay module, which
// follows LiveChess Cloud for lichess, and the viewer's own requests):
// - `…/get/{id}/tournament.json`: {"name", "location", "rounds": [{"count": games, "live": games
//   in play}, …]}; round N (from 1) is at rounds[N-1];
// - `…/get/{id}/round-{N}/index.json`: {"date", "pairings": [{"white": {"fname", "mname",
//   "lname", "title", "fideid"}, "black": {…}, "result"}, …]}; board M (from 1) is pairings[M-1];
// - `…/get/{id}/round-{N}/game-{M}.json`: {"moves": ["e4 5400+30", "Nc6 5391", "fxe4 +31", …],
//   "result", "clock": {"white": s, "black": s, "time": ms}}: each move its SAN, then the mover's
//   clock in seconds after it and, after a "+", the move's time; "clock", when there, holds the
//   clocks more recent than the last moves' own (DGT boards report them late).
// Fields missing or null are empty; any other shape is an error naming the file.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"

namespace drawbridge::watch {

struct LccTournament {
  std::string name;
  std::string location;
  struct Round {
    int games = 0;
    int live = 0;
  };
  std::vector<Round> rounds;
};

struct LccPairing {
  std::string white;
  std::string black;
  std::string result;
};

struct LccRound {
  std::string date;
  std::vector<LccPairing> pairings;
};

absl::StatusOr<LccTournament> read_lcc_tournament(std::string_view json);
absl::StatusOr<LccRound> read_lcc_round(std::string_view json);

// The rounds a watch follows (numbers from 1): those with games in play, else the last that has
// games, so that a watch started between two rounds shows the last one played.
std::vector<int> followed_rounds(const LccTournament& tournament);

// Board `board` of round `round` as one game's PGN: Event and Site from the tournament, Date,
// Round, Board, the players and the result from the round's index, the moves of `game_json` with
// their clocks as [%clk]. An error for a game file that does not read.
absl::StatusOr<std::string> lcc_game_pgn(const LccTournament& tournament, int round, const LccRound& index, int board,
                                         std::string_view game_json);

// The same game before its file is there: the pairing's tags and result, without moves.
std::string lcc_pairing_pgn(const LccTournament& tournament, int round, const LccRound& index, int board);

}  // namespace drawbridge::watch
