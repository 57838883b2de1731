// File names as drawbridge keeps them, UTF-8 (as typed on the command line, in a config file
// or in a UCI option), and as the platform opens them. POSIX: the bytes as they are. Windows:
// UTF-16, because a narrow name there is read in the ANSI code page, which makes a folder
// `Jürgen` into `JÃ¼rgen`. Every file a user names is reached through file_path(); a
// std::ifstream or std::ofstream opened with its result is right on both platforms.
#pragma once

#include <cstdio>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>

namespace drawbridge {

// The file a UTF-8 name names.
std::filesystem::path file_path(std::string_view utf8);

// The name of `path` in UTF-8, for messages and output.
std::string path_text(const std::filesystem::path& path);

struct FileCloser {
  void operator()(std::FILE* file) const { std::fclose(file); }
};
using UniqueFile = std::unique_ptr<std::FILE, FileCloser>;

// std::fopen's `mode` ("rb", "wb", "ab"...), the file not inherited by a child process (an
// engine started later must not hold it open); null with errno set when it cannot be opened.
UniqueFile open_file(const std::filesystem::path& path, std::string_view mode);

}  // namespace drawbridge
