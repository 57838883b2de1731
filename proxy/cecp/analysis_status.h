// The answer to `.` in analyze mode: "stat01: time nodes ply mvleft mvtot mvname", from the
// engine's latest `info` fields of the search (time in centiseconds, the root move being
// searched in SAN, as PolyGlot sends it).
#pragma once

#include <cstdint>
#include <string>

#include "proxy/uci/engine_line.h"
#include "rules/chess/position.h"

namespace drawbridge::cecp {

class AnalysisStatus {
 public:
  // Keeps the fields the line carries; a field it lacks keeps its last value.
  void update(const uci::Info& info);
  // The status line for the analysed position.
  std::string line(const chess::Position& analysed) const;

 private:
  std::int64_t time_ms_ = 0;
  std::int64_t nodes_ = 0;
  std::int64_t depth_ = 0;
  std::int64_t move_number_ = 0;  // of the root move being searched, from 1
  std::string move_;              // UCI
};

}  // namespace drawbridge::cecp
