// `_Tablebase`: Syzygy tables opened through rules/tablebases, probed with a FEN under the laws
// of a `_Laws` handle (drawbridge.Tablebase in python/drawbridge/tablebase.py).
#pragma once

#include <pybind11/pybind11.h>

namespace drawbridge::python {

void bind_tablebase(pybind11::module_& m);

}  // namespace drawbridge::python
