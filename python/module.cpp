// The extension module drawbridge._drawbridge: the laws of the C++ core for Python, through the
// same functions as the subcommands (verdict/, scan/), each answer the dict of one of their JSON
// lines. Bad input raises ValueError with the subcommand's message. The package drawbridge
// (drawbridge/__init__.py) wraps it with the public signatures.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <optional>
#include <string>
#include <type_traits>
#include <variant>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "python/game_adjudication.h"
#include "python/json_object.h"
#include "python/laws_handle.h"
#include "python/move_list.h"
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

// The moves as a list or any iterable of UCI strings or move objects, read in one pass.
py::dict adjudicate_list(const LawsHandle& laws, const std::string& start, py::handle moves, const std::string& claims,
                         bool chess960) {
  return adjudicate(laws, start, uci_moves_of(moves), claims, chess960);
}

// One game of a batch: moves as a text (str) or as UCI texts read from a list.
struct BatchGame {
  std::string start = "startpos";
  std::variant<std::string, std::vector<std::string>> moves;
};

// A str or a list of moves from the start position, or a tuple (start, moves).
BatchGame batch_game(py::handle game) {
  BatchGame out;
  py::handle moves = game;
  if (PyTuple_Check(game.ptr())) {
    if (PyTuple_GET_SIZE(game.ptr()) != 2) throw py::value_error("a game given as a tuple is (start, moves)");
    out.start = py::cast<std::string>(PyTuple_GET_ITEM(game.ptr(), 0));
    moves = PyTuple_GET_ITEM(game.ptr(), 1);
  }
  if (PyUnicode_Check(moves.ptr())) {
    out.moves = py::cast<std::string>(moves);
  } else {
    out.moves = uci_moves_of(moves);
  }
  return out;
}

// The answers of `games`, the GIL released meanwhile.
std::vector<boost::json::object> judged(const LawsHandle& laws, const std::vector<BatchGame>& games, bool chess960) {
  py::gil_scoped_release release;
  std::vector<boost::json::object> answers;
  answers.reserve(games.size());
  for (const BatchGame& game : games) {
    answers.push_back(std::holds_alternative<std::string>(game.moves)
                          ? adjudicate_text_of(laws.laws(), game.start, std::get<std::string>(game.moves), "", chess960)
                          : adjudicate_game_of(laws.laws(), game.start, std::get<std::vector<std::string>>(game.moves),
                                               "", chess960));
  }
  return answers;
}

// The `drawbridge adjudicate` lines of a group of games, the GIL released once for all of their
// C++ work; a bad game's line carries its `error`, as the CLI's does.
py::list adjudicate_many(const LawsHandle& laws, py::iterable games, bool chess960) {
  std::vector<BatchGame> read;
  for (py::handle game : games) read.push_back(batch_game(game));
  py::list out;
  for (const boost::json::object& answer : judged(laws, read, chess960)) out.append(to_python(answer));
  return out;
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
  m.def("_adjudicate", &adjudicate_list, py::arg("laws"), py::arg("start"), py::arg("moves"), py::arg("claims"),
        py::arg("chess960"),
        "The `drawbridge adjudicate` line (line 1) of one game, its moves UCI strings or objects with .uci(); "
        "ValueError with its `error`.");
  m.def("_adjudicate_many", &adjudicate_many, py::arg("laws"), py::arg("games"), py::arg("chess960"),
        "The `drawbridge adjudicate` lines of many games (each moves, or (start, moves)), an error in its line.");
  m.def("_dead", &dead, py::arg("fen"), py::arg("budget"), py::arg("max_ms"),
        "The `drawbridge dead` line (line 1) of one FEN; ValueError with its `error`.");
}
