#include "platform/fd_io.h"

#include <fcntl.h>
#include <sys/uio.h>
#include <unistd.h>

namespace drawbridge {

ssize_t read_some(int fd, char* buffer, std::size_t size) { return ::read(fd, buffer, size); }

ssize_t write_some(int fd, std::string_view first, std::string_view second) {
  iovec parts[2] = {{const_cast<char*>(first.data()), first.size()}, {const_cast<char*>(second.data()), second.size()}};
  return ::writev(fd, parts, 2);
}

int open_for_append(const std::filesystem::path& path) {
  return ::open(path.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
}

int open_for_reading(const std::filesystem::path& path) { return ::open(path.c_str(), O_RDONLY | O_CLOEXEC); }

}  // namespace drawbridge
