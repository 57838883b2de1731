// How the program begins on this platform: its arguments in UTF-8, its standard streams
// byte for byte, and where its executable is. POSIX: argv as given, /proc/self/exe, the
// name it was started by from /proc/self/cmdline. Windows: the UTF-16 command line
// converted to UTF-8, stdin, stdout and stderr in binary mode (no CRLF translation either
// way), GetModuleFileNameW.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace drawbridge {

// The program's arguments, argv[0] included; call first thing in main.
std::vector<std::string> start_program(int argc, char** argv);

// The running executable's full path, links resolved; empty if it cannot be found.
std::filesystem::path executable_path();

// The executable as it was started: on POSIX the path or name it was called by (a symbolic
// link's own, looked up in PATH when bare), so that a link named sf-drawbridge can have a
// sf-drawbridge.toml of its own; on Windows executable_path(). Empty if it cannot be found.
std::filesystem::path invoked_path();

}  // namespace drawbridge
