#include "proxy/cecp/thinking_line.h"

#include "absl/strings/str_cat.h"
#include "support/absl_view.h"

namespace drawbridge::cecp {

std::int64_t xboard_score(const EngineScore& score) {
  if (score.unit == EngineScore::Unit::kCentipawns) return score.value;
  return score.value > 0 ? 100000 + score.value : -100000 + score.value;
}

std::optional<std::string> thinking_line(const uci::Info& info) {
  if (!info.depth || !info.score || info.pv.empty() || info.multipv.value_or(1) != 1) return std::nullopt;
  std::string line = absl::StrCat(*info.depth, " ", xboard_score(*info.score), " ", info.time.value_or(0) / 10, " ",
                                  info.nodes.value_or(0));
  for (std::string_view move : info.pv) absl::StrAppend(&line, " ", av(move));
  return line;
}

}  // namespace drawbridge::cecp
