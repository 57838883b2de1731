// A child process, the relay's engine or watch's --on-alert command: started without a shell,
// arguments as given, its stdin and stdout on pipes owned here, its stderr shared with ours; no
// child outlives a killed drawbridge. Its stdout pipe is large (1 MiB where the system allows),
// so that a flooding engine (hundreds of thousands of info lines per search) wakes its reader
// less often.
// POSIX (Boost.Process v2): the child starts with no signal blocked and SIGPIPE at its default,
// whatever drawbridge set for itself, and asks the kernel for SIGKILL when drawbridge dies.
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

class ChildProcess {
 public:
  // `command` is the program's path (or a name looked up in PATH) and its arguments.
  // InvalidArgument when it is empty; NotFound / PermissionDenied etc. when it cannot be started.
  static absl::StatusOr<std::unique_ptr<ChildProcess>> start(const std::vector<std::string>& command);
  ~ChildProcess();  // kills the child if it still runs

  int stdin_fd() const { return stdin_.get(); }
  int stdout_fd() const { return stdout_.get(); }
  pid_t pid() const { return pid_; }
  // The child's stdin reaches its end (a command that reads all its input then goes on).
  void close_stdin() { stdin_.reset(); }

  // Waits up to `timeout` for the child to exit; its status once it has.
  std::optional<ExitStatus> wait_for(std::chrono::milliseconds timeout);
  void request_exit();  // POSIX: SIGTERM; Windows: TerminateProcess
  void kill();          // POSIX: SIGKILL; Windows: TerminateProcess

  // How request_exit() and kill() do it, for the transcript ("SIGTERM", "SIGKILL").
  static const char* request_exit_method();
  static const char* kill_method();
  // The status of a child kill() could not see exit.
  static ExitStatus killed_status();

 private:
  struct Child;
  ChildProcess(std::unique_ptr<Child> child, UniqueFd in, UniqueFd out);

  std::unique_ptr<Child> child_;
  UniqueFd stdin_;
  UniqueFd stdout_;
  pid_t pid_;
  std::optional<ExitStatus> status_;
};

}  // namespace drawbridge
