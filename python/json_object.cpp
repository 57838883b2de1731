#include "python/json_object.h"

namespace drawbridge::python {
namespace {

namespace py = pybind11;

py::object str_of(const char* data, std::size_t size) {
  PyObject* made = PyUnicode_FromStringAndSize(data, static_cast<Py_ssize_t>(size));
  if (made == nullptr) throw py::error_already_set();
  return py::reinterpret_steal<py::object>(made);
}

// The values as a list, each made by to_python.
template <typename Values>
py::list list_of(const Values& values) {
  py::list list(values.size());
  for (std::size_t i = 0; i < values.size(); ++i) {
    PyList_SET_ITEM(list.ptr(), static_cast<Py_ssize_t>(i), to_python(values[i]).release().ptr());
  }
  return list;
}

}  // namespace

// Through the C API rather than pybind11's accessors: the dicts are built with the GIL held, and
// each entry saved there is time another thread gets to judge.
py::object to_python(const boost::json::value& value) {
  switch (value.kind()) {
    case boost::json::kind::null: return py::none();
    case boost::json::kind::bool_: return py::bool_(value.get_bool());
    case boost::json::kind::int64: return py::int_(value.get_int64());
    case boost::json::kind::uint64: return py::int_(value.get_uint64());
    case boost::json::kind::double_: return py::float_(value.get_double());
    case boost::json::kind::string: return str_of(value.get_string().data(), value.get_string().size());
    case boost::json::kind::array: return list_of(value.get_array());
    case boost::json::kind::object: {
      py::dict dict;
      for (const auto& [key, item] : value.get_object()) {
        if (PyDict_SetItem(dict.ptr(), str_of(key.data(), key.size()).ptr(), to_python(item).ptr()) != 0) {
          throw py::error_already_set();
        }
      }
      return dict;
    }
  }
  return py::none();
}

py::list to_python_list(const std::vector<boost::json::value>& values) { return list_of(values); }

}  // namespace drawbridge::python
