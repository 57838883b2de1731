// Boost.JSON values as Python objects: objects become dicts (keys in the CLI's order), arrays
// lists, null None; what the JSON lines of the subcommands say, handed to Python as objects. The
// lines a C++ subcommand wrote (a scan's) are read here, so that no JSON text reaches Python.
#pragma once

#include <pybind11/pybind11.h>

#include <string_view>
#include <vector>

#include <boost/json/storage_ptr.hpp>
#include <boost/json/value.hpp>

#include "absl/status/statusor.h"

namespace drawbridge::python {

pybind11::object to_python(const boost::json::value& value);

// The values of JSON lines, one a line, allocated from `storage`; needs no interpreter (the GIL
// may be released). An error names the line that is not JSON.
absl::StatusOr<std::vector<boost::json::value>> read_json_lines(std::string_view text,
                                                                const boost::json::storage_ptr& storage);

// The values as a list of Python objects.
pybind11::list to_python_list(const std::vector<boost::json::value>& values);

}  // namespace drawbridge::python
