// The extension module drawbridge._drawbridge: the laws of the C++ core for Python, through the
// same functions as the subcommands (verdict/, scan/), each answer the dict of one of their JSON
// lines. Bad input raises ValueError with the subcommand's message. The package drawbridge
// (drawbridge/__init__.py) wraps it with the public signatures.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "python/game_adjudication.h"
#include "python/json_object.h"
#include "python/laws_handle.h"
#include "python/range_binding.h"
#include "python/referee_binding.h"
#include "python/scan_run.h"
#include "verdict/dead_verdict.h"

namespace drawbridge::python {
namespace {

namespace py = pybind11;

constexpr char kModuleDoc[] =
    "The FIDE draw laws of drawbridge's C++ core. Use the package `drawbridge`, which wraps this module.";

// The answer's `error` field, raised: the subcommand writes it into the line, Python raises it.
py::dict answer_or_raise(const boost::json::object& answer) {
  if (const boost::json::value* error = answer.if_contains("error"); error != nullptr && error->is_string()) {
    throw py::value_error(std::string(error->get_string()));
  }
  return to_python(answer);
}

// `moves` a list of UCI moves, or one text of them separated by spaces.
template <typename Moves>
py::dict adjudicate(const LawsHandle& laws, const std::string& start, const Moves& moves, const std::string& claims,
                    bool chess960) {
  boost::json::object answer;
  {
    py::gil_scoped_release release;
    if constexpr (std::is_same_v<Moves, std::string>) {
      answer = adjudicate_text_of(laws.laws(), start, moves, claims, chess960);
    } else {
      answer = adjudicate_game_of(laws.laws(), start, moves, claims, chess960);
    }
  }
  return answer_or_raise(answer);
}

DeadBounds dead_bounds(std::optional<long long> budget, std::optional<long long> max_ms) {
  DeadBounds bounds;
  if (budget) {
    if (*budget < 0) throw py::value_error(absl::StrCat("budget: '", *budget, "' is not a whole number"));
    bounds.nodes = static_cast<std::uint64_t>(*budget);
  }
  if (max_ms) {
    if (*max_ms < 0 || *max_ms > 0xffffffffLL) {
      throw py::value_error(absl::StrCat("max_ms: '", *max_ms, "' is not a whole number"));
    }
    bounds.time = std::chrono::milliseconds(*max_ms);
  }
  return bounds;
}

py::dict dead(const std::string& fen, std::optional<long long> budget, std::optional<long long> max_ms) {
  const DeadBounds bounds = dead_bounds(budget, max_ms);
  boost::json::object answer;
  {
    py::gil_scoped_release release;
    answer = decide_dead(fen, 1, bounds);
  }
  return answer_or_raise(answer);
}

}  // namespace
}  // namespace drawbridge::python

PYBIND11_MODULE(_drawbridge, m) {
  using namespace drawbridge::python;
  m.doc() = kModuleDoc;
  m.attr("__version__") = DRAWBRIDGE_VERSION;
  bind_laws(m);
  bind_scan_run(m);
  bind_ranges(m);
  bind_referee(m);
  m.def("_adjudicate_text", &adjudicate<std::string>, py::arg("laws"), py::arg("start"), py::arg("moves"),
        py::arg("claims"), py::arg("chess960"), "_adjudicate with the moves as one space-separated text.");
  m.def("_adjudicate", &adjudicate<std::vector<std::string>>, py::arg("laws"), py::arg("start"), py::arg("moves"),
        py::arg("claims"), py::arg("chess960"),
        "The `drawbridge adjudicate` line (line 1) of one game; ValueError with its `error`.");
  m.def("_dead", &dead, py::arg("fen"), py::arg("budget"), py::arg("max_ms"),
        "The `drawbridge dead` line (line 1) of one FEN; ValueError with its `error`.");
}
