// Byte ranges of plain PGN files cut at game starts (pgn/game_range.h), for drawbridge.dask: the
// blocks a file is cut into, and a block moved to game starts with its games and lines counted.
#pragma once

#include <pybind11/pybind11.h>

namespace drawbridge::python {

void bind_ranges(pybind11::module_& m);

}  // namespace drawbridge::python
