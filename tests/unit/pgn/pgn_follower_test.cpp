// A PGN file followed as it is written, with real files in a temporary folder: growth by half
// moves, truncation, rewrites, a rename over it, deletion, removed games, CRLF, Latin-1 and a
// 10 MB line; and what each poll reads of the file.
#include <doctest/doctest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>

#include "absl/strings/str_cat.h"
#include "pgn/pgn_follower.h"
#include "pgn/pgn_game.h"
#include "pgn/text_encoding.h"
#include "tests/unit/temp_dir.h"

using namespace drawbridge::pgn;
namespace fs = std::filesystem;

namespace {

using drawbridge::testing::TempDir;

void write_file(const fs::path& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }
void append_file(const fs::path& path, const std::string& text) {
  std::ofstream(path, std::ios::binary | std::ios::app) << text;
}

// The file's modification time moved on, as a later write would have it on a coarse clock.
void touch_later(const fs::path& path) {
  fs::last_write_time(path, fs::last_write_time(path) + std::chrono::seconds(5));
}

FollowUpdate poll(PgnFollower& follower) {
  FollowUpdate update;
  REQUIRE(follower.poll(update).ok());
  return update;
}

// The fault of a poll that fails.
absl::Status fault(PgnFollower follower) {
  FollowUpdate update;
  return follower.poll(update);
}

std::string game(int number, const std::string& moves = "1. e4 e5 1/2-1/2") {
  return absl::StrCat("[Event \"Round\"]\n[Board \"", number, "\"]\n\n", moves, "\n\n");
}

std::vector<std::string> sans(const std::string& text) {
  PgnGame pgn;
  read_pgn_game(text, pgn);
  std::vector<std::string> out;
  for (const SanToken& token : pgn.moves) out.emplace_back(token.text);
  return out;
}

std::string board_of(const FollowedGame& game) {
  PgnGame pgn;
  read_pgn_game(game.text, pgn);
  return pgn.tag("Board").value_or("");
}

using Moves = std::vector<std::string>;

}  // namespace

