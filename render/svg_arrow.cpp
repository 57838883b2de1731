#include "render/svg_arrow.h"

#include <cmath>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"

namespace drawbridge::render {

void append_arrow(std::string& out, double x0, double y0, double x1, double y1) {
  const double length = std::hypot(x1 - x0, y1 - y0);
  const double dx = (x1 - x0) / length, dy = (y1 - y0) / length;
  // The tip stops short of the centre so that the arrived piece stays readable under it.
  const double short_of_centre = 10, head = 16, half_width = 10;
  x1 -= dx * short_of_centre;
  y1 -= dy * short_of_centre;
  const double bx = x1 - dx * head, by = y1 - dy * head;
  absl::StrAppend(&out, absl::StrFormat("<g class=\"arrow\" fill=\"#15781b\" stroke=\"#15781b\" opacity=\"0.6\">"
                                        "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke-width=\"7\"/>"
                                        "<polygon stroke=\"none\" points=\"%.1f,%.1f %.1f,%.1f %.1f,%.1f\"/></g>",
                                        x0, y0, bx, by, x1, y1, bx - dy * half_width, by + dx * half_width,
                                        bx + dy * half_width, by - dx * half_width));
}

}  // namespace drawbridge::render
