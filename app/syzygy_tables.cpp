#include "app/syzygy_tables.h"

#include <cstdio>
#include <string>

#include "absl/strings/str_cat.h"
#include "support/absl_view.h"

namespace drawbridge {

absl::StatusOr<std::shared_ptr<const tb::Tablebase>> open_syzygy_tables(const Settings& settings,
                                                                        std::string_view command) {
  if (settings.syzygy.empty()) return nullptr;
  absl::StatusOr<std::shared_ptr<tb::Tablebase>> tables =
      tb::Tablebase::open(tb::split_syzygy_path(settings.syzygy), settings.syzygy_pieces);
  if (!tables.ok()) return tables.status();
  for (const std::string& problem : (*tables)->problems()) {
    const std::string line = absl::StrCat(av(command), ": Syzygy table left out: ", problem, "\n");
    std::fputs(line.c_str(), stderr);
  }
  return std::shared_ptr<const tb::Tablebase>(*std::move(tables));
}

}  // namespace drawbridge
