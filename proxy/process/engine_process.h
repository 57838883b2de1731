// The engine child: started without a shell, arguments as given, its stdin and stdout on
// pipes owned here, its stderr shared with ours; no engine outlives a killed drawbridge.
// POSIX (Boost.Process v2): the child asks the kernel for SIGKILL when drawbridge dies.
// Windows (CreateProcessW): the child runs in a Job object that kills it when drawbridge's
// handle to the job closes, as it does when drawbridge dies; a name without a path is looked
// up in the current folder and PATH, with each PATHEXT extension.
#pragma once

#include <sys/types.h>

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "platform/exit_status.h"
#include "platform/unique_fd.h"

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
  // The child's stdin reaches its end (a command that reads all its input then goes on).
  void close_stdin() { stdin_.reset(); }

  // Waits up to `timeout` for the engine to exit; its status once it has.
  std::optional<ExitStatus> wait_for(std::chrono::milliseconds timeout);
  void request_exit();  // POSIX: SIGTERM; Windows: TerminateProcess
  void kill();          // POSIX: SIGKILL; Windows: TerminateProcess

  // How request_exit() and kill() do it, for the transcript ("SIGTERM", "SIGKILL").
  static const char* request_exit_method();
  static const char* kill_method();
  // The status of an engine kill() could not see exit.
  static ExitStatus killed_status();

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
