#include "python/laws_handle.h"

#include <pybind11/stl.h>

#include <filesystem>
#include <optional>

#include "absl/strings/str_cat.h"

#include "platform/file_path.h"
#include "rules/chess_draw/edition.h"
#include "rules/draughts_draw/pdn_game_type.h"
#include "rules/laws/edition_file.h"

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

draughts_draw::Edition draughts_edition_or_raise(const std::string& rules, const std::vector<std::string>& rules_dirs) {
  absl::StatusOr<std::optional<draughts_draw::Edition>> edition =
      draughts_draw::find_edition(rules, paths_of(rules_dirs));
  if (!edition.ok()) throw py::value_error(std::string(edition.status().message()));
  if (!*edition) throw py::value_error(absl::StrCat("rules: '", rules, "' is a chess edition, not a draughts one"));
  return **std::move(edition);
}

draw::Policy policy_or_raise(const std::vector<std::string>& names) {
  absl::StatusOr<draw::Policy> policy = draw::policy_from_names(names);
  if (!policy.ok()) throw py::value_error(std::string(policy.status().message()));
  return *policy;
}

std::vector<draughts_draw::Edition> by_game_type_or_raise(const std::vector<std::string>& rules_dirs) {
  absl::StatusOr<std::vector<draughts_draw::Edition>> editions =
      draughts_draw::editions_by_game_type(paths_of(rules_dirs));
  if (!editions.ok()) throw py::value_error(std::string(editions.status().message()));
  return *std::move(editions);
}

// The draughts editions among the editions in `dirs`, sorted.
std::vector<std::string> draughts_edition_ids(const std::vector<std::string>& dirs) {
  const std::vector<std::filesystem::path> paths = paths_of(dirs);
  std::vector<std::string> ids = draw::edition_ids(paths);
  std::erase_if(ids, [&](const std::string& id) {
    const absl::StatusOr<std::optional<draughts_draw::Edition>> edition = draughts_draw::find_edition(id, paths);
    return !edition.ok() || !*edition;
  });
  return ids;
}

}  // namespace

LawsHandle::LawsHandle(const std::string& rules, const std::vector<std::string>& policy,
                       const std::vector<std::string>& rules_dirs)
    : laws_(load_or_raise(rules, policy, rules_dirs)) {}

DraughtsLawsHandle::DraughtsLawsHandle(const std::string& rules, const std::vector<std::string>& policy,
                                       const std::vector<std::string>& rules_dirs)
    : edition_(draughts_edition_or_raise(rules, rules_dirs)),
      policy_(policy_or_raise(policy)),
      by_game_type_(by_game_type_or_raise(rules_dirs)) {}

void bind_laws(py::module_& m) {
  py::class_<LawsHandle>(m, "_Laws", "An edition of the Laws and a policy, loaded.")
      .def(py::init<const std::string&, const std::vector<std::string>&, const std::vector<std::string>&>(),
           py::arg("rules"), py::arg("policy"), py::arg("rules_dirs"))
      .def_property_readonly("edition", [](const LawsHandle& h) { return h.laws().edition.id; });
  m.def(
      "_editions", [](const std::vector<std::string>& dirs) { return draw::chess_edition_ids(paths_of(dirs)); },
      py::arg("rules_dirs"), "The ids of the chess editions in `rules_dirs`, sorted.");
  py::class_<DraughtsLawsHandle>(m, "_DraughtsLaws", "A draughts edition and a policy, loaded.")
      .def(py::init<const std::string&, const std::vector<std::string>&, const std::vector<std::string>&>(),
           py::arg("rules"), py::arg("policy"), py::arg("rules_dirs"))
      .def_property_readonly("edition", [](const DraughtsLawsHandle& h) { return h.edition().id; });
  m.def("_draughts_editions", &draughts_edition_ids, py::arg("rules_dirs"),
        "The ids of the draughts editions in `rules_dirs`, sorted.");
}

}  // namespace drawbridge::python
