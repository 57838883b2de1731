#include "python/referee_binding.h"

#include <pybind11/stl.h>

#include <optional>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "python/laws_handle.h"
#include "python/move_list.h"
#include "python/referee_fields.h"
#include "rules/chess_draw/referee.h"

namespace drawbridge::python {
namespace {

namespace py = pybind11;

template <typename T>
T value_or_raise(absl::StatusOr<T> value) {
  if (!value.ok()) throw py::value_error(std::string(value.status().message()));
  return *std::move(value);
}

chess::Color chess_side(const std::string& side) {
  return side_named(side) == draw::Side::kWhite ? chess::kWhite : chess::kBlack;
}

draw::ClaimedRule claimed_rule(const std::string& rule) {
  if (rule == "threefold-repetition") return draw::ClaimedRule::kThreefoldRepetition;
  if (rule == "fifty-move") return draw::ClaimedRule::kFiftyMoves;
  throw py::value_error(absl::StrCat("rule: '", rule, "' is neither threefold-repetition nor fifty-move"));
}

class RefereeHandle {
 public:
  RefereeHandle(const LawsHandle& laws, const std::string& start, bool chess960)
      : referee_(laws.laws(), value_or_raise(draw::start_position(start, chess960))) {}

  // A move: a UCI str, or a move object (its squares, or .uci()).
  auto play(py::handle move) {
    if (PyUnicode_Check(move.ptr())) {  // the common call, without a copy of the text
      Py_ssize_t size = 0;
      const char* text = PyUnicode_AsUTF8AndSize(move.ptr(), &size);
      if (text == nullptr) throw py::error_already_set();
      return events(referee_.play(std::string_view(text, static_cast<std::size_t>(size))));
    }
    return events(referee_.play(uci_of(move)));
  }
  auto claim(const std::string& rule, std::optional<py::object> move, double claimant, double opponent) {
    std::optional<std::string> intended;
    if (move && !move->is_none()) intended = uci_of(*move);
    std::optional<std::string_view> intended_view;
    if (intended) intended_view = *intended;
    return events(referee_.claim(claimed_rule(rule), intended_view, {clock_time(claimant), clock_time(opponent)}));
  }
  auto offer(const std::string& side) { return events(referee_.offer(chess_side(side))); }
  auto accept(const std::string& side) { return events(referee_.accept(chess_side(side))); }
  auto flag_fall(const std::string& side) {
    py::gil_scoped_release release;  // the full dead-position search
    return events(referee_.flag_fall(chess_side(side)));
  }
  std::vector<draw::Event> claimable() const { return referee_.claimable(); }
  std::optional<std::string> result() const {
    const std::optional<draw::Result> result = referee_.result();
    if (!result) return std::nullopt;
    return std::string(draw::result_text(*result));
  }
  py::object ending() const { return ending_dict(referee_.ending()); }
  int ply() const { return referee_.ply(); }
  std::string fen() const { return referee_.fen(); }
  const std::string& edition() const { return referee_.edition().id; }
  std::string side_to_move() const { return referee_.position().side_to_move() == chess::kWhite ? "white" : "black"; }

 private:
  static std::vector<draw::Event> events(absl::StatusOr<std::vector<draw::Event>> made) {
    return events_or_raise(std::move(made));
  }

  draw::Referee referee_;
};

}  // namespace

void bind_referee(py::module_& m) {
  py::class_<RefereeHandle>(m, "_Referee", "draw::Referee: one game refereed move by move.")
      .def(py::init<const LawsHandle&, const std::string&, bool>(), py::arg("laws"), py::arg("start"),
           py::arg("chess960"))
      .def("play", &RefereeHandle::play, py::arg("move"))
      .def("claim", &RefereeHandle::claim, py::arg("rule"), py::arg("move"), py::arg("claimant"), py::arg("opponent"))
      .def("offer", &RefereeHandle::offer, py::arg("side"))
      .def("accept", &RefereeHandle::accept, py::arg("side"))
      .def("flag_fall", &RefereeHandle::flag_fall, py::arg("side"))
      .def("claimable", &RefereeHandle::claimable)
      .def_property_readonly("result", &RefereeHandle::result)
      .def_property_readonly("ending", &RefereeHandle::ending)
      .def_property_readonly("ply", &RefereeHandle::ply)
      .def_property_readonly("fen", &RefereeHandle::fen)
      .def_property_readonly("edition", &RefereeHandle::edition)
      .def_property_readonly("side_to_move", &RefereeHandle::side_to_move);
}

}  // namespace drawbridge::python
