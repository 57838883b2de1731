#include "python/range_binding.h"

#include <pybind11/stl.h>

#include <cstdint>
#include <optional>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "pgn/game_range.h"

namespace drawbridge::python {
namespace {

namespace py = pybind11;

// `end` None: to the end of the file.
std::uint64_t end_of(const std::optional<std::uint64_t>& end) { return end ? *end : pgn::kToTheEnd; }
std::optional<std::uint64_t> end_for_python(std::uint64_t end) {
  return end == pgn::kToTheEnd ? std::nullopt : std::optional(end);
}

std::vector<std::pair<std::uint64_t, std::optional<std::uint64_t>>> blocks(const std::string& path,
                                                                           std::uint64_t block_bytes) {
  absl::StatusOr<std::vector<std::pair<std::uint64_t, std::uint64_t>>> found;
  {
    py::gil_scoped_release release;
    found = pgn::file_blocks(path, block_bytes);
  }
  if (!found.ok()) throw py::value_error(std::string(found.status().message()));
  std::vector<std::pair<std::uint64_t, std::optional<std::uint64_t>>> out;
  for (const auto& [begin, end] : *found) out.emplace_back(begin, end_for_python(end));
  return out;
}

std::tuple<std::uint64_t, std::optional<std::uint64_t>, std::int64_t, std::int64_t> cut_range(
    const std::string& path, std::uint64_t begin, const std::optional<std::uint64_t>& end) {
  absl::StatusOr<pgn::GameRange> range;
  {
    py::gil_scoped_release release;
    range = pgn::cut_game_range(path, begin, end_of(end));
  }
  if (!range.ok()) throw py::value_error(std::string(range.status().message()));
  return {range->begin, end_for_python(range->end), range->count.games, range->count.lines};
}

}  // namespace

void bind_ranges(py::module_& m) {
  m.def("_blocks", &blocks, py::arg("path"), py::arg("block_bytes"),
        "The (begin, end) blocks of block_bytes a file is cut into, end None for the file's end; one block, (0, "
        "None), for a compressed file.");
  m.def("_cut_range", &cut_range, py::arg("path"), py::arg("begin"), py::arg("end"),
        "(begin, end, games, lines): the range moved to game starts, its games and its line breaks counted.");
}

}  // namespace drawbridge::python
