#include "python/referee_fields.h"

#include <cstdint>
#include <string>
#include <utility>

#include "absl/strings/str_cat.h"

namespace drawbridge::python {

namespace py = pybind11;

std::vector<draw::Event> events_or_raise(absl::StatusOr<std::vector<draw::Event>> events) {
  if (!events.ok()) throw py::value_error(std::string(events.status().message()));
  return *std::move(events);
}

py::object ending_dict(const std::optional<draw::Ending>& ending) {
  if (!ending) return py::none();
  py::dict out;
  out["ply"] = ending->ply;
  out["rule"] = std::string(draw::rule_name(ending->rule));
  out["article"] = ending->article;
  return out;
}

std::chrono::milliseconds clock_time(double seconds) {
  if (!(seconds >= 0)) throw py::value_error(absl::StrCat("clocks: '", seconds, "' is not a time in seconds"));
  return std::chrono::milliseconds(static_cast<std::int64_t>(seconds * 1000 + 0.5));
}

draw::Side side_named(const std::string& side) {
  if (side == "white") return draw::Side::kWhite;
  if (side == "black") return draw::Side::kBlack;
  throw pybind11::value_error(absl::StrCat("side: '", side, "' is neither white nor black"));
}

}  // namespace drawbridge::python
