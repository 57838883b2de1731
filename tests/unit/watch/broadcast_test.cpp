// The broadcasts' own readers: which feed a URL names (lichess's page and export followed through
// the stream, a LiveChess Cloud viewer through its tree), the reconnection waits, lichess's round
// stream cut into games, and LiveChess Cloud's JSON made PGN.
#include <doctest/doctest.h>

#include <optional>
#include <string>

#include "watch/feeds/broadcast/broadcast_url.h"
#include "watch/feeds/broadcast/lcc_json.h"
#include "watch/feeds/broadcast/reconnect_delay.h"
#include "watch/feeds/broadcast/round_stream.h"

namespace drawbridge::watch {
namespace {

using std::chrono::milliseconds;
using std::chrono::seconds;

std::string shown(const char* text) { return parse_broadcast_url(text)->shown; }
BroadcastKind kind(const char* text) { return broadcast_kind(*parse_broadcast_url(text)); }

TEST_CASE("a lichess round's page and export are followed through its stream, on any host") {
  CHECK(shown("https://lichess.org/broadcast/tata-steel/round-3/AbCd1234") ==
        "https://lichess.org/api/stream/broadcast/round/AbCd1234.pgn");
  CHECK(shown("https://lichess.org/api/broadcast/round/AbCd1234.pgn?clocks=true") ==
        "https://lichess.org/api/stream/broadcast/round/AbCd1234.pgn");
  CHECK(shown("https://127.0.0.1:8443/broadcast/t/r/AbCd1234") ==
        "https://127.0.0.1:8443/api/stream/broadcast/round/AbCd1234.pgn");
  CHECK(kind("https://lichess.org/api/stream/broadcast/round/AbCd1234.pgn") == BroadcastKind::kLichessStream);
  CHECK(kind("https://lichess.org/broadcast/t/r/AbCd1234") == BroadcastKind::kLichessStream);
  // Not a round: an id of another length, a tour's page, any other PGN.
  CHECK(kind("https://lichess.org/broadcast/t/r/AbCd123") == BroadcastKind::kPgn);
  CHECK(kind("https://lichess.org/broadcast/t/AbCd1234") == BroadcastKind::kPgn);
  CHECK(kind("https://example.org/round.pgn") == BroadcastKind::kPgn);
}

TEST_CASE("a LiveChess Cloud viewer is read from its tree, and a tree on any host") {
  CHECK(shown("https://view.livechesscloud.com/#ed5fb586-f549-4029-a470-d590f8e30c76") ==
        "https://1.pool.livechesscloud.com/get/ed5fb586-f549-4029-a470-d590f8e30c76/tournament.json");
  CHECK(shown("http://view.livechesscloud.com/ed5fb586") ==
        "https://1.pool.livechesscloud.com/get/ed5fb586/tournament.json");
  CHECK(kind("https://127.0.0.1:1/mirror/get/ab-12/tournament.json") == BroadcastKind::kLiveChessCloud);
  CHECK(!parse_broadcast_url("https://view.livechesscloud.com/").ok());
}

TEST_CASE("a stream reconnects after a capped, jittered exponential backoff; a 429 waits a minute at least") {
  const Backoff backoff{milliseconds(1000), milliseconds(60000)};
  CHECK(reconnect_delay(0, 0.0, backoff) == milliseconds(1000));
  CHECK(reconnect_delay(3, 0.0, backoff) == milliseconds(8000));
  CHECK(reconnect_delay(3, 0.999, backoff) > milliseconds(4000));
  CHECK(reconnect_delay(3, 0.999, backoff) < milliseconds(4010));
  CHECK(reconnect_delay(40, 0.0, backoff) == milliseconds(60000));
  CHECK(too_many_requests_wait(seconds(5), seconds(60)) == seconds(60));
  CHECK(too_many_requests_wait(seconds(120), seconds(60)) == seconds(120));
  CHECK(too_many_requests_wait(std::nullopt, seconds(60)) == seconds(60));
}

constexpr char kGame1[] = "[Event \"Open\"]\n[Board \"1\"]\n[GameURL \"https://lichess.org/broadcast/-/-/r/g1\"]\n\n";
constexpr char kGame2[] = "[Event \"Open\"]\n[Board \"2\"]\n[GameURL \"https://lichess.org/broadcast/-/-/r/g2\"]\n\n";

TEST_CASE("the round stream keeps each game's latest text at its place, and hands over the games that changed") {
  RoundStream stream;
  const std::string first = std::string(kGame1) + "1. e4 *\n\n\n" + kGame2 + "1. d4 *\n\n\n";
  // Cut anywhere: a game is kept once its result is read.
  const RoundNews start = stream.append(first.substr(0, 40));
  CHECK(start.fault.ok());
  CHECK(!start.changed);
  const RoundNews both = stream.append(first.substr(40));
  CHECK(stream.games() == 2);
  REQUIRE(both.changed);
  CHECK(!both.changed->from_start);
  REQUIRE(both.changed->complete.size() == 2);
  CHECK(both.changed->complete[0].index == 0);
  CHECK(both.changed->complete[1].index == 1);
  // Each with the tags read when the stream cut it.
  CHECK(both.changed->complete[1].tag("Board") == "2");
  CHECK(both.changed->complete[1].head.has_movetext);
  // A game changed twice in one piece is handed over once, as it came last, at its place.
  const RoundNews second = stream.append(std::string(kGame2) + "1. d4 d5 *\n\n\n" + kGame2 + "1. d4 d5 2. c4 *\n\n\n");
  REQUIRE(second.changed);
  REQUIRE(second.changed->complete.size() == 1);
  CHECK(second.changed->complete[0].index == 1);
  CHECK(second.changed->complete[0].text.starts_with(std::string(kGame2) + "1. d4 d5 2. c4 *"));
  // The same text again (a reconnection resends the round) is no news.
  stream.reconnect();
  CHECK(!stream.append(std::string(kGame1) + "1. e4 *\n\n\n").changed);
}

TEST_CASE("a game past the cap is a fault, and reading goes on with the next") {
  RoundStream stream(64);
  CHECK(stream.append(std::string(kGame1) + std::string(100, 'x')).fault.code() == absl::StatusCode::kOutOfRange);
  const RoundNews next = stream.append(std::string(kGame2) + "1. d4 *\n\n\n");
  CHECK(next.fault.ok());
  CHECK(stream.games() == 1);
  REQUIRE(next.changed);
  CHECK(next.changed->complete.at(0).index == 0);
}

TEST_CASE("LiveChess Cloud's tournament, round and game make a game's PGN with its clocks") {
  const absl::StatusOr<LccTournament> tournament =
      read_lcc_tournament(R"({"name":"Open","location":"Hall","rounds":[{"count":2,"live":0},{"count":2,"live":1},)"
                          R"({"count":0,"live":0}]})");
  REQUIRE(tournament.ok());
  CHECK(followed_rounds(*tournament) == std::vector<int>{2});
  const absl::StatusOr<LccRound> round =
      read_lcc_round(R"({"date":"2026-12-04","pairings":[{"white":{"fname":"Ann","mname":null,"lname":"Smith"},)"
                     R"("black":{"lname":"Jones"},"result":"*"},{"white":null,"black":null,"result":"1-0"}]})");
  REQUIRE(round.ok());
  const absl::StatusOr<std::string> pgn = lcc_game_pgn(
      *tournament, 2, *round, 1,
      R"({"moves":["e4 5400+30","e5 5391","Nf3 +31","Nc6 5380"],"result":null,"clock":{"white":5370,"black":5375}})");
  REQUIRE(pgn.ok());
  CHECK(
      *pgn ==
      "[Event \"Open\"]\n[Site \"Hall\"]\n[Date \"2026.12.04\"]\n[Round \"2\"]\n[Board \"1\"]\n[White \"Ann Smith\"]\n"
      "[Black \"Jones\"]\n[Result \"*\"]\n\n1. e4 {[%clk 1:30:00]} e5 {[%clk 1:29:51]} 2. Nf3 {[%clk 1:29:30]} "
      "Nc6 {[%clk 1:29:35]} *\n\n");
  CHECK(lcc_pairing_pgn(*tournament, 2, *round, 2).ends_with("[Result \"1-0\"]\n\n1-0\n\n"));
  CHECK(!read_lcc_round("<html>").ok());
  CHECK(!lcc_game_pgn(*tournament, 2, *round, 1, "[1,2]").ok());
  // With no round live, the last that has games.
  CHECK(followed_rounds(*read_lcc_tournament(R"({"rounds":[{"count":2},{"count":3},{"count":0}]})")) ==
        std::vector<int>{2});
}

}  // namespace
}  // namespace drawbridge::watch
