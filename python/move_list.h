// Moves given from Python, read in C++ in one pass: a list (or any sequence) of UCI strings, read
// in place, or of move objects answering .uci() (python-chess's Move, or any duck type), with no
// Python list made in between.
#pragma once

#include <pybind11/pybind11.h>

#include <string>
#include <vector>

namespace drawbridge::python {

// The UCI texts of `moves`; ValueError for an item that is neither a str nor has .uci(), or a
// `moves` that is not iterable. Needs the GIL.
std::vector<std::string> uci_moves_of(pybind11::handle moves);

}  // namespace drawbridge::python
