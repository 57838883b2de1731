#include "python/tablebase_binding.h"

#include <pybind11/stl.h>

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "platform/file_path.h"
#include "python/laws_handle.h"
#include "rules/chess/fen.h"
#include "rules/tablebases/tablebase.h"
#include "rules/tablebases/tablebase_verdict.h"

namespace py = pybind11;

namespace drawbridge::python {
namespace {

std::shared_ptr<tb::Tablebase> open_tables(const std::vector<std::string>& paths, int pieces) {
  if (pieces < 0) throw py::value_error("pieces: a whole number from 0 (as many as the largest table has)");
  std::vector<std::filesystem::path> folders;
  for (const std::string& path : paths) folders.push_back(file_path(path));
  absl::StatusOr<std::shared_ptr<tb::Tablebase>> tables = tb::Tablebase::open(folders, pieces);
  if (!tables.ok()) throw py::value_error(std::string(tables.status().message()));
  return *std::move(tables);
}

std::string_view outcome_name(tb::TablebaseOutcome outcome) {
  switch (outcome) {
    case tb::TablebaseOutcome::kWin: return "win";
    case tb::TablebaseOutcome::kDraw: return "draw";
    case tb::TablebaseOutcome::kLoss: return "loss";
    case tb::TablebaseOutcome::kUndecided: break;
  }
  return "undecided";
}

// None when the tables do not cover the position; else wdl, dtz and the verdict under `laws`.
py::object probe(const tb::Tablebase& tables, const std::string& fen, const LawsHandle& laws, bool claims) {
  absl::StatusOr<chess::Position> pos = chess::parse_fen(fen);
  if (!pos.ok()) throw py::value_error(std::string(pos.status().message()));
  std::optional<tb::TablebaseProbe> found;
  {
    py::gil_scoped_release release;
    found = tables.probe(*pos);
  }
  if (!found) return py::none();
  const tb::TablebaseVerdict verdict =
      tb::tablebase_verdict(*found, pos->halfmove_clock(), pos->side_to_move(), claims, laws.laws().edition);
  py::dict out;
  out["wdl"] = found->wdl;
  out["dtz"] = found->dtz ? py::object(py::int_(*found->dtz)) : py::none();
  out["outcome"] = std::string(outcome_name(verdict.outcome));
  out["result"] = verdict.result ? py::object(py::str(std::string(draw::result_text(*verdict.result)))) : py::none();
  out["article"] = verdict.article.empty() ? py::none() : py::object(py::str(verdict.article));
  out["reason"] = std::string(verdict.reason);
  return out;
}

}  // namespace

void bind_tablebase(py::module_& m) {
  py::class_<tb::Tablebase, std::shared_ptr<tb::Tablebase>>(m, "_Tablebase",
                                                            "Syzygy tables (rules/tablebases); ValueError when a "
                                                            "folder is missing or holds no tables.")
      .def(py::init(&open_tables), py::arg("paths"), py::arg("pieces"))
      .def_property_readonly("pieces", &tb::Tablebase::pieces)
      .def_property_readonly("problems", &tb::Tablebase::problems)
      .def("probe", &probe, py::arg("fen"), py::arg("laws"), py::arg("claims"),
           "wdl, dtz, outcome, result, article and reason of a FEN, or None when the tables do not cover it.");
}

}  // namespace drawbridge::python
