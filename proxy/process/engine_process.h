// The engine child: started with Boost.Process v2 (no shell, arguments as given), its stdin
// and stdout on pipes owned here, its stderr shared with ours. On Linux the child asks the
// kernel for SIGKILL when drawbridge dies, so no engine outlives a killed drawbridge.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "proxy/process/exit_status.h"
#include "proxy/process/unique_fd.h"

namespace drawbridge {

class EngineProcess {
 public:
  // `command` is the engine's path (or a name looked up in PATH) and its arguments.
  // NotFound / PermissionDenied etc. when it cannot be started.
  static absl::StatusOr<std::unique_ptr<EngineProcess>> start(const std::vector<std::string>& command);
  ~EngineProcess();  // kills the engine if it still runs

  int stdin_fd() const { return stdin_.get(); }
  int stdout_fd() const { return stdout_.get(); }
  pid_t pid() const { return pid_; }

  // Waits up to `timeout` for the engine to exit; its status once it has.
  std::optional<ExitStatus> wait_for(std::chrono::milliseconds timeout);
  void request_exit();  // SIGTERM
  void kill();          // SIGKILL

 private:
  struct Child;
  EngineProcess(std::unique_ptr<Child> child, UniqueFd in, UniqueFd out);

  std::unique_ptr<Child> child_;
  UniqueFd stdin_;
  UniqueFd stdout_;
  pid_t pid_;
  std::optional<ExitStatus> status_;
};

}  // namespace drawbridge
