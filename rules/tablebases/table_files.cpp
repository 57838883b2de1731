#include "rules/tablebases/table_files.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <fstream>
#include <system_error>

#include "absl/strings/str_cat.h"
#include "platform/file_path.h"

namespace drawbridge::tb {

namespace fs = std::filesystem;

namespace {

// The first four bytes of each kind of table (Syzygy's WDL and DTZ magic numbers).
constexpr std::array<unsigned char, 4> kWdlMagic = {0x71, 0xE8, 0x23, 0x5D};
constexpr std::array<unsigned char, 4> kDtzMagic = {0xD7, 0x66, 0x0C, 0xA5};

bool is_table_name(const fs::path& file) { return file.extension() == ".rtbw" || file.extension() == ".rtbz"; }

// "KBBvKN" has 6 letters but one is the separator.
int pieces_of(const fs::path& file) { return static_cast<int>(file.stem().string().size()) - 1; }

// Empty when the file looks whole, else why not.
std::string problem_of(const fs::path& file) {
  std::error_code error;
  const std::uintmax_t size = fs::file_size(file, error);
  if (error) return absl::StrCat(path_text(file), ": cannot be read: ", error.message());
  // Every Syzygy file is a multiple of 64 bytes and a 16-byte checksum.
  if (size % 64 != 16) return absl::StrCat(path_text(file), ": cut short or padded (", size, " bytes)");
  std::array<unsigned char, 4> magic{};
  std::ifstream in(file, std::ios::binary);
  if (!in.read(reinterpret_cast<char*>(magic.data()), magic.size())) {
    return absl::StrCat(path_text(file), ": cannot be read");
  }
  const auto& expected = file.extension() == ".rtbw" ? kWdlMagic : kDtzMagic;
  if (magic != expected) return absl::StrCat(path_text(file), ": not a Syzygy table (wrong magic number)");
  return {};
}

}  // namespace

absl::StatusOr<TableFiles> find_table_files(const std::vector<fs::path>& folders) {
  if (folders.empty()) return absl::InvalidArgumentError("no Syzygy folder given");
  TableFiles found;
  for (const fs::path& folder : folders) {
    std::error_code error;
    if (!fs::is_directory(folder, error)) {
      return absl::NotFoundError(absl::StrCat("Syzygy folder '", path_text(folder), "' does not exist"));
    }
    bool any_wdl = false;
    for (const fs::directory_entry& entry : fs::directory_iterator(folder, error)) {
      if (!is_table_name(entry.path())) continue;
      any_wdl |= entry.path().extension() == ".rtbw";
      if (std::string problem = problem_of(entry.path()); !problem.empty()) {
        found.bad.push_back(entry.path());
        found.problems.push_back(std::move(problem));
        continue;
      }
      found.good.push_back(entry.path());
      if (entry.path().extension() == ".rtbw") {
        found.largest_pieces = std::max(found.largest_pieces, pieces_of(entry.path()));
      }
    }
    if (error) return absl::NotFoundError(absl::StrCat("Syzygy folder '", path_text(folder), "': ", error.message()));
    if (!any_wdl) {
      return absl::NotFoundError(absl::StrCat("Syzygy folder '", path_text(folder), "' holds no tables (.rtbw files)"));
    }
  }
  return found;
}

}  // namespace drawbridge::tb
