#include "python/move_list.h"

#include <string_view>

#include "absl/strings/str_cat.h"

namespace drawbridge::python {
namespace {

namespace py = pybind11;

[[noreturn]] void not_a_move(py::handle item, const std::string& why) {
  throw py::value_error(absl::StrCat(std::string(py::repr(item)), " ", why));
}

std::string_view text_of(PyObject* text) {
  Py_ssize_t size = 0;
  const char* data = PyUnicode_AsUTF8AndSize(text, &size);  // an ASCII str's own bytes: no copy
  if (data == nullptr) throw py::error_already_set();
  return std::string_view(data, static_cast<std::size_t>(size));
}

// A new reference to `object.name`, or null (no exception left) when it has none.
PyObject* attribute_or_null(PyObject* object, PyObject* name) {
  PyObject* value = PyObject_GetAttr(object, name);
  if (value == nullptr) {
    if (!PyErr_ExceptionMatches(PyExc_AttributeError)) throw py::error_already_set();
    PyErr_Clear();
  }
  return value;
}

// The names a move object is read by, made once per call; and the last type found without
// squares, so that a list of .uci()-only moves asks for the squares once, not once a move.
class MoveReader {
 public:
  void add(py::handle item, PackedMoves& out) {
    if (PyUnicode_Check(item.ptr())) return out.add(text_of(item.ptr()));
    if (Py_TYPE(item.ptr()) != without_squares_ && add_by_squares(item, out)) return;
    add_by_uci(item, out);
  }

  std::string uci(py::handle item) {
    PackedMoves one;
    add(item, one);
    return std::string(one.text(0));
  }

 private:
  // Whether `item` had squares (then its move is added); python-chess's null move and drops
  // (both from a square to itself) are read by .uci(), which spells them. The promotion is read
  // only for a move to the first or the last rank, where a pawn promotes: one attribute fewer
  // for most moves.
  bool add_by_squares(py::handle item, PackedMoves& out) {
    const py::object from = py::reinterpret_steal<py::object>(attribute_or_null(item.ptr(), from_name_.ptr()));
    if (!from) {
      without_squares_ = Py_TYPE(item.ptr());
      return false;
    }
    const py::object to = py::reinterpret_steal<py::object>(PyObject_GetAttr(item.ptr(), to_name_.ptr()));
    if (!to) throw py::error_already_set();
    if (!PyLong_Check(from.ptr()) || !PyLong_Check(to.ptr()))
      not_a_move(item, "has squares that are not whole numbers");
    const long from_square = PyLong_AsLong(from.ptr());
    const long to_square = PyLong_AsLong(to.ptr());
    if (from_square == -1 || to_square == -1) PyErr_Clear();  // an int too large: not a square either
    if (from_square == to_square) return false;
    long piece = 0;
    if (to_square / 8 == 0 || to_square / 8 == 7) piece = promotion_of(item);
    if (!out.add_squares(from_square, to_square, piece)) {
      not_a_move(item, absl::StrCat("is not a move: squares ", from_square, " to ", to_square, " and promotion ", piece,
                                    " are not squares 0 to 63 and a piece type 2 to 5"));
    }
    return true;
  }

  long promotion_of(py::handle item) {
    const py::object promotion = py::reinterpret_steal<py::object>(PyObject_GetAttr(item.ptr(), promotion_name_.ptr()));
    if (!promotion) throw py::error_already_set();
    if (promotion.is_none()) return 0;
    if (!PyLong_Check(promotion.ptr())) not_a_move(item, "has a promotion that is not a whole number");
    const long piece = PyLong_AsLong(promotion.ptr());
    if (piece == -1) PyErr_Clear();
    return piece;
  }

  void add_by_uci(py::handle item, PackedMoves& out) {
    PyObject* args[] = {item.ptr()};
    PyObject* called = PyObject_VectorcallMethod(uci_name_.ptr(), args, 1 | PY_VECTORCALL_ARGUMENTS_OFFSET, nullptr);
    if (called == nullptr) {
      if (!PyErr_ExceptionMatches(PyExc_AttributeError) && !PyErr_ExceptionMatches(PyExc_TypeError)) {
        throw py::error_already_set();  // .uci() itself raised: the caller sees its error
      }
      PyErr_Clear();
      not_a_move(item, "is neither a UCI string nor a move with .uci()");
    }
    const py::object text = py::reinterpret_steal<py::object>(called);
    if (!PyUnicode_Check(text.ptr())) not_a_move(item, ".uci() did not return a str");
    out.add(text_of(text.ptr()));
  }

  // Interned, as the names of the attributes themselves are: the lookups match by identity.
  static py::object interned(const char* name) {
    PyObject* made = PyUnicode_InternFromString(name);
    if (made == nullptr) throw py::error_already_set();
    return py::reinterpret_steal<py::object>(made);
  }

  py::object from_name_ = interned("from_square");
  py::object to_name_ = interned("to_square");
  py::object promotion_name_ = interned("promotion");
  py::object uci_name_ = interned("uci");
  PyTypeObject* without_squares_ = nullptr;
};

}  // namespace

void pack_moves(py::handle moves, PackedMoves& out) {
  if (PyUnicode_Check(moves.ptr())) return out.add_text(text_of(moves.ptr()));
  // A list or tuple is read in place; another iterable is made a list once.
  PyObject* fast = PySequence_Fast(moves.ptr(), "moves: neither a text nor an iterable of moves");
  if (fast == nullptr) {
    PyErr_Clear();
    throw py::value_error(
        absl::StrCat("moves: ", std::string(py::repr(moves)), " is neither a text nor an iterable of moves"));
  }
  const py::object owned = py::reinterpret_steal<py::object>(fast);
  const Py_ssize_t size = PySequence_Fast_GET_SIZE(fast);
  PyObject** items = PySequence_Fast_ITEMS(fast);
  out.reserve(static_cast<std::size_t>(size));
  MoveReader reader;
  for (Py_ssize_t i = 0; i < size; ++i) reader.add(items[i], out);
}

std::string uci_of(py::handle move) { return MoveReader().uci(move); }

}  // namespace drawbridge::python
