// The engine's score that counts, found in a flood of info lines at the cost of two memchr
// scans a line: engines write hundreds of thousands of info lines a search, and the score is
// read only from the last line that has one, at `bestmove`.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "proxy/uci/engine_line.h"

namespace drawbridge::uci {

// Whether `line` carries the score that counts: an info line with a score of the first (or
// only) pv line. `info string` text is the engine's prose, not its score.
bool is_first_line_score(std::string_view line);

// Where the first line of `lines` (complete lines, each ending in '\n') that is not an info
// line starts, or lines.size(): only such a line can be `bestmove` or `uciok`.
std::size_t first_line_not_info(std::string_view lines);

// The last line with the score that counts since the last take(). Its buffer keeps its
// capacity, so noting a line costs one copy and no allocation. Not thread-safe: one thread
// (the engine's) notes and takes.
class LastScore {
 public:
  // Keeps `line` if it has the score that counts; whether it did.
  bool note_line(std::string_view line);
  // Keeps the last line of `lines` (complete lines) with the score that counts, if any.
  void note_lines(std::string_view lines);
  // The score of the kept line, if any; forgets the line.
  std::optional<EngineScore> take();

 private:
  std::string line_;
};

}  // namespace drawbridge::uci
