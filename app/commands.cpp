#include "app/commands.h"

#include <cstdio>
#include <string>

namespace drawbridge {

int print_help(std::string_view text) {
  std::fwrite(text.data(), 1, text.size(), stdout);
  return std::fflush(stdout) == 0 ? 0 : 1;
}

int print_version() {
  std::printf("drawbridge %s\n", DRAWBRIDGE_VERSION);
  return std::fflush(stdout) == 0 ? 0 : 1;
}

int usage_error(std::string_view command, const absl::Status& status) {
  const std::string name(command);
  std::fprintf(stderr, "%s: %s (see %s --help)\n", name.c_str(), std::string(status.message()).c_str(), name.c_str());
  return 2;
}

}  // namespace drawbridge
