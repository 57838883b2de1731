#include "rules/tablebases/fathom.h"

#include <stdlib.h>  // mkdtemp

#include <filesystem>
#include <mutex>
#include <set>
#include <system_error>
#include <vector>

#include <tbprobe.h>
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"

namespace drawbridge::tb {

namespace fs = std::filesystem;

namespace {

void remove_shadows(std::vector<fs::path>& shadows);

// Fathom's tables are process-wide; this is their one owner, as the header says. The probe
// lock serialises every probe: Debian builds Fathom without its threads (the library takes no
// lock and has no atomics), so a table's first probe maps and decodes it unguarded, and two
// threads at once decode it twice (a leak under ASan, a race beside it); tb_probe_root is not
// thread-safe in any build. The tables stay
// mapped when the last holder lets go: Debian's Fathom (2019) fails every munmap of tb_free and
// says so on stderr, so the tables are only replaced, by other folders, and the process's end
// unmaps them.
struct FathomTables {
  ~FathomTables() { remove_shadows(shadows); }

  std::mutex lock;
  std::string key;  // the folders Fathom has loaded
  int holders = 0;
  std::vector<fs::path> shadows;  // folders made for Fathom; their links are mapped already
  std::mutex probe_lock;
};

FathomTables& tables() {
  static FathomTables instance;
  return instance;
}

// A folder that holds a file left out is shown to Fathom as a temporary folder of links to the
// folder's good files: Fathom would otherwise map a cut file and read past its end, and print
// its complaint on stdout, which is the GUI's or the JSON's.
absl::StatusOr<fs::path> shadow_of(const fs::path& folder, const TableFiles& files) {
  std::string pattern = (fs::temp_directory_path() / "drawbridge-syzygy-XXXXXX").string();
  if (mkdtemp(pattern.data()) == nullptr) {
    return absl::InternalError(
        absl::StrCat("cannot make a temporary folder for the tables of '", folder.string(), "'"));
  }
  const fs::path shadow(pattern);
  for (const fs::path& file : files.good) {
    if (file.parent_path() != folder) continue;
    std::error_code error;
    fs::create_symlink(fs::absolute(file), shadow / file.filename(), error);
    if (error) return absl::InternalError(absl::StrCat("cannot link ", file.string(), ": ", error.message()));
  }
  return shadow;
}

void remove_shadows(std::vector<fs::path>& shadows) {
  for (const fs::path& shadow : shadows) {
    std::error_code ignored;
    fs::remove_all(shadow, ignored);
  }
  shadows.clear();
}

}  // namespace

absl::Status fathom_acquire(const TableFiles& files, const std::string& key) {
  FathomTables& state = tables();
  std::lock_guard<std::mutex> hold(state.lock);
  if (state.key == key) {
    ++state.holders;
    return absl::OkStatus();
  }
  if (state.holders > 0) {
    return absl::FailedPreconditionError(absl::StrCat("the Syzygy tables of '", state.key,
                                                      "' are open in this process; Fathom holds one set at a time"));
  }
  remove_shadows(state.shadows);
  state.key.clear();
  std::set<fs::path> folders;
  for (const fs::path& file : files.good) folders.insert(file.parent_path());
  std::set<fs::path> damaged;
  for (const fs::path& file : files.bad) damaged.insert(file.parent_path());
  std::vector<std::string> paths;
  for (const fs::path& folder : folders) {
    if (!damaged.count(folder)) {
      paths.push_back(folder.string());
      continue;
    }
    absl::StatusOr<fs::path> shadow = shadow_of(folder, files);
    if (!shadow.ok()) {
      remove_shadows(state.shadows);
      return shadow.status();
    }
    state.shadows.push_back(*shadow);
    paths.push_back(shadow->string());
  }
  const std::string joined = absl::StrJoin(paths, ":");
  if (!tb_init(joined.c_str()) || TB_LARGEST == 0) {
    remove_shadows(state.shadows);
    return absl::NotFoundError(absl::StrCat("Fathom found no Syzygy tables in '", key, "'"));
  }
  state.key = key;
  state.holders = 1;
  return absl::OkStatus();
}

void fathom_release() {
  FathomTables& state = tables();
  std::lock_guard<std::mutex> hold(state.lock);
  --state.holders;
}

std::optional<int> fathom_wdl(const FathomBoard& b) {
  unsigned result = 0;
  {
    std::lock_guard<std::mutex> hold(tables().probe_lock);
    result = tb_probe_wdl(b.white, b.black, b.kings, b.queens, b.rooks, b.bishops, b.knights, b.pawns, 0, 0, b.ep,
                          b.white_to_move);
  }
  if (result == TB_RESULT_FAILED) return std::nullopt;
  return static_cast<int>(result) - TB_DRAW;  // TB_LOSS .. TB_WIN are 0 .. 4
}

std::optional<int> fathom_dtz(const FathomBoard& b, int wdl) {
  unsigned result = 0;
  {
    std::lock_guard<std::mutex> hold(tables().probe_lock);
    result = tb_probe_root(b.white, b.black, b.kings, b.queens, b.rooks, b.bishops, b.knights, b.pawns, 0, 0, b.ep,
                           b.white_to_move, nullptr);
  }
  if (result == TB_RESULT_FAILED) return std::nullopt;
  // As Fathom's and python-chess's DTZ probes count them: mate -1, stalemate 0.
  if (result == TB_RESULT_CHECKMATE) return -1;
  if (result == TB_RESULT_STALEMATE) return 0;
  const int plies = static_cast<int>(TB_GET_DTZ(result));
  return wdl > 0 ? plies : wdl < 0 ? -plies : 0;
}

}  // namespace drawbridge::tb
