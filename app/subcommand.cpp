#include "app/subcommand.h"

#include <cstdio>
#include <string>

#include "settings/setting_flags.h"

namespace drawbridge {
namespace {

int print_help(std::string_view text) {
  std::fwrite(text.data(), 1, text.size(), stdout);
  return std::fflush(stdout) == 0 ? 0 : 1;
}

int print_version() {
  std::printf("drawbridge %s\n", DRAWBRIDGE_VERSION);
  return std::fflush(stdout) == 0 ? 0 : 1;
}

}  // namespace

std::vector<FlagSpec> subcommand_flags(std::span<const std::string_view> setting_keys,
                                       std::initializer_list<FlagSpec> own) {
  std::vector<FlagSpec> flags = setting_flags(setting_keys);
  flags.insert(flags.end(), own.begin(), own.end());
  return flags;
}

int run_subcommand(const Subcommand& command, std::span<char* const> args, const SubcommandBody& body) {
  const absl::StatusOr<CommandLine> line = parse_command_line(args, command.flags);
  if (!line.ok()) return usage_error(command.name, line.status());
  if (line->help) return print_help(usage_text(command.usage, command.flags));
  if (line->version) return print_version();
  const absl::StatusOr<int> status = body(*line);
  if (!status.ok()) return usage_error(command.name, status.status());
  return *status;
}

int usage_error(std::string_view command, const absl::Status& status) {
  const std::string name(command);
  std::fprintf(stderr, "%s: %s (see %s --help)\n", name.c_str(), std::string(status.message()).c_str(), name.c_str());
  return 2;
}

}  // namespace drawbridge
