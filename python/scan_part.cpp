#include "python/scan_part.h"

#include <cerrno>
#include <cstring>
#include <iterator>

#include "absl/strings/str_cat.h"
#include "python/json_object.h"
#include "rules/laws/outcome.h"
#include "verdict/findings.h"

namespace drawbridge::python {
namespace {

namespace py = pybind11;

absl::Status create(const std::string& path, std::FILE*& file) {
  file = std::fopen(path.c_str(), "wb");
  if (file == nullptr) return absl::InvalidArgumentError(absl::StrCat(path, ": ", std::strerror(errno)));
  return absl::OkStatus();
}

// Only the kinds and rules that occurred, as the CLI's summary lists them.
template <typename Names, typename Counts, typename NameOf>
py::dict nonzero(const Names& names, const Counts& counts, NameOf name_of) {
  py::dict out;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (counts[i] != 0) out[py::str(std::string(name_of(names[i])))] = counts[i];
  }
  return out;
}

}  // namespace

PartWriter::~PartWriter() {
  if (json_ != nullptr) std::fclose(json_);
  if (fixed_ != nullptr) std::fclose(fixed_);
}

absl::Status PartWriter::open(const std::string& json_path, const std::string& fixed_path) {
  json_path_ = json_path;
  fixed_path_ = fixed_path;
  if (absl::Status made = create(json_path, json_); !made.ok()) return made;
  if (fixed_path.empty()) return absl::OkStatus();
  return create(fixed_path, fixed_);
}

void PartWriter::write(std::FILE* file, const std::string& path, const std::string& text) {
  if (std::fwrite(text.data(), 1, text.size(), file) != text.size() && failed_.empty()) {
    failed_ = absl::StrCat(path, ": ", std::strerror(errno));
  }
}

void PartWriter::add(scan::ScanOutput& out) {
  write(json_, json_path_, out.json);
  if (fixed_ != nullptr) write(fixed_, fixed_path_, out.fixed);
  counts_.add(out.counts);
  // Moved: they keep the batch's memory, which holds nothing else, as long as they live.
  flagged_.insert(flagged_.end(), std::make_move_iterator(out.values.begin()),
                  std::make_move_iterator(out.values.end()));
}

absl::Status PartWriter::close() {
  const auto close_file = [&](std::FILE*& file, const std::string& path) {
    if (file == nullptr) return;
    if (std::fclose(file) != 0 && failed_.empty()) failed_ = absl::StrCat(path, ": ", std::strerror(errno));
    file = nullptr;
  };
  close_file(json_, json_path_);
  close_file(fixed_, fixed_path_);
  if (failed_.empty()) return absl::OkStatus();
  return absl::DataLossError(failed_);
}

py::dict PartWriter::summary(std::uint64_t bytes, double seconds) const {
  py::dict out;
  out["games"] = counts_.games;
  out["plies"] = counts_.plies;
  out["errors"] = counts_.errors;
  out["skipped"] = counts_.skipped;
  out["findings"] = nonzero(kFindingKinds, counts_.findings, finding_kind_name);
  out["endings"] = nonzero(scan::kRules, counts_.endings, draw::rule_name);
  out["bytes"] = bytes;
  out["seconds"] = seconds;
  out["flagged"] = to_python_list(flagged_);
  return out;
}

}  // namespace drawbridge::python
