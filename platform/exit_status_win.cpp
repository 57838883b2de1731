#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "platform/exit_status.h"

namespace drawbridge {

// Windows has no signals: a process ends with an exit code, which GetExitCodeProcess gives.
ExitStatus ExitStatus::from_wait_status(int wait_status) { return {false, wait_status}; }

// A crash ends a process with an NTSTATUS code (0xC0000005, an access violation), best read in hex.
std::string ExitStatus::describe() const {
  const auto value = static_cast<unsigned>(code);
  if (value <= 0xFFFF) return absl::StrCat("exited with status ", value);
  return absl::StrFormat("exited with status 0x%08X", value);
}

}  // namespace drawbridge
