// Splits a PGN stream into games without reading their moves: a game starts at a tag line
// (`[` at the start of a line, outside a comment) that follows movetext or a blank line after
// tags. Games come in batches, each one buffer holding the games' text, so that the pool of
// threads gets work in few allocations; a game is never split across batches.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "pgn/byte_source.h"

namespace drawbridge::pgn {

// Whether `text` holds only spaces, tabs and line ends (a blank line between games).
bool is_blank(std::string_view text);

// One game's place in its batch's text and in its input.
struct GameSpan {
  std::size_t begin = 0, end = 0;  // in Batch::text
  std::uint64_t offset = 0;        // byte offset of its first non-blank line in the (decompressed) input
  std::int64_t line = 0;           // that line's number, from 1
};

// Where a line is in its input: its byte offset and its number, from 1.
struct InputPlace {
  std::uint64_t offset = 0;
  std::int64_t line = 1;
};

// The games' text is the input's bytes as read, in the batch's own memory: read into it, not
// copied from a buffer of the splitter's (only a game cut off at a batch's end is copied into the
// next), so the thread that cuts a batch and scans it finds the text in its own core's cache.
struct Batch {
  std::string_view text;  // in `memory`
  std::vector<GameSpan> games;
  int file = 0;                    // index of the input in the command line's list
  std::unique_ptr<char[]> memory;  // left uninitialised: the bytes read are the first written
  std::size_t capacity = 0;        // of `memory`

  std::string_view game_text(const GameSpan& g) const { return text.substr(g.begin, g.end - g.begin); }
};

class PgnSplitter {
 public:
  static constexpr std::size_t kReadSize = 1 << 18;

  // A batch closes once it holds `max_games` games or `max_bytes` of text (a longer game
  // makes a batch of its own). The source is read at most `read_size` bytes at a time (a text
  // already in memory reads at once), a batch reading up to `max_bytes` and a few KB more.
  // `start` is the place of the source's first byte in the input (a byte range of a file starts
  // after its beginning).
  PgnSplitter(ByteSource& source, std::size_t max_games, std::size_t max_bytes, std::size_t read_size = kReadSize,
              InputPlace start = {});

  // The next batch; one without games at the end of the input. It is written into `storage`,
  // a spent batch, whose memory is reused: fresh pages cost a page fault each.
  absl::StatusOr<Batch> next_batch(Batch storage = {});

  // The number of games in the rest of the input, as next_batch() would split them, none of
  // their text kept: the quick count of a byte range's games.
  absl::StatusOr<std::int64_t> count_games();

  // For cutting a file into byte ranges: skips the rest of the line under way at the start
  // (its beginning is unknown), then every line up to the first tag line that follows a blank
  // line and, before it, a line that is not blank, and returns that line's offset (the end of the input when there is
  // none). Such a line starts a game as next_batch() reads, unless it is inside a brace comment. Comments are not
  // followed, so that the cut of a later offset is never before the cut of an earlier one: byte
  // ranges cut so never overlap, whatever the text. Call it before next_batch().
  absl::StatusOr<std::uint64_t> skip_to_game_start();

  // The place of the next line to read: after the last batch, the input's end.
  InputPlace place() const { return {offset_, line_}; }

 private:
  // The next line (with its '\n'), refilling the buffer; empty at the end of the input.
  absl::StatusOr<std::string_view> peek_line();
  void consume_line(std::string_view line);
  // Reads more of the input after the `size` bytes of `batch`, growing its memory; sets eof_ at
  // the end.
  absl::Status read_into(Batch& batch, std::size_t& size);
  // Closes the game under way at `end` in its batch's text.
  void close_game(Batch& batch, std::size_t end);
  // Whether `line` is a tag line that starts a new game, closing the one under way.
  bool starts_game(std::string_view line) const;
  // Follows `line` into the game under way; true when it is the game's first line not blank.
  bool follow(std::string_view line);
  void reset_game();

  ByteSource& source_;
  std::size_t max_games_, max_bytes_, read_size_;
  std::vector<char> buffer_;            // what was read and not yet cut or followed
  std::size_t start_ = 0, filled_ = 0;  // unread bytes are buffer_[start_, filled_)
  bool eof_ = false;

  std::uint64_t offset_ = 0;  // of the next line
  std::int64_t line_ = 1;
  // The game being collected.
  bool in_game_ = false;  // has a non-blank line
  bool seen_movetext_ = false;
  bool blank_after_tags_ = false;
  bool in_comment_ = false;
  GameSpan current_;
};

}  // namespace drawbridge::pgn
