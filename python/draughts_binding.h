// Draughts for Python: `_DraughtsReferee`, one game refereed move by move by the draughts referee
// (rules/draughts_draw), its moves PDN, Hub or DXP text and its events the chess referee's
// `Event`s; and `_adjudicate_draughts`, `drawbridge adjudicate`'s line for a draughts game.
#pragma once

#include <pybind11/pybind11.h>

namespace drawbridge::python {

void bind_draughts(pybind11::module_& m);

}  // namespace drawbridge::python
