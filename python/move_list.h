// Moves given from Python, read in C++ in one pass into PackedMoves: a list (or any iterable) of
// UCI strings, read in place, or of move objects: python-chess's Move (or any object with
// `from_square`, `to_square` and `promotion`) by its squares, with no Python call per move;
// another object by its .uci(). One text of moves is split in C++.
#pragma once

#include <pybind11/pybind11.h>

#include "python/packed_moves.h"

namespace drawbridge::python {

// Appends the moves of `moves` (a str of them, or an iterable of moves) to `out`; ValueError
// for an item that is neither a str nor a move, or a `moves` that is not iterable. Needs the GIL.
void pack_moves(pybind11::handle moves, PackedMoves& out);

// The UCI text of one move (a str, or a move object as above).
std::string uci_of(pybind11::handle move);

}  // namespace drawbridge::python
