// Boost.JSON values as Python objects: objects become dicts (keys in the CLI's order), arrays
// lists, null None; what the JSON lines of the subcommands say, without a text round trip.
#pragma once

#include <pybind11/pybind11.h>
#include <boost/json/value.hpp>

namespace drawbridge::python {

pybind11::object to_python(const boost::json::value& value);

}  // namespace drawbridge::python
