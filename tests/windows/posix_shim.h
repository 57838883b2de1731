// Force-included into tests/support/fake_engine.cpp for its Windows build: the POSIX calls it
// makes, in Windows terms, and its standard streams in binary mode (byte for byte, as on Linux).
#pragma once

#include <fcntl.h>
#include <io.h>
#include <process.h>
#include <signal.h>
#include <unistd.h>
#include <windows.h>

inline int pause() {
  Sleep(INFINITE);
  return -1;
}
inline int kill(int, int sig) { return raise(sig); }
#define getpid _getpid

namespace posix_shim {
inline const bool binary_streams = [] {
  _setmode(0, _O_BINARY);
  _setmode(1, _O_BINARY);
  _setmode(2, _O_BINARY);
  return true;
}();
}  // namespace posix_shim
