// The build without a Syzygy prober (no libfathom-dev, and the Windows build): opening tables
// says so, and nothing is ever probed.
#include "rules/tablebases/fathom.h"

namespace drawbridge::tb {

absl::Status fathom_acquire(const TableFiles&, const std::string&) {
  return absl::UnimplementedError("this build of drawbridge has no Syzygy prober (it was built without libfathom-dev)");
}

void fathom_release() {}

std::optional<int> fathom_wdl(const FathomBoard&) { return std::nullopt; }

std::optional<int> fathom_dtz(const FathomBoard&, int) { return std::nullopt; }

}  // namespace drawbridge::tb
