// `_Referee`: draw::Referee for Python, one game move by move; each call's events rendered as
// the events file writes them (with a claim's moves), for drawbridge.Referee to wrap.
#pragma once

#include <pybind11/pybind11.h>

namespace drawbridge::python {

void bind_referee(pybind11::module_& m);

}  // namespace drawbridge::python