TEST_CASE("a growing file: half a move held back, complete games handed out once") {
  TempDir dir;
  const fs::path path = dir / "round.pgn";
  write_file(path, game(1) + "[Event \"Round\"]\n[Board \"2\"]\n\n1. e4 e5 2. N");
  PgnFollower follower(path);

  FollowUpdate first = poll(follower);
  CHECK(first.from_start);
  REQUIRE(first.complete.size() == 1);
  CHECK(first.complete[0].index == 0);
  CHECK(board_of(first.complete[0]) == "1");
  REQUIRE(first.in_progress);
  CHECK(first.in_progress->index == 1);
  CHECK(first.in_progress->offset == game(1).size());
  CHECK(first.in_progress->line == 6);
  CHECK(sans(first.in_progress->text) == Moves{"e4", "e5"});
  // Each game with its tags, read as it was cut: no one reads them again.
  CHECK(first.complete[0].tag("Board") == "1");
  CHECK(first.in_progress->tag("Board") == "2");
  CHECK(first.in_progress->head.has_movetext);

  append_file(path, "f3 {[%clk 0:01:00]");
  FollowUpdate second = poll(follower);
  CHECK_FALSE(second.from_start);
  CHECK(second.complete.empty());
  REQUIRE(second.in_progress);
  CHECK(sans(second.in_progress->text) == Moves{"e4", "e5", "Nf3"});

  append_file(path, "} Nc6");
  FollowUpdate third = poll(follower);
  REQUIRE(third.in_progress);
  PgnGame pgn;
  read_pgn_game(third.in_progress->text, pgn);
  REQUIRE(pgn.moves.size() == 3);  // Nc6 may still become Nc6+
  CHECK(pgn.moves[2].clock.remaining == std::chrono::milliseconds(60'000));

  const std::uint64_t read_before = follower.bytes_read();
  FollowUpdate unchanged = poll(follower);
  CHECK(follower.bytes_read() == read_before);
  CHECK(unchanged.complete.empty());
  CHECK(unchanged.in_progress == third.in_progress);

  append_file(path, " 1-0\n\n[Event \"Round\"]\n[Board \"3\"");
  FollowUpdate fourth = poll(follower);
  CHECK_FALSE(fourth.from_start);
  REQUIRE(fourth.complete.size() == 1);
  CHECK(fourth.complete[0].index == 1);
  CHECK(sans(fourth.complete[0].text) == Moves{"e4", "e5", "Nf3", "Nc6"});
  REQUIRE(fourth.in_progress);  // its tags so far, the half-written one held back
  CHECK(fourth.in_progress->index == 2);
  CHECK(fourth.in_progress->text == "[Event \"Round\"]\n");
  // The tags handed out: where they are in the text handed out.
  CHECK(fourth.in_progress->head == GameHead{{{1, 5, 8, 5}}, false});
  CHECK(fourth.in_progress->tag("Event") == "Round");

  append_file(path, "]\n\n1. d4 *\n");
  FollowUpdate fifth = poll(follower);
  REQUIRE(fifth.complete.size() == 1);
  CHECK(board_of(fifth.complete[0]) == "3");
  CHECK(fifth.complete[0].line == 11);
  CHECK_FALSE(fifth.in_progress);
}

TEST_CASE("appending a move reads the new bytes and the checked ones, nothing earlier") {
  TempDir dir;
  const fs::path path = dir / "big.pgn";
  std::string text;
  for (int i = 0; i < 2000; ++i) text += game(i);
  text += "[Event \"Round\"]\n\n1. e4 ";
  write_file(path, text);
  PgnFollower follower(path);
  FollowUpdate first = poll(follower);
  CHECK(first.complete.size() == 2000);
  CHECK(follower.bytes_read() == text.size());

  append_file(path, "e5 ");
  FollowUpdate second = poll(follower);
  CHECK(follower.bytes_read() == text.size() + FollowedFile::kCheckBytes + 3);
  CHECK(second.complete.empty());
  REQUIRE(second.in_progress);
  CHECK(second.in_progress->index == 2000);
  CHECK(sans(second.in_progress->text) == Moves{"e4", "e5"});
}

TEST_CASE("a file truncated, or rewritten at the same length, is read again from the start") {
  TempDir dir;
  const fs::path path = dir / "round.pgn";
  write_file(path, game(1) + game(2) + game(3));
  PgnFollower follower(path);
  CHECK(poll(follower).complete.size() == 3);

  write_file(path, game(1, "1. d4 *"));
  FollowUpdate truncated = poll(follower);
  CHECK(truncated.from_start);
  REQUIRE(truncated.complete.size() == 1);
  CHECK(sans(truncated.complete[0].text) == Moves{"d4"});

  write_file(path, game(1, "1. c4 *"));  // the same length: only the modification time tells
  touch_later(path);
  FollowUpdate rewritten = poll(follower);
  CHECK(rewritten.from_start);
  REQUIRE(rewritten.complete.size() == 1);
  CHECK(sans(rewritten.complete[0].text) == Moves{"c4"});

  // A move inserted in the first game while the file grows: the checked bytes moved.
  write_file(path, game(1, "1. c4 e5 *") + game(2));
  FollowUpdate grown_in_place = poll(follower);
  CHECK(grown_in_place.from_start);
  CHECK(grown_in_place.complete.size() == 2);
}

TEST_CASE("an update polled into again says what a new one says, whatever games it held") {
  TempDir dir;
  const fs::path path = dir / "round.pgn";
  PgnFollower follower(path);
  FollowUpdate kept;  // as the watch keeps one for every poll
  // A round rewritten in place with more games, longer ones, fewer, shorter, one in progress, none.
  const std::vector<std::string> rounds = {
      game(1) + game(2) + game(3), game(1, "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1/2-1/2") + game(2) + game(3) + game(4),
      game(2, "1. d4 *"),          game(1) + game(2) + "[Event \"Round\"]\n[Board \"3\"]\n\n1. c4 e5 2. Nc3",
      game(5) + game(6),           "",
  };
  for (const std::string& round : rounds) {
    write_file(path, round);
    touch_later(path);
    REQUIRE(follower.poll(kept).ok());
    PgnFollower fresh(path);
    CHECK(kept == poll(fresh));
    // Polled again with nothing changed: no game, the one in progress again.
    REQUIRE(follower.poll(kept).ok());
    CHECK(kept.complete.empty());
    CHECK_FALSE(kept.from_start);
    CHECK(kept.in_progress == poll(fresh).in_progress);
  }
}

TEST_CASE("a file replaced by a rename, and a game removed, is read again in full") {
  TempDir dir;
  const fs::path path = dir / "round.pgn";
  write_file(path, game(1) + game(2) + game(3, "1. e4 *"));
  PgnFollower follower(path);
  CHECK(poll(follower).complete.size() == 3);

  const fs::path next = dir / "round.pgn.tmp";
  write_file(next, game(1) + game(3, "1. e4 c5 2. Nf3 *"));
  fs::rename(next, path);
  FollowUpdate update = poll(follower);
  CHECK(update.from_start);
  REQUIRE(update.complete.size() == 2);
  CHECK(board_of(update.complete[0]) == "1");
  CHECK(board_of(update.complete[1]) == "3");
  CHECK(update.complete[1].index == 1);
  CHECK(update.complete[1].offset == game(1).size());
  CHECK(sans(update.complete[1].text) == Moves{"e4", "c5", "Nf3"});
}

TEST_CASE("a file deleted is an error naming it; made again, it is read from the start") {
  TempDir dir;
  const fs::path path = dir / "round.pgn";
  write_file(path, game(1) + game(2));
  PgnFollower follower(path);
  CHECK(poll(follower).complete.size() == 2);

  fs::remove(path);
  FollowUpdate update;
  const absl::Status gone = follower.poll(update);
  REQUIRE_FALSE(gone.ok());
  CHECK(absl::IsNotFound(gone));
  CHECK(std::string(gone.message()).find("round.pgn") != std::string::npos);

  write_file(path, game(1) + game(2));  // the same bytes again: still a new file to the reader
  FollowUpdate again = poll(follower);
  CHECK(again.from_start);
  CHECK(again.complete.size() == 2);

  // Deleted and made again between two polls, longer and different.
  fs::remove(path);
  write_file(path, game(5) + game(6) + game(7));
  FollowUpdate recreated = poll(follower);
  CHECK(recreated.from_start);
  REQUIRE(recreated.complete.size() == 3);
  CHECK(board_of(recreated.complete[0]) == "5");

  CHECK(absl::IsInvalidArgument(fault(PgnFollower(dir / "."))));
  CHECK(absl::IsNotFound(fault(PgnFollower(dir / "none.pgn"))));
}

TEST_CASE("CRLF lines and Latin-1 bytes, as the file has them") {
  TempDir dir;
  const fs::path path = dir / "round.pgn";
  write_file(path, "[Event \"R\"]\r\n[White \"J\xe4ger\"]\r\n\r\n1. e4 e5\r");
  PgnFollower follower(path);
  FollowUpdate first = poll(follower);
  REQUIRE(first.in_progress);
  CHECK(sans(first.in_progress->text) == Moves{"e4", "e5"});
  PgnGame pgn;
  read_pgn_game(first.in_progress->text, pgn);
  CHECK(as_utf8(*pgn.tag("White")) == "J\xc3\xa4ger");

  append_file(path, "\n2. Nf3 1-0\r\n\r\n[Event \"S\"]\r\n\r\n1. d4 *\r\n");
  FollowUpdate second = poll(follower);
  REQUIRE(second.complete.size() == 2);
  CHECK(sans(second.complete[0].text) == Moves{"e4", "e5", "Nf3"});
  CHECK(second.complete[1].line == 7);
  CHECK(second.complete[1].offset == std::string("[Event \"R\"]\r\n[White \"J\xe4ger\"]\r\n\r\n1. e4 e5\r\n"
                                                 "2. Nf3 1-0\r\n\r\n")
                                         .size());
}

TEST_CASE("a 10 MB line, written in two halves") {
  TempDir dir;
  const fs::path path = dir / "long.pgn";
  const std::string comment(10 << 20, 'x');
  const std::string head = absl::StrCat("[Event \"long\"]\n\n1. e4 {", comment.substr(0, comment.size() / 2));
  write_file(path, head);
  PgnFollower follower(path);
  FollowUpdate first = poll(follower);
  REQUIRE(first.in_progress);
  CHECK(sans(first.in_progress->text) == Moves{"e4"});
  CHECK(first.in_progress->text.size() < 100);  // up to the open brace

  append_file(path, comment.substr(comment.size() / 2) + "} e5 0-1\n");
  FollowUpdate second = poll(follower);
  REQUIRE(second.complete.size() == 1);
  CHECK(sans(second.complete[0].text) == Moves{"e4", "e5"});
  CHECK(second.complete[0].text.size() == head.size() + comment.size() / 2 + 9);
  CHECK_FALSE(second.in_progress);
  CHECK(follower.bytes_read() == fs::file_size(path) + FollowedFile::kCheckBytes);
}

TEST_CASE("what follows a result up to the next tag line is the ended game's, as the splitter has it") {
  TempDir dir;
  const fs::path path = dir / "round.pgn";
  write_file(path, game(1, "1. e4 e5 1-0"));
  PgnFollower follower(path);
  CHECK(poll(follower).complete.size() == 1);

  append_file(path, "{ adjudicated }\n");
  FollowUpdate comment = poll(follower);
  CHECK(comment.complete.empty());
  CHECK_FALSE(comment.in_progress);

  append_file(path, absl::StrCat("\n", game(2, "1. d4")));
  FollowUpdate next = poll(follower);
  CHECK(next.complete.empty());
  REQUIRE(next.in_progress);
  CHECK(next.in_progress->index == 1);
  CHECK(board_of(*next.in_progress) == "2");
  CHECK(next.in_progress->line == 8);
}

TEST_CASE("text after a result keeps its place: a line written in two polls, a comment left open") {
  TempDir dir;
  const fs::path path = dir / "round.pgn";
  write_file(path, "[Event \"Round\"]\n[Board \"1\"]\n\n1. e4 e5 *\nJ");
  PgnFollower follower(path);
  CHECK(poll(follower).complete.size() == 1);

  // The line that began with J is not a tag line, however it goes on.
  append_file(path, "[Event \"Round\"] { adjudicated\n[Board \"9\"]\n}\n");
  FollowUpdate tail = poll(follower);
  CHECK(tail.complete.empty());
  CHECK_FALSE(tail.in_progress);

  append_file(path, game(2, "1. d4 1-0 {"));
  FollowUpdate second = poll(follower);
  REQUIRE(second.complete.size() == 1);
  CHECK(board_of(second.complete[0]) == "2");
  CHECK(second.complete[0].line == 8);

  // Inside the comment the result opened, a line starting with a bracket is no tag line either.
  append_file(path, "[Board \"8\"]\n}\n" + game(3, "1. c4"));
  FollowUpdate third = poll(follower);
  CHECK(third.complete.empty());
  REQUIRE(third.in_progress);
  CHECK(third.in_progress->index == 2);
  CHECK(board_of(*third.in_progress) == "3");
  CHECK(third.in_progress->line == 15);
}
