#include "pgn/pgn_splitter.h"

#include <algorithm>
#include <cstring>

namespace drawbridge::pgn {

bool is_blank(std::string_view line) {
  for (char c : line)
    if (c != ' ' && c != '\t' && c != '\r' && c != '\n') return false;
  return true;
}

namespace {

// Whether the line leaves a brace comment open, starting inside one or not. A `;` comment
// runs to the end of the line and hides braces.
bool ends_in_comment(std::string_view line, bool in_comment) {
  const char* p = line.data();
  const char* const end = p + line.size();
  while (p < end) {
    if (in_comment) {
      const void* close = std::memchr(p, '}', static_cast<std::size_t>(end - p));
      if (!close) return true;
      p = static_cast<const char*>(close) + 1;
      in_comment = false;
    } else {
      const auto* open = static_cast<const char*>(std::memchr(p, '{', static_cast<std::size_t>(end - p)));
      const char* const before = open ? open : end;
      if (!open || std::memchr(p, ';', static_cast<std::size_t>(before - p))) return false;
      p = open + 1;
      in_comment = true;
    }
  }
  return in_comment;
}

}  // namespace

PgnSplitter::PgnSplitter(ByteSource& source, std::size_t max_games, std::size_t max_bytes, std::size_t read_size,
                         InputPlace start)
    : source_(source),
      max_games_(max_games),
      max_bytes_(max_bytes),
      read_size_(std::max<std::size_t>(read_size, 1)),
      offset_(start.offset),
      line_(start.line) {}

absl::StatusOr<std::string_view> PgnSplitter::peek_line() {
  if (buffer_.empty()) buffer_.resize(read_size_);  // next_batch() reads into its batch instead
  for (;;) {
    const char* begin = buffer_.data() + start_;
    const void* newline = std::memchr(begin, '\n', filled_ - start_);
    if (newline) return std::string_view(begin, static_cast<const char*>(newline) - begin + 1);
    if (eof_) return std::string_view(begin, filled_ - start_);
    // Move the partial line to the front and read more; a line longer than the buffer grows it.
    std::memmove(buffer_.data(), begin, filled_ - start_);
    filled_ -= start_;
    start_ = 0;
    if (filled_ == buffer_.size()) buffer_.resize(buffer_.size() * 2);
    absl::StatusOr<std::size_t> n = source_.read(buffer_.data() + filled_, buffer_.size() - filled_);
    if (!n.ok()) return n.status();
    if (*n == 0) eof_ = true;
    filled_ += *n;
  }
}

void PgnSplitter::consume_line(std::string_view line) {
  start_ += line.size();
  offset_ += line.size();
  ++line_;
}

absl::Status PgnSplitter::read_into(Batch& batch, std::size_t& size) {
  // Up to `max_bytes` and a little more, where the game that closes the batch likely starts, then
  // a little at a time: what is read past that start is copied into the next batch.
  constexpr std::size_t kTopUp = 4096;
  const std::size_t up_to = max_bytes_ > SIZE_MAX - kTopUp ? SIZE_MAX : max_bytes_ + kTopUp;
  const std::size_t want = std::min(std::max(up_to > size ? up_to - size : 0, kTopUp), read_size_);
  if (size + want > batch.capacity) {
    const std::size_t capacity = std::max(size + want, 2 * batch.capacity);
    std::unique_ptr<char[]> memory(new char[capacity]);
    if (size > 0) std::memcpy(memory.get(), batch.memory.get(), size);
    batch.memory = std::move(memory);
    batch.capacity = capacity;
  }
  absl::StatusOr<std::size_t> n = source_.read(batch.memory.get() + size, want);
  if (!n.ok()) return n.status();
  if (*n == 0) eof_ = true;
  size += *n;
  return absl::OkStatus();
}

void PgnSplitter::close_game(Batch& batch, std::size_t end) {
  current_.end = end;
  if (in_game_) batch.games.push_back(current_);
  reset_game();
  current_ = GameSpan{end, end, 0, 0};
}

absl::StatusOr<std::uint64_t> PgnSplitter::skip_to_game_start() {
  absl::StatusOr<std::string_view> partial = peek_line();
  if (!partial.ok()) return partial.status();
  consume_line(*partial);
  // A line with text before the cut: blank lines alone at the input's start belong to its first
  // game, so the first game never starts a range of its own.
  bool after_blank = false, after_text = false;
  for (;;) {
    absl::StatusOr<std::string_view> next = peek_line();
    if (!next.ok()) return next.status();
    const std::string_view line = *next;
    if (line.empty() || (after_text && after_blank && line[0] == '[')) return offset_;
    after_blank = is_blank(line);
    after_text |= !after_blank;
    consume_line(line);
  }
}

bool PgnSplitter::starts_game(std::string_view line) const {
  return !in_comment_ && line[0] == '[' && (seen_movetext_ || blank_after_tags_);
}

bool PgnSplitter::follow(std::string_view line) {
  const bool tag = !in_comment_ && line[0] == '[';
  const bool blank = !in_comment_ && is_blank(line);
  const bool first = !blank && !in_game_;
  if (first) in_game_ = true;
  if (tag) {
    blank_after_tags_ = false;
  } else if (blank) {
    if (in_game_ && !seen_movetext_) blank_after_tags_ = true;
  } else if (line[0] != '%') {
    seen_movetext_ = true;
    in_comment_ = ends_in_comment(line, in_comment_);
  }
  return first;
}

void PgnSplitter::reset_game() { in_game_ = seen_movetext_ = blank_after_tags_ = in_comment_ = false; }

absl::StatusOr<Batch> PgnSplitter::next_batch(Batch storage) {
  Batch batch = std::move(storage);
  batch.text = {};
  batch.games.clear();
  batch.file = 0;
  // What was read and not cut yet (the game that closed the batch before) comes first.
  std::size_t size = 0;
  if (filled_ > start_) {
    if (filled_ - start_ > batch.capacity) {
      batch.memory.reset(new char[filled_ - start_]);
      batch.capacity = filled_ - start_;
    }
    std::memcpy(batch.memory.get(), buffer_.data() + start_, filled_ - start_);
    size = filled_ - start_;
  }
  start_ = filled_ = 0;
  current_ = GameSpan{0, 0, 0, 0};
  std::size_t begin = 0, searched = 0;  // the next line starts at `begin`; no '\n' before `searched`
  for (;;) {
    const char* text = batch.memory.get();
    const void* newline = size > searched ? std::memchr(text + searched, '\n', size - searched) : nullptr;
    if (!newline && !eof_) {
      searched = size;
      if (absl::Status read = read_into(batch, size); !read.ok()) return read;
      continue;
    }
    const std::size_t end = newline ? static_cast<std::size_t>(static_cast<const char*>(newline) - text) + 1 : size;
    const std::string_view line(text + begin, end - begin);
    if (line.empty()) {  // the end of the input; blank lines after the last game are no game's
      const std::size_t kept = in_game_ ? begin : current_.begin;
      close_game(batch, begin);
      batch.text = std::string_view(text, kept);
      return batch;
    }
    if (starts_game(line)) {
      close_game(batch, begin);
      if (batch.games.size() >= max_games_ || begin >= max_bytes_) {
        buffer_.assign(text + begin, text + size);  // the next batch's first game
        filled_ = buffer_.size();
        batch.text = std::string_view(text, begin);
        return batch;
      }
    }
    if (follow(line)) {
      current_.offset = offset_;
      current_.line = line_;
    }
    offset_ += line.size();
    ++line_;
    begin = searched = end;
  }
}

absl::StatusOr<std::int64_t> PgnSplitter::count_games() {
  std::int64_t games = 0;
  for (;;) {
    absl::StatusOr<std::string_view> next = peek_line();
    if (!next.ok()) return next.status();
    const std::string_view line = *next;
    if (line.empty()) break;
    if (starts_game(line)) {  // the game under way has a line that is not blank: it counts
      ++games;
      reset_game();
    }
    follow(line);
    consume_line(line);
  }
  if (in_game_) ++games;
  reset_game();
  return games;
}

}  // namespace drawbridge::pgn
