#include "python/json_object.h"

#include <string>

namespace drawbridge::python {

namespace py = pybind11;

py::object to_python(const boost::json::value& value) {
  switch (value.kind()) {
    case boost::json::kind::null: return py::none();
    case boost::json::kind::bool_: return py::bool_(value.get_bool());
    case boost::json::kind::int64: return py::int_(value.get_int64());
    case boost::json::kind::uint64: return py::int_(value.get_uint64());
    case boost::json::kind::double_: return py::float_(value.get_double());
    case boost::json::kind::string: {
      const boost::json::string& text = value.get_string();
      return py::str(text.data(), text.size());
    }
    case boost::json::kind::array: {
      py::list list;
      for (const boost::json::value& item : value.get_array()) list.append(to_python(item));
      return list;
    }
    case boost::json::kind::object: {
      py::dict dict;
      for (const auto& [key, item] : value.get_object()) dict[py::str(key.data(), key.size())] = to_python(item);
      return dict;
    }
  }
  return py::none();
}

}  // namespace drawbridge::python
