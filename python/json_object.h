// Boost.JSON values as Python objects: objects become dicts (keys in the CLI's order), arrays
// lists, null None; what the JSON lines of the subcommands say, handed to Python as objects
// built in C++ (verdict/verdict_fields.h), with no JSON text in between.
#pragma once

#include <pybind11/pybind11.h>

#include <vector>

#include <boost/json/value.hpp>

namespace drawbridge::python {

pybind11::object to_python(const boost::json::value& value);

// The values as a list of Python objects.
pybind11::list to_python_list(const std::vector<boost::json::value>& values);

}  // namespace drawbridge::python
