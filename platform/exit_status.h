// How a child process ended, in the two forms people need: a shell-style status to exit
// with, and words for the GUI.
#pragma once

#include <string>

namespace drawbridge {

struct ExitStatus {
  bool signalled = false;  // killed by signal `code`; otherwise exited with status `code`
  int code = 0;

  static ExitStatus from_wait_status(int wait_status);
  int shell_status() const { return signalled ? 128 + code : code; }
  std::string describe() const;  // "exited with status 3", "killed by signal 11 (SEGV)"
};

}  // namespace drawbridge
