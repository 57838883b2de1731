// The laws the scan's unit cases read games by: FIDE 2023 for chess, the repository's draughts
// editions by GameType.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "rules/draughts_draw/pdn_game_type.h"
#include "scan/scan_rules.h"

namespace drawbridge::scan {

inline ScanRules fide_rules() {
  const std::vector<std::filesystem::path> dirs = {std::string(DRAWBRIDGE_SOURCE_DIR) + "/configs/rules"};
  ScanRules out;
  out.chess = *draw::load_laws("fide-2023", {}, dirs);
  out.by_game_type = *draughts_draw::editions_by_game_type(dirs);
  return out;
}

}  // namespace drawbridge::scan
