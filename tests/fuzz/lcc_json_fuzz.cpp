// DGT LiveChess Cloud's JSON files (watch/feeds/broadcast/lcc_json.h) as any server may send them:
// the input cut at its first two NUL bytes into a tournament, a round's index and a game. Never
// a crash; a file that does not read is an error with words; a game read is PGN with its tags and
// a result at the end.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "watch/feeds/broadcast/lcc_json.h"

namespace {

using namespace drawbridge::watch;

void check(bool ok) {
  if (!ok) std::abort();
}

std::string_view cut(std::string_view& input) {
  const std::size_t end = input.find('\0');
  const std::string_view part = input.substr(0, end);
  input = end == std::string_view::npos ? std::string_view() : input.substr(end + 1);
  return part;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view input(reinterpret_cast<const char*>(data), size);
  const std::string_view tournament_json = cut(input);
  const std::string_view index_json = cut(input);
  const auto tournament = read_lcc_tournament(tournament_json);
  if (!tournament.ok()) check(!tournament.status().message().empty());
  const auto index = read_lcc_round(index_json);
  if (!index.ok()) return 0;
  const LccTournament none;
  for (const int round : followed_rounds(tournament.ok() ? *tournament : none)) {
    check(round >= 1 && round <= static_cast<int>(tournament->rounds.size()));
  }
  for (int board = 1; board <= static_cast<int>(index->pairings.size()) && board <= 4; ++board) {
    const auto game = lcc_game_pgn(none, 1, *index, board, input);
    if (!game.ok()) {
      check(!game.status().message().empty());
      continue;
    }
    check(game->starts_with("[Event ") && game->ends_with("\n\n"));
    check(lcc_pairing_pgn(none, 1, *index, board).ends_with("\n\n"));
  }
  return 0;
}
