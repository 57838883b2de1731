// `_Referee`: draw::Referee for Python, one game move by move; each call's events as
// drawbridge.Event objects (event_binding.h), for drawbridge.Referee to wrap.
#pragma once

#include <pybind11/pybind11.h>

namespace drawbridge::python {

void bind_referee(pybind11::module_& m);

}  // namespace drawbridge::python
