// A watched round file rewritten in place, as DGT LiveChess does (truncated, then written again),
// with each poll catching it at a different moment of the rewrite; and a file caught with its
// last move cut short, which is an error only once it has stayed so for FeedWatch::kGoneAfter.
#include "watch/feed_watch.h"

#include <doctest/doctest.h>

#include <chrono>
#include <cstdint>
#include <fstream>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <boost/json/parse.hpp>

#include "platform/file_watch.h"
#include "rules/chess_draw/laws.h"
#include "support/json_view.h"
#include "tests/unit/temp_dir.h"
#include "watch/feeds/file_feed.h"
#include "watch/feeds/round_mailbox.h"
#include "watch/watch_json.h"

namespace drawbridge::watch {
namespace {

struct Lines : WatchSink {
  void publish(const WatchItem& item) override { lines.push_back(boost::json::parse(item_json(item))); }
  // The plies of the boards said for `board`.
  std::vector<std::int64_t> plies(std::string_view board) const {
    std::vector<std::int64_t> out;
    for (const boost::json::value& line : lines) {
      const boost::json::object& item = line.as_object();
      if (item.at("type") != "board") continue;  // a feed line has no game
      const boost::json::value& number = item.at("game").at("Board");
      if (!number.is_string() || number.as_string() != board) continue;
      out.push_back(item.at("ply").as_int64());
    }
    return out;
  }
  // The lines of this type (and this alert kind).
  std::vector<boost::json::object> of(std::string_view type, std::string_view kind = "") const {
    std::vector<boost::json::object> out;
    for (const boost::json::value& line : lines) {
      const boost::json::object& item = line.as_object();
      if (item.at("type") == jsv(type) && (kind.empty() || item.at("kind") == jsv(kind))) out.push_back(item);
    }
    return out;
  }
  std::vector<boost::json::value> lines;
};

WatchRules fide_2023() {
  WatchRules rules;
  rules.laws = *draw::load_laws("fide-2023", {}, {DRAWBRIDGE_SOURCE_DIR "/configs/rules"});
  return rules;
}

std::string game_in_progress(int board, const std::string& moves) {
  return "[Event \"Round\"]\n[Board \"" + std::to_string(board) + "\"]\n\n" + moves + " ";
}

// A round file and the watch of it; each poll reads the file as it is when called.
using Clock = std::chrono::steady_clock;

struct Round {
  void write_and_poll(const std::string& text, Clock::time_point now = Clock::now()) {
    std::ofstream(path, std::ios::binary | std::ios::trunc) << text;
    feed.poll(now);
  }
  const testing::TempDir dir;
  const std::filesystem::path path = dir / "round.pgn";
  const WatchRules rules = fide_2023();
  Lines out;
  FeedWatch feed{path.string(), std::make_unique<FileFeed>(path), rules, std::nullopt, out};
};

TEST_CASE_FIXTURE(Round, "a rewrite caught empty, then half written, does not take a board back") {
  write_and_poll(game_in_progress(1, "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6"));
  REQUIRE(out.plies("1") == std::vector<std::int64_t>{6});
  write_and_poll("");
  write_and_poll(game_in_progress(1, "1. Nf3 Nf6 2. Ng1"));
  CHECK(out.plies("1") == std::vector<std::int64_t>{6});
  write_and_poll(game_in_progress(1, "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1"));
  CHECK(out.plies("1") == std::vector<std::int64_t>{6, 7});
}

TEST_CASE_FIXTURE(Round, "a game caught with its tags only is not a new game, and a finished game may be shorter") {
  write_and_poll(game_in_progress(1, "1. e4 e5 2. Nf3"));
  write_and_poll("[Event \"Round\"]\n[Board \"1\"]\n");
  CHECK(out.plies("1") == std::vector<std::int64_t>{3});
  // A result written after fewer moves is the game as the arbiter corrected it.
  write_and_poll("[Event \"Round\"]\n[Board \"1\"]\n\n1. e4 e5 1/2-1/2\n\n");
  CHECK(out.plies("1") == std::vector<std::int64_t>{3, 2});
}

// A file rewritten in place over its old bytes, caught half way, leaves a move cut short with a
// line end after it, which the follower hands out as a whole token.
TEST_CASE_FIXTURE(Round, "a last move caught half written is held, then read whole: no error") {
  const Clock::time_point t0 = Clock::now();
  write_and_poll(game_in_progress(1, "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Nf\n"), t0);
  CHECK(out.plies("1") == std::vector<std::int64_t>{7});
  feed.check_time(t0 + FeedWatch::kGoneAfter - std::chrono::milliseconds(1));
  CHECK(out.of("alert", "error").empty());
  write_and_poll(game_in_progress(1, "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8"), t0 + std::chrono::seconds(1));
  CHECK(out.plies("1") == std::vector<std::int64_t>{7, 8});
  feed.check_time(t0 + 10 * FeedWatch::kGoneAfter);
  CHECK(out.of("alert", "error").empty());
  REQUIRE(out.of("alert", "claim").size() == 2);  // 9.2.1.1 at ply 7, 9.2.1.2 at ply 8
}

TEST_CASE_FIXTURE(Round, "a last move that stays unreadable is one error once the file has kept it so") {
  const Clock::time_point t0 = Clock::now();
  write_and_poll(game_in_progress(1, "1. e4 e5 2. Qx\n"), t0);
  // Changed again before the time is up: the time counts from the change.
  write_and_poll(game_in_progress(1, "1. e4 e5 2. Qz\n"), t0 + std::chrono::seconds(1));
  feed.check_time(t0 + FeedWatch::kGoneAfter);
  CHECK(out.of("alert").empty());
  feed.check_time(t0 + std::chrono::seconds(1) + FeedWatch::kGoneAfter);
  const std::vector<boost::json::object> errors = out.of("alert", "error");
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].at("detail").as_string().find("'Qz'") != boost::json::string::npos);
  CHECK(out.of("board").back().at("error") == errors[0].at("detail"));
  feed.check_time(t0 + 10 * FeedWatch::kGoneAfter);
  write_and_poll(game_in_progress(1, "1. e4 e5 2. Qz\n"), t0 + 10 * FeedWatch::kGoneAfter);
  CHECK(out.of("alert", "error").size() == 1);
}

