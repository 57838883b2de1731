#include "pgn/pgn_follower.h"

#include <algorithm>
#include <limits>
#include <string_view>

#include "pgn/pgn_splitter.h"

namespace drawbridge::pgn {
namespace {

// A game in progress up to its last whole token (pgn_follower.h says when a token is whole).
std::string_view whole_tokens(std::string_view text) {
  const std::size_t last_line = text.rfind('\n') + 1;  // 0 when there is one line
  if (last_line < text.size() && text[last_line] == '[') return text.substr(0, last_line);
  const std::size_t last_delimiter = text.find_last_of(" \t\r\n{}()");
  return last_delimiter == std::string_view::npos ? std::string_view() : text.substr(0, last_delimiter + 1);
}

}  // namespace

absl::Status PgnFollower::poll(FollowUpdate& update) {
  absl::StatusOr<FileNews> news = file_.read();
  if (!news.ok()) return news.status();
  if (news->from_start) restart();
  append(news->bytes, update);
  update.from_start = news->from_start;
  return absl::OkStatus();
}

void PgnFollower::append(std::string_view bytes, FollowUpdate& update) {
  update.from_start = false;
  std::size_t written = 0;
  if (bytes.empty()) {
    update.in_progress = in_progress_;
  } else {
    pending_ += bytes;
    update.in_progress.reset();
    split_pending(update, written);
    in_progress_ = update.in_progress;
  }
  update.complete.resize(written);
}

void PgnFollower::restart() {
  pending_.clear();
  pending_offset_ = 0;
  pending_line_ = 1;
  next_index_ = 0;
  first_handed_out_ = false;
  in_progress_.reset();
}

void PgnFollower::split_pending(FollowUpdate& update, std::size_t& written) {
  TextSource source(pending_);
  // One batch of everything, read at once: a batch closes at max_bytes, which the pending text
  // cannot reach.
  PgnSplitter splitter(source, std::numeric_limits<std::size_t>::max(), pending_.size() + 1, pending_.size() + 1);
  const absl::StatusOr<Batch> batch = splitter.next_batch();  // reading memory never fails
  if (!batch.ok()) return;
  // The first game was handed out at its result; what follows it up to the next game is its own.
  const std::size_t first = first_handed_out_ ? 1 : 0;
  if (batch->games.size() <= first) return;
  update.complete.reserve(batch->games.size() - first);
  for (std::size_t i = first; i < batch->games.size(); ++i) {
    const GameSpan& span = batch->games[i];
    std::string_view text = batch->game_text(span);
    // Written in place: into the room of a game of the update before, else into a new one.
    if (written == update.complete.size()) update.complete.emplace_back();
    FollowedGame& game = update.complete[written];
    game.index = next_index_;
    game.offset = pending_offset_ + span.offset;
    game.line = pending_line_ + span.line - 1;
    if (i + 1 == batch->games.size()) {
      // The pending text starts again at this game: a game's start is where the splitter starts
      // afresh, with no comment open, so the split of the pending text is the whole file's.
      drop_pending(span.begin);
      // One reading says whether its result is there and, when it is, gives its tags.
      read_pgn_game(text, scratch_);
      first_handed_out_ = !scratch_.result_token.empty();
      if (!first_handed_out_) {
        text = whole_tokens(text);
        if (is_blank(text)) return;
        read_pgn_tags(text, scratch_);  // of the whole tokens handed out
        game.head = game_head(text, scratch_);
        game.text.assign(text);
        update.in_progress = std::move(game);
        return;
      }
      game.head = game_head(text, scratch_);
      game.text.assign(text);
    } else if (game.text != text) {
      // A game whose text is the one its place held in the update before keeps the head read
      // from it then (a round rewritten in place changes a game or two): its tags are not read.
      read_pgn_tags(text, scratch_);
      game.head = game_head(text, scratch_);
      game.text.assign(text);
    }
    ++written;
    ++next_index_;
  }
}

void PgnFollower::drop_pending(std::size_t bytes) {
  pending_line_ += std::count(pending_.begin(), pending_.begin() + static_cast<std::ptrdiff_t>(bytes), '\n');
  pending_offset_ += bytes;
  pending_.erase(0, bytes);
}

}  // namespace drawbridge::pgn
