// A PGN file followed as it is written (a broadcast's round file, a tournament manager's
// -pgnout): each poll reads what changed (followed_file.h) and hands out the games that were
// completed since the last poll apart from the one still in progress, so that a caller can
// referee that one move by move.
//
// A game is complete once its termination marker (1-0, 0-1, 1/2-1/2 or *) is read or the next
// game has begun; the last game without either is in progress. The games and their readings are
// those of the splitter over the whole file (what follows a result up to the next tag line is
// the ended game's, and changes nothing of it). Its text ends at its last whole
// token: a token is whole once a space, a line end, a brace or a parenthesis follows it, a tag
// once its line ends; what is half written after that is held back until the next poll, never an
// error. Each game handed out carries its tags (GameHead), read once here as it is cut: the last
// game's reading, which finds whether its result is there, gives them (a game in progress: those
// of the whole tokens handed out), and the others' tags alone are read. Bytes are handed out as the file has them
// (CRLF, Latin-1 or UTF-8): the game reader takes all of them, and text_encoding.h turns them into UTF-8 for output.
//
// Memory: the text of the game in progress or of the last game completed, and the whole file for
// a poll that reads it from the start; the room of the largest read is kept for the next.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "pgn/followed_file.h"
#include "pgn/pgn_game.h"

namespace drawbridge::pgn {

struct FollowedGame {
  std::string text;          // as the splitter cuts it (pgn_splitter.h)
  std::int64_t index = 0;    // the game's place in the file, from 0
  std::uint64_t offset = 0;  // of its first non-blank line in the file, in bytes
  std::int64_t line = 0;     // that line's number, from 1
  GameHead head;             // its tags in `text`, read once, when it was cut

  // The value of its first tag `name`, unescaped (GameHead::tag).
  std::optional<std::string> tag(std::string_view name) const { return head.tag(text, name); }

  bool operator==(const FollowedGame&) const = default;
};

struct FollowUpdate {
  // The file was read from its start: this poll's first, or the file changed other than by
  // growing. `complete` then lists every complete game of the file, and the games of earlier
  // polls are to be forgotten; otherwise it lists only the games completed since the last poll.
  bool from_start = false;
  std::vector<FollowedGame> complete;
  std::optional<FollowedGame> in_progress;  // at every poll while there is one

  bool operator==(const FollowUpdate&) const = default;
};

class PgnFollower {
 public:
  explicit PgnFollower(std::filesystem::path path) : file_(std::move(path)) {}

  // What changed since the last poll, written into `update`. The games already in `update` lend
  // their room (their texts' memory) to the new ones, so that polling with the same update costs
  // no allocation for a round rewritten in place with games of about the same lengths; a game
  // whose text is the one at its place in `update` keeps its head, its tags not read again (each
  // game's head is the one read from its text). A missing or unreadable file is an error naming
  // it, `update` then left as it was; the next poll that reads the file reads it from the start.
  absl::Status poll(FollowUpdate& update);

  // The update that `bytes` appended to the text make, written into `update` as poll() writes
  // it, for a stream that is no file (the standard input), which only grows; poll() hands what
  // the file grew by to it.
  void append(std::string_view bytes, FollowUpdate& update);

  // Bytes taken from the file by every poll so far (followed_file.h).
  std::uint64_t bytes_read() const { return file_.bytes_read(); }

 private:
  void restart();
  // Splits the pending text into games: the complete ones not yet handed out into `update`, the
  // first `written` of its games, and the one in progress; the text from the last game's start
  // on is kept.
  void split_pending(FollowUpdate& update, std::size_t& written);
  void drop_pending(std::size_t bytes);

  FollowedFile file_;
  // The file's bytes from the start of the last game on: the game in progress, or the last one
  // handed out complete, whose text runs on to the next game.
  std::string pending_;
  std::uint64_t pending_offset_ = 0;
  std::int64_t pending_line_ = 1;
  std::int64_t next_index_ = 0;    // of the next game to complete
  bool first_handed_out_ = false;  // the pending text's game is the last one handed out
  std::optional<FollowedGame> in_progress_;
  PgnGame scratch_;
};

}  // namespace drawbridge::pgn
