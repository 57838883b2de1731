#include "proxy/cecp/analysis_status.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "rules/chess/san.h"
#include "rules/chess/uci_move.h"
#include "support/absl_view.h"

namespace drawbridge::cecp {

void AnalysisStatus::update(const uci::Info& info) {
  time_ms_ = info.time.value_or(time_ms_);
  nodes_ = info.nodes.value_or(nodes_);
  depth_ = info.depth.value_or(depth_);
  move_number_ = info.currmovenumber.value_or(move_number_);
  if (info.currmove) move_ = std::string(*info.currmove);
}

std::string AnalysisStatus::line(const chess::Position& analysed) const {
  const auto total = static_cast<std::int64_t>(analysed.legal_moves().size());
  const std::int64_t left = std::clamp<std::int64_t>(total - move_number_, 0, total);
  std::string line = absl::StrCat("stat01: ", time_ms_ / 10, " ", nodes_, " ", depth_, " ", left, " ", total);
  // A move from an earlier position (the search just restarted) is not named.
  if (const absl::StatusOr<chess::Move> m = chess::parse_uci_move(analysed, move_); m.ok()) {
    absl::StrAppend(&line, " ", chess::to_san(analysed, *m));
  }
  return line;
}

}  // namespace drawbridge::cecp
