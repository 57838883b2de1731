#include "python/move_list.h"

#include "absl/strings/str_cat.h"

namespace drawbridge::python {
namespace {

namespace py = pybind11;

void append_text(PyObject* text, std::vector<std::string>& out) {
  Py_ssize_t size = 0;
  const char* data = PyUnicode_AsUTF8AndSize(text, &size);  // an ASCII str's own bytes: no copy
  if (data == nullptr) throw py::error_already_set();
  out.emplace_back(data, static_cast<std::size_t>(size));
}

// `uci_name` is the str "uci": the method is called as the interpreter calls one, without a
// bound method object made per move.
void append_move(py::handle item, py::handle uci_name, std::vector<std::string>& out) {
  if (PyUnicode_Check(item.ptr())) return append_text(item.ptr(), out);
  PyObject* args[] = {item.ptr()};
  PyObject* called = PyObject_VectorcallMethod(uci_name.ptr(), args, 1 | PY_VECTORCALL_ARGUMENTS_OFFSET, nullptr);
  if (called == nullptr) {
    if (!PyErr_ExceptionMatches(PyExc_AttributeError) && !PyErr_ExceptionMatches(PyExc_TypeError)) {
      throw py::error_already_set();  // .uci() itself raised: the caller sees its error
    }
    PyErr_Clear();
    throw py::value_error(absl::StrCat(std::string(py::repr(item)), " is neither a UCI string nor a move with .uci()"));
  }
  const py::object text = py::reinterpret_steal<py::object>(called);
  if (!PyUnicode_Check(text.ptr())) {
    throw py::value_error(absl::StrCat(std::string(py::repr(item)), ".uci() did not return a str"));
  }
  append_text(text.ptr(), out);
}

}  // namespace

std::vector<std::string> uci_moves_of(py::handle moves) {
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
  std::vector<std::string> out;
  out.reserve(static_cast<std::size_t>(size));
  const py::str uci_name("uci");
  for (Py_ssize_t i = 0; i < size; ++i) append_move(items[i], uci_name, out);
  return out;
}

}  // namespace drawbridge::python
