// The inputs a batch subcommand reads: the named files in order, stdin for `-` or for none.
#pragma once

#include <functional>
#include <istream>
#include <string>
#include <vector>

#include "absl/status/status.h"

namespace drawbridge {

// Calls `read` on each input; stops with an error naming a file that cannot be opened, and why.
absl::Status for_each_input(const std::vector<std::string>& files, const std::function<void(std::istream&)>& read);

}  // namespace drawbridge
