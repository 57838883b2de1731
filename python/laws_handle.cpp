#include "python/laws_handle.h"

#include <pybind11/stl.h>

#include <filesystem>

#include "platform/file_path.h"
#include "rules/chess_draw/edition.h"

namespace drawbridge::python {
namespace {

namespace py = pybind11;

std::vector<std::filesystem::path> paths_of(const std::vector<std::string>& dirs) {
  std::vector<std::filesystem::path> paths;
  for (const std::string& dir : dirs) paths.push_back(file_path(dir));
  return paths;
}

draw::Laws load_or_raise(const std::string& rules, const std::vector<std::string>& policy,
                         const std::vector<std::string>& rules_dirs) {
  absl::StatusOr<draw::Laws> laws = draw::load_laws(rules, policy, paths_of(rules_dirs));
  if (!laws.ok()) throw py::value_error(std::string(laws.status().message()));
  return *std::move(laws);
}

}  // namespace

LawsHandle::LawsHandle(const std::string& rules, const std::vector<std::string>& policy,
                       const std::vector<std::string>& rules_dirs)
    : laws_(load_or_raise(rules, policy, rules_dirs)) {}

void bind_laws(py::module_& m) {
  py::class_<LawsHandle>(m, "_Laws", "An edition of the Laws and a policy, loaded.")
      .def(py::init<const std::string&, const std::vector<std::string>&, const std::vector<std::string>&>(),
           py::arg("rules"), py::arg("policy"), py::arg("rules_dirs"))
      .def_property_readonly("edition", [](const LawsHandle& h) { return h.laws().edition.id; });
  m.def(
      "_editions", [](const std::vector<std::string>& dirs) { return draw::chess_edition_ids(paths_of(dirs)); },
      py::arg("rules_dirs"), "The ids of the editions in `rules_dirs`, sorted.");
}

}  // namespace drawbridge::python
