// The one owner of Fathom's process-wide tables (tb_init), and the probes through it. Two
// builds: with Debian's libfathom-dev (fathom.cpp) and without a prober (fathom_absent.cpp),
// where opening tables says so.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "absl/status/status.h"
#include "rules/tablebases/table_files.h"

namespace drawbridge::tb {

// A position as Fathom takes it: bitboards with a1 = bit 0, the en passant square or 0.
struct FathomBoard {
  std::uint64_t white = 0, black = 0, kings = 0, queens = 0, rooks = 0, bishops = 0, knights = 0, pawns = 0;
  unsigned ep = 0;
  bool white_to_move = true;
};

// Makes `files` (found in the folders `key` names) Fathom's tables, or shares them when they
// already are; another set while one is held is an error. Each acquire is released once.
absl::Status fathom_acquire(const TableFiles& files, const std::string& key);
void fathom_release();

// python-chess's WDL of board, or none when Fathom has no table for it. Serialised, as every
// probe: Debian's Fathom has no locks of its own.
std::optional<int> fathom_wdl(const FathomBoard& board);
// The DTZ, signed for the side to move as python-chess signs it, given the WDL; none when
// the DTZ table is missing. Serialised: Fathom's root probe is not reentrant.
std::optional<int> fathom_dtz(const FathomBoard& board, int wdl);

}  // namespace drawbridge::tb
