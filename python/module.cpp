// The extension module drawbridge._drawbridge: the laws of the C++ core for Python, chess and
// draughts, through the same functions as the subcommands (verdict/, scan/), each answer the
// dict of one of their JSON lines. Bad input raises ValueError with the subcommand's message.
// The package drawbridge (drawbridge/__init__.py) wraps it with the public signatures.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <boost/json/monotonic_resource.hpp>

#include <optional>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "python/draughts_binding.h"
#include "python/event_binding.h"
#include "python/game_adjudication.h"
#include "python/json_object.h"
#include "python/laws_handle.h"
#include "python/move_list.h"
#include "python/packed_moves.h"
#include "python/range_binding.h"
#include "python/referee_binding.h"
#include "python/referee_pool.h"
#include "python/scan_run.h"
#include "python/tablebase_binding.h"
#include "verdict/dead_verdict.h"

namespace drawbridge::python {
namespace {

namespace py = pybind11;
namespace json = boost::json;

constexpr char kModuleDoc[] =
    "The FIDE draw laws of drawbridge's C++ core. Use the package `drawbridge`, which wraps this module.";

// The answer's `error` field, raised: the subcommand writes it into the line, Python raises it.
py::dict answer_or_raise(const boost::json::object& answer) {
  if (const boost::json::value* error = answer.if_contains("error"); error != nullptr && error->is_string()) {
    throw py::value_error(std::string(error->get_string()));
  }
  return to_python(answer);
}

// Room for one game's answer on the stack: the JSON object is built without a call to malloc.
constexpr std::size_t kAnswerBytes = 8192;

// One game's answer: its moves read (under the GIL), judged with the GIL released, its dict
// built (under the GIL again). `moves` a str of moves, or an iterable of str or move objects.
py::dict adjudicate(LawsHandle& laws, const std::string& start, py::handle moves, const std::string& claims,
                    bool chess960) {
  PackedMoves packed;
  pack_moves(moves, packed);
  unsigned char buffer[kAnswerBytes];
  json::monotonic_resource memory(buffer, sizeof buffer);
  json::object answer(&memory);  // the same storage as the answer made: moved in, not copied
  {
    py::gil_scoped_release release;
    RefereePool::Lease referee = laws.referees().borrow();
    answer = adjudicate_game_of(laws.laws(), referee.slot(), start, packed, claims, chess960, &memory);
  }
  return answer_or_raise(answer);
}

// One game of a batch: moves (a str or a list), or a tuple (start, moves).
struct BatchGame {
  std::string start = "startpos";
  PackedMoves moves;
};

void read_game(py::handle game, BatchGame& out) {
  py::handle moves = game;
  if (PyTuple_Check(game.ptr())) {
    if (PyTuple_GET_SIZE(game.ptr()) != 2) throw py::value_error("a game given as a tuple is (start, moves)");
    out.start = py::cast<std::string>(PyTuple_GET_ITEM(game.ptr(), 0));
    moves = PyTuple_GET_ITEM(game.ptr(), 1);
  }
  pack_moves(moves, out.moves);
}

// The `drawbridge adjudicate` lines of a group of games: read under the GIL, judged with it
// released once for the whole group, their dicts built under it again. A bad game's line carries
// its `error`, as the CLI's does.
py::list adjudicate_many(LawsHandle& laws, py::iterable games, bool chess960) {
  std::vector<BatchGame> read;
  for (py::handle game : games) read.emplace_back(), read_game(game, read.back());
  json::monotonic_resource memory;
  std::vector<json::object> answers;
  answers.reserve(read.size());
  {
    py::gil_scoped_release release;
    RefereePool::Lease referee = laws.referees().borrow();
    for (const BatchGame& game : read) {
      answers.push_back(adjudicate_game_of(laws.laws(), referee.slot(), game.start, game.moves, "", chess960, &memory));
    }
  }
  py::list out(answers.size());
  for (std::size_t i = 0; i < answers.size(); ++i) {
    PyList_SET_ITEM(out.ptr(), static_cast<Py_ssize_t>(i), to_python(answers[i]).release().ptr());
  }
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
  bind_events(m);
  bind_referee(m);
  bind_draughts(m);
  bind_tablebase(m);
  m.def("_adjudicate", &adjudicate, py::arg("laws"), py::arg("start"), py::arg("moves"), py::arg("claims"),
        py::arg("chess960"),
        "The `drawbridge adjudicate` line (line 1) of one game, its moves a text or a list of UCI strings or "
        "move objects; ValueError with its `error`.");
  m.def("_uci", &uci_of, py::arg("move"), "The UCI text of a move: a str, or a move object (squares or .uci()).");
  m.def("_adjudicate_many", &adjudicate_many, py::arg("laws"), py::arg("games"), py::arg("chess960"),
        "The `drawbridge adjudicate` lines of many games (each moves, or (start, moves)), an error in its line.");
  m.def("_dead", &dead, py::arg("fen"), py::arg("budget"), py::arg("max_ms"),
        "The `drawbridge dead` line (line 1) of one FEN; ValueError with its `error`.");
}
