#include <csignal>

#include "platform/user_command.h"

namespace drawbridge {

std::vector<std::string> user_command_words(std::string_view command) {
  if (command.find_first_not_of(" \t") == std::string_view::npos) return {};
  return {"/bin/sh", "-c", std::string(command)};
}

void survive_broken_pipes() { std::signal(SIGPIPE, SIG_IGN); }

}  // namespace drawbridge
