// PGN reading: the splitter's game boundaries, offsets and line numbers, and the
// reading of one game's tags and main line.
#include <doctest/doctest.h>

#include <string>

#include "pgn/byte_source.h"
#include "pgn/pgn_game.h"
#include "pgn/pgn_splitter.h"

using namespace drawbridge::pgn;

namespace {

std::vector<std::string> split(const std::string& text, std::size_t step, std::size_t max_games,
                               std::vector<GameSpan>* spans = nullptr) {
  TextSource source(text, step);
  PgnSplitter splitter(source, max_games, 1 << 20);
  std::vector<std::string> games;
  for (;;) {
    absl::StatusOr<Batch> batch = splitter.next_batch();
    REQUIRE(batch.ok());
    if (batch->games.empty()) return games;
    for (const GameSpan& g : batch->games) {
      games.emplace_back(batch->game_text(g));
      if (spans) spans->push_back(g);
    }
  }
}

constexpr char kTwoGames[] =
    "\n[Event \"a\"]\n[Result \"*\"]\n\n1. e4 {a comment\n[not a tag]} e5 *\n\n"
    "[Event \"b\"]\n\n1. d4 d5 *\n";

}  // namespace

TEST_CASE("the splitter cuts at tag lines after movetext, not inside comments") {
  for (std::size_t step : {1, 3, 7, 1000}) {
    for (std::size_t max_games : {1, 2, 100}) {
      std::vector<GameSpan> spans;
      const std::vector<std::string> games = split(kTwoGames, step, max_games, &spans);
      REQUIRE(games.size() == 2);
      CHECK(games[0] == "\n[Event \"a\"]\n[Result \"*\"]\n\n1. e4 {a comment\n[not a tag]} e5 *\n\n");
      CHECK(games[1] == "[Event \"b\"]\n\n1. d4 d5 *\n");
      CHECK(spans[0].offset == 1);
      CHECK(spans[0].line == 2);
      CHECK(spans[1].offset == std::string(kTwoGames).find("[Event \"b\"]"));
      CHECK(spans[1].line == 8);
    }
  }
}

TEST_CASE("the splitter separates games without movetext and drops blank input") {
  CHECK(split("[Event \"a\"]\n\n[Event \"b\"]\n1. e4 *\n", 5, 10).size() == 2);
  CHECK(split("\n\n  \n", 5, 10).empty());
  CHECK(split("", 5, 10).empty());
  CHECK(split("1. e4 e5 *", 2, 10).size() == 1);  // no tags, no final newline
}

TEST_CASE("a game's tags and main line") {
  const std::string text =
      "[Event \"x \\\"y\\\"\"]\n[Result \"0-1\"]\n\n"
      "1. e4 $1 {[%clk 0:03:00]} 1... e5!? (1... c5 2. Nf3 (2. c3) d6) 2.Nf3 Nc6 ; rest of line\n"
      "3. Bb5 a6 4. O-O {White loses on time} 0-1\n\n";
  PgnGame game;
  read_pgn_game(text, game);
  REQUIRE(game.tags.size() == 2);
  CHECK(game.tag("Event") == "x \"y\"");
  CHECK(game.tag("Result") == "0-1");
  CHECK_FALSE(game.tag("Site").has_value());
  std::vector<std::string> moves;
  for (const SanToken& t : game.moves) moves.emplace_back(t.text);
  CHECK(moves == std::vector<std::string>{"e4", "e5!?", "Nf3", "Nc6", "Bb5", "a6", "O-O"});
  CHECK(game.result_token == "0-1");
  CHECK(game.comment_loser_on_time == drawbridge::chess::kWhite);
  CHECK(text.substr(game.moves.back().end - 3, 3) == "O-O");
  CHECK(text.substr(game.movetext_begin, 2) == "1.");
  CHECK(text.substr(0, game.movetext_end).ends_with("{White loses on time}"));
}

TEST_CASE("the tags alone, the moves skipped: whether movetext follows, as the whole reading says") {
  const std::string text = "[Event \"E\"]\n[White \"A\"]\n\n1. e4 {[%clk 1:00:00]} e5 2. Nf3 1-0\n";
  PgnGame game;
  read_pgn_tags(text, game);
  CHECK(game.tag("White") == "A");
  CHECK(game.moves.empty());
  CHECK(game.result_token.empty());
  CHECK(game.movetext_begin == text.find("1."));
  CHECK(has_movetext(game));
  // As a game caught while its tags are written, or with nothing but a comment line, reads whole.
  for (const std::string& tags_only : {std::string("[Event \"E\"]\n[Whi"), std::string("[Event \"E\"]\n\n; c\n"),
                                       std::string("[Event \"E\"]\n\n*\n"), std::string("[Event \"E\"]\n\n{c}\n")}) {
    read_pgn_tags(tags_only, game);
    const bool skipped = has_movetext(game);
    read_pgn_game(tags_only, game);
    CHECK_MESSAGE(skipped == has_movetext(game), tags_only);
  }
}

TEST_CASE("unterminated comments and variations end the game, not the reader") {
  PgnGame game;
  read_pgn_game("1. e4 (1. d4 d5 e5", game);
  CHECK(game.moves.size() == 1);
  read_pgn_game("1. e4 {never closed e5", game);
  CHECK(game.moves.size() == 1);
  read_pgn_game("1. e4 } e5 }", game);  // stray closing braces
  CHECK(game.moves.size() == 2);
  CHECK(game.result_token.empty());
}

TEST_CASE("a byte order mark, move numbers apart from their dots, and CRLF lines") {
  PgnGame game;
  read_pgn_game("\xEF\xBB\xBF[Event \"e\"]\r\n\r\n1 . e4 1 ... e5 2. Nf3 *\r\n", game);
  CHECK(game.tag("Event") == "e");
  std::vector<std::string> moves;
  for (const SanToken& t : game.moves) moves.emplace_back(t.text);
  CHECK(moves == std::vector<std::string>{"e4", "e5", "Nf3"});
  CHECK(game.result_token == "*");
}

TEST_CASE("tag values: escaped quotes and backslashes, a missing bracket") {
  PgnGame game;
  read_pgn_game("[A \"x\\\\\"]\n[B \"say \\\"hi\\\"\"]\n[C \"no bracket\"\n[D \"d\"]\n\n1. e4 *", game);
  CHECK(game.tag("A") == "x\\");
  CHECK(game.tag("B") == "say \"hi\"");
  CHECK(game.tag("C") == "no bracket");
  CHECK(game.tag("D") == "d");
  CHECK(game.moves.size() == 1);
}

TEST_CASE("an escaped line and the next game's tags begin only at the start of a line") {
  PgnGame game;
  const std::string text = "1. e4 %x e5\n% escaped Nf3\n2. Nc3 ([a]\n[b] d6) Nf6\n[Event \"next\"]\n3. Bc4";
  read_pgn_game(text, game);
  std::vector<std::string> moves;
  for (const SanToken& t : game.moves) moves.emplace_back(t.text);
  // "%x" within a line is a token the replay will reject; "[a]" and "[b]" are in a variation.
  CHECK(moves == std::vector<std::string>{"e4", "%x", "e5", "Nc3", "Nf6"});
  CHECK(text.substr(0, game.movetext_end).ends_with("Nf6"));
  read_pgn_game("1. e4 e5 1-0 Nf3", game);
  CHECK(game.moves.size() == 2);
  CHECK(game.result_token == "1-0");
  CHECK(game.movetext_end == std::string_view("1. e4 e5").size());  // the result is not movetext
}
