// lichess's round stream (watch/feeds/broadcast/round_stream.h) as any server may send it, cut
// into pieces where the input's first byte says: never a crash, the games kept never more than
// kMaxGames, the games handed over each come once at each hand-over, at places from 0 on, and read back into no more
// games, and the reader's memory bounded by its cap (a fault past it, then reading goes on).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

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
  // The latest text handed over at each place: every place from 0 on, each game once.
  std::vector<std::string> round;
  for (std::size_t at = 0; at < input.size(); at += piece) {
    const drawbridge::watch::RoundNews news = stream.append(input.substr(at, piece));
    if (!news.fault.ok()) check(!news.fault.message().empty());
    if (const auto& changes = news.changed) {
      check(!changes->from_start && !changes->complete.empty());
      std::int64_t last = -1;
      for (const drawbridge::pgn::FollowedGame& game : changes->complete) {
        check(game.index > last && game.index <= static_cast<std::int64_t>(round.size()));
        last = game.index;
        if (game.index == static_cast<std::int64_t>(round.size())) round.emplace_back();
        round[static_cast<std::size_t>(game.index)] = game.text;
      }
    }
    if (at % 1024 == 0) stream.reconnect();
  }
  check(stream.games() <= RoundStream::kMaxGames);
  check(round.size() == stream.games());
  RoundStream again;
  for (const std::string& text : round) {
    const drawbridge::watch::RoundNews read = again.append(text + "\n\n");
    check(!read.fault.ok() || again.games() <= stream.games());
  }
  return 0;
}