TEST_CASE_FIXTURE(Round, "a game gone from the file with its last move cut short gets no error") {
  const Clock::time_point t0 = Clock::now();
  write_and_poll(game_in_progress(1, "1. e4 e5 2. Nf\n"), t0);
  write_and_poll("", t0 + std::chrono::milliseconds(500));
  feed.check_time(t0 + 10 * FeedWatch::kGoneAfter);
  CHECK(out.of("alert", "error").empty());
  REQUIRE(out.of("alert", "notice").size() == 1);  // the game is no longer in the file
}

TEST_CASE_FIXTURE(Round, "a board's error is cleared when a later version of the game reads") {
  const Clock::time_point t0 = Clock::now();
  write_and_poll(game_in_progress(1, "1. e4 e5 2. Ke3 Nc6"), t0);
  REQUIRE(out.of("alert", "error").size() == 1);
  CHECK(out.of("board").back().at("error").is_string());
  write_and_poll(game_in_progress(1, "1. e4 e5 2. Ke2 Nc6"), t0 + std::chrono::seconds(1));
  CHECK(out.of("board").back().at("error").is_null());
  CHECK(out.plies("1") == std::vector<std::int64_t>{2, 4});
}

// A feed that hands out what the test lines up, one item a poll.
struct ScriptedFeed final : FeedSource {
  explicit ScriptedFeed(std::vector<absl::StatusOr<pgn::FollowUpdate>> items) : polls(std::move(items)) {}
  absl::Status poll(pgn::FollowUpdate& update) override {
    const absl::StatusOr<pgn::FollowUpdate>& item = polls.at(next++);
    if (item.ok()) update = *item;
    return item.status();
  }
  std::vector<absl::StatusOr<pgn::FollowUpdate>> polls;
  std::size_t next = 0;
};

// The game as a feed cuts it: its tags read.
pgn::FollowedGame followed(const std::string& text, std::int64_t index) {
  pgn::PgnGame tags;
  pgn::read_pgn_tags(text, tags);
  return pgn::FollowedGame{text, index, 0, 1, pgn::game_head(text, tags)};
}

pgn::FollowUpdate whole_feed(const std::string& text) {
  pgn::FollowUpdate update;
  update.from_start = true;
  update.in_progress = followed(text, 0);
  return update;
}

// The games of `update`: their places and their texts.
std::vector<std::pair<std::int64_t, std::string>> places(const pgn::FollowUpdate& update) {
  std::vector<std::pair<std::int64_t, std::string>> out;
  for (const pgn::FollowedGame& game : update.complete) out.emplace_back(game.index, game.text);
  return out;
}

// What the mailbox hands the loop at a poll, or its fault.
absl::StatusOr<pgn::FollowUpdate> poll(RoundMailbox& mailbox) {
  pgn::FollowUpdate update;
  if (absl::Status fault = mailbox.poll(update); !fault.ok()) return fault;
  return update;
}

