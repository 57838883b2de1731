#include "python/draughts_binding.h"

#include <pybind11/stl.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/strings/str_cat.h"
#include "python/json_object.h"
#include "python/laws_handle.h"
#include "python/referee_fields.h"
#include "rules/draughts/dxp_move.h"
#include "rules/draughts/hub.h"
#include "rules/draughts/pdn_move.h"
#include "rules/draughts_draw/referee.h"
#include "verdict/draughts_verdict.h"

namespace drawbridge::python {
namespace {

namespace py = pybind11;

// How a move is written: PDN (`32-28`, `28x19`), the Hub protocol's (`28x19x23`) or DXP's
// (`28190123`).
enum class Notation { kPdn, kHub, kDxp };

Notation notation_of(const std::string& name) {
  if (name == "pdn") return Notation::kPdn;
  if (name == "hub") return Notation::kHub;
  if (name == "dxp") return Notation::kDxp;
  throw py::value_error(absl::StrCat("notation: '", name, "' is none of pdn, hub, dxp"));
}

draughts::Color draughts_side(const std::string& side) {
  return side_named(side) == draw::Side::kWhite ? draughts::Color::kWhite : draughts::Color::kBlack;
}

// A move's text; a str that is not UTF-8 (a lone surrogate) raises UnicodeEncodeError, a
// ValueError.
std::string text_of(const py::str& text) {
  Py_ssize_t size = 0;
  const char* data = PyUnicode_AsUTF8AndSize(text.ptr(), &size);
  if (data == nullptr) throw py::error_already_set();
  return std::string(data, static_cast<std::size_t>(size));
}

class DraughtsRefereeHandle {
 public:
  DraughtsRefereeHandle(const DraughtsLawsHandle& laws, const std::optional<std::string>& fen)
      : referee_(created(laws, fen)) {}

  std::vector<draw::Event> play(const py::str& move, const std::string& notation) {
    if (referee_.ending()) throw py::value_error("the game is over");
    return events_or_raise(referee_.play(read(text_of(move), notation_of(notation))));
  }
  // A claim by the player on move, on the board or with a written move (5.4.12.2).
  std::vector<draw::Event> claim(const std::string& rule, const std::optional<py::str>& move,
                                 const std::string& notation, double claimant, double opponent) {
    if (rule != "threefold-repetition") {
      throw py::value_error(absl::StrCat("rule: '", rule, "' is not threefold-repetition, the one rule claimed"));
    }
    if (referee_.ending()) throw py::value_error("the game is over");
    std::optional<std::string> pdn;
    if (move) pdn = draughts::to_pdn_move(referee_.position(), read(text_of(*move), notation_of(notation)));
    std::optional<std::string_view> written;
    if (pdn) written = *pdn;
    return events_or_raise(
        referee_.claim(draw::Rule::kThreefoldRepetition, written, {clock_time(claimant), clock_time(opponent)}));
  }
  std::vector<draw::Event> offer(const std::string& side) {
    return events_or_raise(referee_.offer(draughts_side(side)));
  }
  std::vector<draw::Event> accept(const std::string& side) {
    return events_or_raise(referee_.accept(draughts_side(side)));
  }
  std::vector<draw::Event> claimable() const { return referee_.claimable(); }
  // The move, legal on the board, in `notation`: a PDN, Hub or DXP text read in another.
  std::string move_text(const py::str& move, const std::string& from, const std::string& to) const {
    const draughts::Move m = read(text_of(move), notation_of(from));
    switch (notation_of(to)) {
      case Notation::kPdn: return draughts::to_pdn_move(referee_.position(), m);
      case Notation::kHub: return draughts::to_hub_move(referee_.position(), m);
      case Notation::kDxp: return draughts::to_dxp_move(referee_.position(), m);
    }
    return {};
  }
  std::optional<std::string> result() const {
    if (!referee_.ending()) return std::nullopt;
    return std::string(draw::result_text(referee_.ending()->result));
  }
  py::object ending() const { return ending_dict(referee_.ending()); }
  int ply() const { return referee_.ply(); }
  std::string fen() const { return referee_.fen(); }
  const std::string& edition() const { return referee_.edition().id; }
  std::string side_to_move() const {
    return referee_.position().side_to_move() == draughts::Color::kWhite ? "white" : "black";
  }

 private:
  static draughts_draw::Referee created(const DraughtsLawsHandle& laws, const std::optional<std::string>& fen) {
    std::optional<std::string_view> start;
    if (fen && *fen != "startpos") start = *fen;
    absl::StatusOr<draughts_draw::Referee> referee =
        draughts_draw::Referee::create(laws.edition(), laws.policy(), start);
    if (!referee.ok()) throw py::value_error(std::string(referee.status().message()));
    return *std::move(referee);
  }

  // The legal move `text` names on the board; ValueError naming it otherwise.
  draughts::Move read(const std::string& text, Notation notation) const {
    const draughts::Position& pos = referee_.position();
    absl::StatusOr<draughts::Move> m = notation == Notation::kPdn   ? draughts::parse_pdn_move(pos, text)
                                       : notation == Notation::kHub ? draughts::parse_hub_move(pos, text)
                                                                    : draughts::parse_dxp_move(pos, text);
    if (!m.ok()) throw py::value_error(absl::StrCat("move '", text, "': ", m.status().message()));
    return *m;
  }

  draughts_draw::Referee referee_;
};

// `drawbridge adjudicate`'s line (line 1) for the draughts game of an input line; ValueError with
// its `error`.
py::dict adjudicate(const DraughtsLawsHandle& laws, const std::string& line) {
  boost::json::object answer;
  {
    py::gil_scoped_release release;
    answer = adjudicate_draughts_game(line, 1, laws.edition(), laws.policy());
  }
  if (const boost::json::value* error = answer.if_contains("error"); error != nullptr && error->is_string()) {
    throw py::value_error(std::string(error->get_string()));
  }
  return to_python(answer);
}

}  // namespace

void bind_draughts(py::module_& m) {
  py::class_<DraughtsRefereeHandle>(m, "_DraughtsReferee", "draughts_draw::Referee: one game refereed move by move.")
      .def(py::init<const DraughtsLawsHandle&, const std::optional<std::string>&>(), py::arg("laws"), py::arg("fen"))
      .def("play", &DraughtsRefereeHandle::play, py::arg("move"), py::arg("notation"))
      .def("claim", &DraughtsRefereeHandle::claim, py::arg("rule"), py::arg("move"), py::arg("notation"),
           py::arg("claimant"), py::arg("opponent"))
      .def("offer", &DraughtsRefereeHandle::offer, py::arg("side"))
      .def("accept", &DraughtsRefereeHandle::accept, py::arg("side"))
      .def("claimable", &DraughtsRefereeHandle::claimable)
      .def("move_text", &DraughtsRefereeHandle::move_text, py::arg("move"), py::arg("notation"), py::arg("to"))
      .def_property_readonly("result", &DraughtsRefereeHandle::result)
      .def_property_readonly("ending", &DraughtsRefereeHandle::ending)
      .def_property_readonly("ply", &DraughtsRefereeHandle::ply)
      .def_property_readonly("fen", &DraughtsRefereeHandle::fen)
      .def_property_readonly("edition", &DraughtsRefereeHandle::edition)
      .def_property_readonly("side_to_move", &DraughtsRefereeHandle::side_to_move);
  m.def("_adjudicate_draughts", &adjudicate, py::arg("laws"), py::arg("line"),
        "The `drawbridge adjudicate` line (line 1) of a draughts game's input line; ValueError with its `error`.");
}

}  // namespace drawbridge::python
