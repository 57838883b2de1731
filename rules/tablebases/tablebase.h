// Syzygy endgame tables, probed through Fathom (Debian's libfathom-dev): the win/draw/loss and
// the distance to the next zeroing move of a position with few pieces and no castling rights.
//
// Fathom keeps its tables in process-wide state (tb_init): one set of folders is open in a
// process at a time. Tablebase objects share it: opening the folders already open shares them,
// opening other folders while a Tablebase is alive is an error that names the open ones.
// Tables stay mapped until other folders replace them or the process ends.
// Threads: a Tablebase may be probed from any number of threads; each probe takes one
// process-wide lock, because Debian's Fathom is built without its own (its first probe of a
// table maps and decodes it unguarded) and its tb_probe_root is not reentrant in any build, as
// cutechess's lock says. A probe costs microseconds (WDL) to a fraction of a millisecond (DTZ). Opening and closing are
// serialised by the same process-wide owner.
#pragma once

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "rules/chess/position.h"

namespace drawbridge::tb {

// python-chess's conventions, from the side to move: wdl 2 win, 1 cursed win (a win the
// fifty-move rule draws), 0 draw, -1 blessed loss, -2 loss; dtz the plies to the next capture
// or pawn move under best play, signed like wdl, 0 for a draw, -1 for mate. A |dtz| of n may mean n + 1
// plies where that cannot change the outcome at a clock of 0 (Syzygy rounds); a cursed win or
// blessed loss has |dtz| > 100.
struct TablebaseProbe {
  int wdl = 0;
  std::optional<int> dtz;  // none when only the WDL was asked for, or its table is missing
};

class Tablebase {
 public:
  // The folders' tables, as engines name them (--syzygy). A folder that does not exist or
  // holds no table (.rtbw) is an error naming it. A table file that is cut short or is not a
  // Syzygy table is left out and named once in problems(). `pieces` caps the positions probed
  // (0: as many as the largest table has).
  static absl::StatusOr<std::shared_ptr<Tablebase>> open(const std::vector<std::filesystem::path>& folders,
                                                         int pieces = 0);
  ~Tablebase();
  Tablebase(const Tablebase&) = delete;
  Tablebase& operator=(const Tablebase&) = delete;

  // The most pieces a probed position may have: the largest table's, or less if asked.
  int pieces() const { return pieces_; }
  const std::vector<std::filesystem::path>& folders() const { return folders_; }
  // Each table file left out, with why ("KQvK.rtbw: cut short: 1000 bytes").
  const std::vector<std::string>& problems() const { return problems_; }

  // Whether the tables can speak of pos: at most pieces() pieces and no castling right.
  bool covers(const chess::Position& pos) const;
  // The WDL, or none when pos is not covered or its table is missing.
  std::optional<TablebaseProbe> probe_wdl(const chess::Position& pos) const;
  // The WDL and the DTZ (dtz none when the DTZ table is missing).
  std::optional<TablebaseProbe> probe(const chess::Position& pos) const;

 private:
  Tablebase(std::vector<std::filesystem::path> folders, int pieces, std::vector<std::string> problems);

  std::vector<std::filesystem::path> folders_;
  int pieces_ = 0;
  std::vector<std::string> problems_;
};

// PATH[:PATH...] (';' on Windows), as engines read SyzygyPath; empty parts are dropped.
std::vector<std::filesystem::path> split_syzygy_path(const std::string& text);

}  // namespace drawbridge::tb
