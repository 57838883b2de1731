#include "app/input_files.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>

#include "absl/strings/str_cat.h"
#include "platform/file_path.h"

namespace drawbridge {

absl::Status for_each_input(const std::vector<std::string>& files, const std::function<void(std::istream&)>& read) {
  if (files.empty()) read(std::cin);
  for (const std::string& file : files) {
    if (file == "-") {
      read(std::cin);
      continue;
    }
    std::ifstream in(file_path(file), std::ios::binary);
    if (!in) return absl::NotFoundError(absl::StrCat("cannot read ", file, ": ", std::strerror(errno)));
    read(in);
  }
  return absl::OkStatus();
}

}  // namespace drawbridge
