#include "python/event_binding.h"

#include <pybind11/stl.h>

#include <algorithm>
#include <string>
#include <string_view>

#include "absl/strings/str_cat.h"
#include "render/event_fields.h"
#include "rules/laws/event.h"

namespace drawbridge::python {
namespace {

namespace py = pybind11;

py::object text_or_none(std::string_view text) {
  if (text.empty()) return py::none();
  return py::str(text.data(), text.size());
}

// An enum whose values run from 0 to `last`, each named in Python as its contract name with '_'
// for '-' (Rule.threefold_repetition), compared, hashed and printed as the contract name.
template <typename Enum, typename NameOf>
void bind_named_enum(py::module_& m, const char* name, const char* doc, Enum last, NameOf name_of) {
  py::enum_<Enum> bound(m, name, doc);
  for (int i = 0; i <= static_cast<int>(last); ++i) {
    const Enum value = static_cast<Enum>(i);
    std::string python_name(name_of(value));
    std::replace(python_name.begin(), python_name.end(), '-', '_');
    bound.value(python_name.c_str(), value);
  }
  const auto contract_name = [name_of](Enum value) { return py::str(std::string(name_of(value))); };
  bound.attr("__str__") = py::cpp_function(contract_name, py::name("__str__"), py::is_method(bound));
  bound.attr("__hash__") = py::cpp_function([contract_name](Enum value) { return py::hash(contract_name(value)); },
                                            py::name("__hash__"), py::is_method(bound));
  bound.attr("__eq__") = py::cpp_function(
      [name_of](Enum value, py::handle other) -> py::object {
        if (PyUnicode_Check(other.ptr())) return py::bool_(name_of(value) == other.cast<std::string>());
        if (py::isinstance<Enum>(other)) return py::bool_(value == other.cast<Enum>());
        return py::reinterpret_borrow<py::object>(Py_NotImplemented);
      },
      py::name("__eq__"), py::is_method(bound));
  bound.attr("__ne__") = py::cpp_function(
      [](py::handle self, py::handle other) -> py::object {
        const py::object equal = self.attr("__eq__")(other);
        if (equal.is(py::reinterpret_borrow<py::object>(Py_NotImplemented))) return equal;
        return py::bool_(!equal.cast<bool>());
      },
      py::name("__ne__"), py::is_method(bound));
}

// render/event_fields.h's writer over a dict: an empty text is None, as in the Event's properties.
class DictOut {
 public:
  explicit DictOut(py::dict& out) : out_(out) {}
  void put(std::string_view name, std::nullptr_t) { out_[py::str(name.data(), name.size())] = py::none(); }
  void put(std::string_view name, std::string_view text) {
    out_[py::str(name.data(), name.size())] = text_or_none(text);
  }
  void put(std::string_view name, std::int64_t n) { out_[py::str(name.data(), name.size())] = n; }

 private:
  py::dict& out_;
};

// The events file's fields (`game` 1: one referee, one game) and a claim's moves.
py::dict to_dict(const draw::Event& event) {
  py::dict out;
  DictOut fields(out);
  render::contract_fields(event, event.edition, 1, fields);
  out["moves"] = py::cast(event.moves);
  return out;
}

// Event(event='claim', rule='threefold-repetition', ...): the fields that are set.
std::string repr(const draw::Event& event) {
  std::string out = "Event(";
  bool first = true;
  for (const auto& [key, value] : to_dict(event)) {
    if (value.is_none() || (PyList_Check(value.ptr()) && PyList_GET_SIZE(value.ptr()) == 0)) continue;
    absl::StrAppend(&out, first ? "" : ", ", std::string(py::str(key)), "=", std::string(py::repr(value)));
    first = false;
  }
  return out + ")";
}

}  // namespace

void bind_events(py::module_& m) {
  bind_named_enum(m, "EventKind", "What an event is: claim, offer, result, error, notice, ruling, flag-fall.",
                  draw::EventKind::kFlagFall, draw::event_kind_name);
  bind_named_enum(m, "Rule", "The rule an event is about, as the contract names it (threefold-repetition, ...).",
                  draw::Rule::kNoMove, draw::rule_name);
  py::class_<draw::Event>(m, "Event",
                          "One thing the referee says about the game, with the fields of the events file (--events) "
                          "and, for a claim, the moves that make it (empty when it is on the board).")
      .def_property_readonly("event", [](const draw::Event& e) { return e.kind; })
      .def_property_readonly("rule", [](const draw::Event& e) { return e.rule; })
      .def_property_readonly("article", [](const draw::Event& e) { return text_or_none(e.article); })
      .def_property_readonly("edition", [](const draw::Event& e) { return text_or_none(e.edition); })
      .def_property_readonly("ply", [](const draw::Event& e) { return e.ply; })
      .def_property_readonly("move", [](const draw::Event& e) { return e.move; })
      .def_property_readonly("result",
                             [](const draw::Event& e) -> py::object {
                               if (!e.result) return py::none();
                               return py::str(std::string(draw::result_text(*e.result)));
                             })
      .def_property_readonly("fen", [](const draw::Event& e) { return e.fen; })
      .def_property_readonly("game", [](const draw::Event&) { return 1; })
      .def_property_readonly("detail", [](const draw::Event& e) { return text_or_none(e.detail); })
      .def_property_readonly("moves", [](const draw::Event& e) { return e.moves; })
      .def_property_readonly("side",
                             [](const draw::Event& e) -> py::object {
                               if (!e.side) return py::none();
                               return py::str(std::string(draw::side_name(*e.side)));
                             })
      .def("to_dict", &to_dict, "The events file's JSON object (game 1), and `moves`: plain str, int and None.")
      .def("__eq__",
           [](const draw::Event& e, py::handle other) -> py::object {
             if (!py::isinstance<draw::Event>(other)) return py::reinterpret_borrow<py::object>(Py_NotImplemented);
             return py::bool_(to_dict(e).equal(to_dict(other.cast<const draw::Event&>())));
           })
      .def("__repr__", &repr);
}

}  // namespace drawbridge::python
