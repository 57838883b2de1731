// The PGN follower (pgn/pgn_follower.h) on a real file that the input writes in steps: a step
// byte s polls (s % 4 == 3), cuts the file back to (s / 4) / 64 of its length (s % 4 == 2), or
// appends the next (s / 4) * 2 + s % 4 + 1 bytes of the input. After a last poll,
// what the follower handed out since its last read from the start must be what the splitter and
// the game reader give on the whole file: the same games, offsets, lines, tags, moves, clocks and
// result, the game in progress a prefix of the last one. One difference is intended: a result at
// the very end of the file ends its game, even if bytes glued to it come later ("1-0" then "x").
// Every clock read must print and read back the same (pgn/move_clock.h).
#include <unistd.h>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

#include "pgn/move_clock.h"
#include "pgn/pgn_follower.h"
#include "pgn/pgn_game.h"
#include "pgn/pgn_splitter.h"

namespace {

using namespace drawbridge;
namespace fs = std::filesystem;

void check(bool condition) {
  if (!condition) __builtin_trap();
}

// A folder of this process's own, removed at exit.
class TempDir {
 public:
  TempDir() : path_(fs::temp_directory_path() / ("drawbridge_follow_fuzz_" + std::to_string(getpid()))) {
    fs::create_directories(path_);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  ~TempDir() {
    std::error_code ignored;
    fs::remove_all(path_, ignored);
  }
  const fs::path& path() const { return path_; }

 private:
  fs::path path_;
};

fs::path file_path() {
  static const TempDir kDir;
  return kDir.path() / "round.pgn";
}

// Each write gets a modification time of its own, as on a file system with fine timestamps.
void stamp(const fs::path& path) {
  static const fs::file_time_type kStart = fs::file_time_type::clock::now();
  static std::int64_t writes = 0;
  fs::last_write_time(path, kStart + std::chrono::seconds(++writes));
}

std::string clock_text(std::chrono::milliseconds time) {
  const std::int64_t ms = time.count();
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%lld:%02lld:%02lld.%03lld", static_cast<long long>(ms / 3'600'000),
                static_cast<long long>(ms / 60'000 % 60), static_cast<long long>(ms / 1000 % 60),
                static_cast<long long>(ms % 1000));
  return buffer;
}

void check_clock(const std::optional<std::chrono::milliseconds>& time) {
  if (time) check(pgn::parse_clock_time(clock_text(*time)) == time);
}

struct Reading {
  std::vector<std::pair<std::string, std::string>> tags;
  std::vector<std::pair<std::string, pgn::MoveClock>> moves;
  std::string result;
  bool operator==(const Reading&) const = default;
};

Reading reading(std::string_view text) {
  pgn::PgnGame game;
  pgn::read_pgn_game(text, game);
  Reading out;
  for (const auto& [name, value] : game.tags) out.tags.emplace_back(name, value);
  for (const pgn::SanToken& move : game.moves) {
    check_clock(move.clock.remaining);
    check_clock(move.clock.elapsed);
    out.moves.emplace_back(move.text, move.clock);
  }
  out.result = game.result_token;
  return out;
}

// The followed game ended at a result with nothing after it, which the whole file continues with
// a byte that makes the result a longer token.
bool glued_to_result(std::string_view followed, std::string_view whole) {
  if (whole.size() <= followed.size() || !whole.starts_with(followed)) return false;
  const char next = whole[followed.size()];
  return std::string_view(" \t\r\n{}();").find(next) == std::string_view::npos;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const fs::path path = file_path();
  std::string content;
  { std::ofstream(path, std::ios::binary | std::ios::trunc); }
  stamp(path);
  pgn::PgnFollower follower(path);
  std::vector<pgn::FollowedGame> complete;
  std::optional<pgn::FollowedGame> in_progress;
  pgn::FollowUpdate update;  // one for every poll, as the watch polls
  const auto poll = [&] {
    check(follower.poll(update).ok());
    if (update.from_start) complete.clear();
    for (const pgn::FollowedGame& game : update.complete) {
      check(game.index == static_cast<std::int64_t>(complete.size()));
      complete.push_back(game);
    }
    in_progress = update.in_progress;
    if (in_progress) check(in_progress->index == static_cast<std::int64_t>(complete.size()));
  };

  std::size_t at = 0;
  while (at < size) {
    const std::uint8_t step = data[at++];
    if (step % 4 == 3) {
      poll();
      continue;
    }
    if (step % 4 == 2) {  // cut back to a share of its length, written anew
      content.resize(content.size() * (step >> 2) / 64);
      std::ofstream(path, std::ios::binary | std::ios::trunc) << content;
    } else {
      const std::size_t n = std::min<std::size_t>((step >> 2) * 2 + step % 4 + 1, size - at);
      const std::string_view bytes(reinterpret_cast<const char*>(data) + at, n);
      at += n;
      content.append(bytes);
      std::ofstream(path, std::ios::binary | std::ios::app) << bytes;
    }
    stamp(path);
  }
  poll();

  pgn::TextSource source(content);
  pgn::PgnSplitter splitter(source, SIZE_MAX, content.size() + 1, content.size() + 1);
  const absl::StatusOr<pgn::Batch> batch = splitter.next_batch();
  check(batch.ok());
  const std::vector<pgn::GameSpan>& games = batch->games;
  check(games.size() == complete.size() || games.size() == complete.size() + 1);
  for (std::size_t i = 0; i < complete.size(); ++i) {
    check(complete[i].offset == games[i].offset && complete[i].line == games[i].line);
    const std::string_view whole = batch->game_text(games[i]);
    check(reading(complete[i].text) == reading(whole) || glued_to_result(complete[i].text, whole));
  }
  if (in_progress) {
    check(games.size() == complete.size() + 1);
    const std::string_view whole = batch->game_text(games.back());
    check(whole.starts_with(in_progress->text));
    check(in_progress->offset == games.back().offset && in_progress->line == games.back().line);
  }
  return 0;
}
