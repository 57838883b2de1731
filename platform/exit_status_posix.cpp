#include "platform/exit_status.h"

#include <sys/wait.h>

#include <cstring>

#include "absl/strings/str_cat.h"

namespace drawbridge {

ExitStatus ExitStatus::from_wait_status(int wait_status) {
  if (WIFSIGNALED(wait_status)) return {true, WTERMSIG(wait_status)};
  return {false, WEXITSTATUS(wait_status)};
}

std::string ExitStatus::describe() const {
  if (!signalled) return absl::StrCat("exited with status ", code);
  const char* name = sigabbrev_np(code);
  return absl::StrCat("killed by signal ", code, name ? absl::StrCat(" (SIG", name, ")") : "");
}

}  // namespace drawbridge
