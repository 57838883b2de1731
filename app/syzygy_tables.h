// The tables of --syzygy and --syzygy_pieces for a subcommand (scan, watch): none when the
// setting is empty; each table file left out said once on stderr, named by the command.
#pragma once

#include <memory>
#include <string_view>

#include "absl/status/statusor.h"
#include "rules/tablebases/tablebase.h"
#include "settings/settings.h"

namespace drawbridge {

absl::StatusOr<std::shared_ptr<const tb::Tablebase>> open_syzygy_tables(const Settings& settings,
                                                                        std::string_view command);

}  // namespace drawbridge
