#include "platform/fd_io.h"

#include <fcntl.h>
#include <io.h>
#include <sys/stat.h>
#include <windows.h>

#include <cerrno>

namespace drawbridge {
namespace {

HANDLE handle_of(int fd) { return reinterpret_cast<HANDLE>(_get_osfhandle(fd)); }

// The errno a POSIX call would have set for the same failure.
int errno_of(DWORD error) {
  switch (error) {
    case ERROR_OPERATION_ABORTED: return EINTR;  // CancelSynchronousIo
    case ERROR_BROKEN_PIPE:
    case ERROR_NO_DATA: return EPIPE;
    case ERROR_INVALID_HANDLE: return EBADF;
    default: return EIO;
  }
}

}  // namespace

ssize_t read_some(int fd, char* buffer, std::size_t size) {
  DWORD got = 0;
  if (ReadFile(handle_of(fd), buffer, static_cast<DWORD>(size), &got, nullptr)) return got;
  const DWORD error = GetLastError();
  if (error == ERROR_BROKEN_PIPE || error == ERROR_HANDLE_EOF) return 0;  // the writer closed its end
  errno = errno_of(error);
  return -1;
}

// Windows has no writev. Under Wine every WriteFile costs a round trip to its server, so two
// parts (a line completed by this read, then the read's whole lines) go out as one copy.
ssize_t write_some(int fd, std::string_view first, std::string_view second) {
  thread_local std::string joined;
  std::string_view part = first.empty() ? second : first;
  if (!first.empty() && !second.empty()) {
    joined.assign(first).append(second);
    part = joined;
  }
  DWORD written = 0;
  if (WriteFile(handle_of(fd), part.data(), static_cast<DWORD>(part.size()), &written, nullptr)) return written;
  errno = errno_of(GetLastError());
  return -1;
}

int open_for_append(const std::filesystem::path& path) {
  return _wopen(path.c_str(), _O_WRONLY | _O_CREAT | _O_APPEND | _O_BINARY | _O_NOINHERIT, _S_IREAD | _S_IWRITE);
}

int open_for_reading(const std::filesystem::path& path) {
  return _wopen(path.c_str(), _O_RDONLY | _O_BINARY | _O_NOINHERIT);
}

}  // namespace drawbridge
