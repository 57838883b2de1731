// Reading, writing and opening file descriptors, the platform's way. POSIX: read(2),
// writev(2), open(2). Windows: ReadFile/WriteFile on the descriptor's handle, always
// binary (no CRLF translation), and a blocked call cancelled by InterruptibleThread
// (CancelSynchronousIo) fails with EINTR, as an interrupted system call does on POSIX.
#pragma once

#include <sys/types.h>

#include <cstddef>
#include <filesystem>
#include <string_view>

namespace drawbridge {

// The bytes read (0 at end of input), or -1 with errno set (EINTR: interrupted).
ssize_t read_some(int fd, char* buffer, std::size_t size);

// The bytes written from `first`, then `second` (one call where the platform allows), or -1
// with errno set (EPIPE: the reader is gone; EINTR: interrupted).
ssize_t write_some(int fd, std::string_view first, std::string_view second);

// Opens `path` (see file_path.h) for appending, creating it if absent; -1 with errno set. Not
// inherited by the engine.
int open_for_append(const std::filesystem::path& path);

// Opens `path` for reading; -1 with errno set. Not inherited by the engine.
int open_for_reading(const std::filesystem::path& path);

}  // namespace drawbridge
