// One game's PGN text read into its tags and its main line: the moves as SAN tokens (move
// numbers, comments, NAGs, annotation glyphs and variations left out) with the clock their
// comments give, the result token and the comments' time-forfeit sentences. Tolerant: nothing
// here fails; a token that is not a move fails later, when the replay reads it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/container/inlined_vector.h"
#include "pgn/move_clock.h"
#include "rules/chess/types.h"

namespace drawbridge::pgn {

struct SanToken {
  std::string_view text;
  std::size_t end = 0;  // offset in the game's text just after the token
  MoveClock clock;      // from the [%clk] and [%emt] of the main line's comments after the move
};

struct PgnGame {
  std::vector<std::pair<std::string_view, std::string_view>> tags;  // values as written (escapes kept)
  std::vector<SanToken> moves;
  std::string_view result_token;                      // "1-0", "0-1", "1/2-1/2", "*" or empty
  std::size_t movetext_begin = 0;                     // offset of the first movetext byte (after the tags)
  std::size_t movetext_end = 0;                       // offset after the last movetext byte that is not blank
  std::optional<chess::Color> comment_loser_on_time;  // "White loses on time" and the like
  bool comment_draw_by_timeout = false;               // cutechess's "Draw by timeout"

  // The value of the first tag `name`, unescaped; nullopt when absent.
  std::optional<std::string> tag(std::string_view name) const;
  // The same as written, escapes kept.
  std::optional<std::string_view> raw_tag(std::string_view name) const;
};

// Reads `text` (one game as the splitter cut it). Clears and reuses `game`'s storage.
void read_pgn_game(std::string_view text, PgnGame& game);

// Reads the tags alone and skips the moves, as python-chess's visitor does when it answers SKIP
// after the headers: `game` gets its tags, movetext_begin, and a movetext_end past movetext_begin
// when any movetext follows (a move, a comment, a result); no moves, no result token. Enough to
// know a game by its tags, and to find that its text has not changed without reading its moves.
void read_pgn_tags(std::string_view text, PgnGame& game);

// Whether the game read has any movetext: none while its tags are still being written.
inline bool has_movetext(const PgnGame& game) {
  return !game.moves.empty() || !game.result_token.empty() || game.movetext_end != game.movetext_begin;
}

// A PGN tag value with \" and \\ unescaped.
std::string unescape_tag_value(std::string_view raw);

// A game's tags as they were read when the game was cut (pgn_follower.h): where each one's name
// and value lie in the game's text, so that whoever receives the game with its text knows it by
// them without reading it again, and the head costs no copy of them. Up to 8 tags are kept inline
// (a broadcast round's games have 7), more on the heap.
struct GameHead {
  struct Tag {
    std::uint32_t name_at = 0, name_size = 0;    // in the text, in bytes
    std::uint32_t value_at = 0, value_size = 0;  // the value as written (escapes kept)

    bool operator==(const Tag&) const = default;
  };
  absl::InlinedVector<Tag, 8> tags;
  bool has_movetext = false;  // has_movetext() of the reading

  // The value of the first tag `name` of `text`, the game's text the head was read from,
  // unescaped; nullopt when absent.
  std::optional<std::string> tag(std::string_view text, std::string_view name) const;

  bool operator==(const GameHead&) const = default;
};

// The head of a game read from `text` by read_pgn_game() or read_pgn_tags(). The tags of a game
// lie in its first 4 GiB: one past them, which no PGN writer makes, is left out.
GameHead game_head(std::string_view text, const PgnGame& game);

}  // namespace drawbridge::pgn
