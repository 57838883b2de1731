// drawbridge.Event: draw::Event itself, bound (no JSON in between), with the enums of its kind
// (EventKind) and its rule (Rule). Each enum value compares and hashes equal to its name in the
// contract ("claim", "threefold-repetition") and prints as it, so that code written against the
// names keeps working; Event.to_dict() gives the events file's fields as plain values.
#pragma once

#include <pybind11/pybind11.h>

namespace drawbridge::python {

void bind_events(pybind11::module_& m);

}  // namespace drawbridge::python
