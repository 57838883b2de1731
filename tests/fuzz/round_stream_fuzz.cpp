// lichess's round stream (watch/feeds/broadcast/round_stream.h) as any server may send it, cut
// into pieces where the input's first byte says: never a crash, the games kept never more than
// kMaxGames, the round handed over holds each kept game once and its games read back into no more games, and the
// reader's memory bounded by its cap (a fault past it, then reading goes on).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "watch/feeds/broadcast/round_stream.h"

namespace {

using drawbridge::watch::RoundStream;

void check(bool ok) {
  if (!ok) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::string_view input(reinterpret_cast<const char*>(data) + 1, size - 1);
  const std::size_t piece = 1 + data[0] % 64;
  RoundStream stream(1 << 12);
  for (std::size_t at = 0; at < input.size(); at += piece) {
    const auto news = stream.append(input.substr(at, piece));
    if (!news.ok()) check(!news.status().message().empty());
    if (at % 1024 == 0) stream.reconnect();
  }
  check(stream.games() <= RoundStream::kMaxGames);
  const drawbridge::pgn::FollowUpdate round = stream.round();
  check(round.complete.size() == stream.games());
  RoundStream again;
  for (const drawbridge::pgn::FollowedGame& game : round.complete) {
    const auto read = again.append(game.text + "\n\n");
    check(!read.ok() || again.games() <= stream.games());
  }
  return 0;
}
