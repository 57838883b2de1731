// The last move's arrow of the report's boards, chess and draughts alike.
#pragma once

#include <string>

namespace drawbridge::render {

// An arrow from (x0, y0) to short of (x1, y1), the centres of two squares, its head drawn as a
// polygon (an SVG marker would need an id, and ids repeat when a page holds many boards).
void append_arrow(std::string& out, double x0, double y0, double x1, double y1);

}  // namespace drawbridge::render
