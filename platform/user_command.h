// A command line the user wrote (drawbridge watch --on-alert "ntfy publish ..."), as the words
// a child process is started with. POSIX: the user's shell runs it (/bin/sh -c COMMAND), with
// its quoting, pipes and variables. Windows: no shell; the words are split as Windows splits a
// command line (CommandLineToArgvW), so the first is the program.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace drawbridge {

// The child's words; empty for a command without any.
std::vector<std::string> user_command_words(std::string_view command);

// Writing to a child that exited without reading its input is an error of the write (EPIPE),
// not the end of this process (POSIX: SIGPIPE ignored; Windows has no such signal).
void survive_broken_pipes();

}  // namespace drawbridge
