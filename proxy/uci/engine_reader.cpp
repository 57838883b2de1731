#include "proxy/uci/engine_reader.h"

#include <variant>

#include "absl/strings/match.h"
#include "proxy/uci/engine_line.h"
#include "support/absl_view.h"

namespace drawbridge::uci {

// Engines write hundreds of thousands of info lines per search, so an info line costs two
// substring searches and, when it has the score that counts, one copy (see LastScore); the
// score is read only at `bestmove`. No lock is taken for info lines.
bool EngineReader::on_line(std::string_view line, EventSink& sink) {
  if (last_score_.note_line(line)) return false;
  if (line.starts_with("info ") || (!absl::StrContains(av(line), "bestmove") && !absl::StrContains(av(line), "uciok") &&
                                    !absl::StrContains(av(line), "readyok"))) {
    return false;
  }
  const EngineLine parsed = parse_engine_line(line);
  const bool uciok = std::holds_alternative<UciOk>(parsed);
  if (uciok || std::holds_alternative<ReadyOk>(parsed)) session_.engine_answered();
  if (const auto* best = std::get_if<BestMove>(&parsed)) session_.on_bestmove(best->move, last_score_.take(), sink);
  return uciok;
}

std::size_t EngineReader::on_lines(std::string_view lines) {
  const std::size_t infos = first_line_not_info(lines);
  last_score_.note_lines(lines.substr(0, infos));
  return infos;
}

}  // namespace drawbridge::uci
