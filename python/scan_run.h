// One `drawbridge scan` for Python (`_Scan` in the module): the inputs opened and the laws
// loaded when it is made, so that bad input raises at once; run() then hands each batch's JSON
// lines, in input order, to a callback, with the GIL released between batches.
#pragma once

#include <pybind11/pybind11.h>

namespace drawbridge::python {

void bind_scan_run(pybind11::module_& m);

}  // namespace drawbridge::python