TEST_CASE("a network feed's games wait for the loop by their places: a whole round replaces them") {
  FileWatch wake;
  RoundMailbox mailbox(wake);
  CHECK(poll(mailbox)->complete.empty());
  const auto changed = [](std::vector<pgn::FollowedGame> games) {
    pgn::FollowUpdate update;
    update.complete = std::move(games);
    return std::optional(std::move(update));
  };
  mailbox.put_games(absl::OkStatus(), changed({followed("a", 0), followed("c", 2)}));
  mailbox.put_games(absl::OkStatus(), changed({followed("b", 1), followed("c2", 2)}));
  const absl::StatusOr<pgn::FollowUpdate> both = poll(mailbox);
  CHECK(!both->from_start);
  CHECK(places(*both) == std::vector<std::pair<std::int64_t, std::string>>{{0, "a"}, {1, "b"}, {2, "c2"}});
  CHECK(poll(mailbox)->complete.empty());
  // A fault holds the games back while it lasts; a whole round put meanwhile replaces them.
  mailbox.put_games(absl::UnavailableError("down"), changed({followed("a2", 0)}));
  CHECK(poll(mailbox).status().code() == absl::StatusCode::kUnavailable);
  mailbox.put(absl::OkStatus(), "[Board \"1\"]\n\n1. e4 *\n\n[Board \"2\"]\n\n1. d4 *\n");
  mailbox.put_games(absl::OkStatus(), changed({followed("b2", 1)}));
  const absl::StatusOr<pgn::FollowUpdate> round = poll(mailbox);
  REQUIRE(round.ok());
  CHECK(round->from_start);
  REQUIRE(round->complete.size() == 2);
  CHECK(round->complete[0].tag("Board") == "1");
  CHECK(round->complete[1].text == "b2");
}

TEST_CASE("a feed's fault is said once while it lasts, a passing one as a notice, and its end as read again") {
  Lines out;
  const WatchRules rules = fide_2023();
  const absl::Status busy = absl::ResourceExhaustedError("round: the server asks to wait 60 s (HTTP 429)");
  const absl::Status gone = absl::NotFoundError("round: no such round (HTTP 404)");
  FeedWatch feed("round",
                 std::make_unique<ScriptedFeed>(std::vector<absl::StatusOr<pgn::FollowUpdate>>{
                     busy, busy, gone, gone, whole_feed(game_in_progress(1, "1. e4 e5"))}),
                 rules, std::nullopt, out);
  for (int i = 0; i < 5; ++i) feed.poll(Clock::now());
  const std::vector<boost::json::object> alerts = out.of("alert");
  REQUIRE(alerts.size() == 3);
  CHECK(alerts[0].at("kind") == "notice");
  CHECK(alerts[0].at("detail") == jsv(std::string(busy.message())));
  CHECK(alerts[1].at("kind") == "error");
  CHECK(alerts[1].at("detail") == jsv(std::string(gone.message())));
  CHECK(alerts[2].at("detail") == "round: read again");
  const std::vector<boost::json::object> boards = out.of("board");
  REQUIRE(boards.size() == 1);
  CHECK(boards[0].at("ply") == 2);
  // Its state, said as it changes: reconnecting while the fault passes, failing, then live with the
  // time of the update.
  const std::vector<boost::json::object> states = out.of("feed");
  REQUIRE(states.size() == 3);
  CHECK(states[0].at("state") == "reconnecting");
  CHECK(states[0].at("detail") == jsv(std::string(busy.message())));
  CHECK(states[1].at("state") == "failing");
  CHECK(states[2].at("state") == "live");
  CHECK(states[2].at("detail").is_null());
  CHECK(states[2].at("last_update").is_string());
}

TEST_CASE("a stale feed's state is stale until it changes") {
  Lines out;
  const WatchRules rules = fide_2023();
  FeedWatch feed("round",
                 std::make_unique<ScriptedFeed>(
                     std::vector<absl::StatusOr<pgn::FollowUpdate>>{whole_feed(game_in_progress(1, "1. e4"))}),
                 rules, std::chrono::milliseconds(1000), out);
  const Clock::time_point start = Clock::now();
  feed.poll(start);
  feed.check_time(start + std::chrono::seconds(2));
  const std::vector<boost::json::object> states = out.of("feed");
  REQUIRE(states.size() == 2);
  CHECK(states[0].at("state") == "live");
  CHECK(states[1].at("state") == "stale");
  CHECK(states[1].at("last_update") == states[0].at("last_update"));
}

}  // namespace
}  // namespace drawbridge::watch
