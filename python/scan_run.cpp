#include "python/scan_run.h"

#include <pybind11/stl.h>

#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "pgn/byte_source.h"
#include "python/json_object.h"
#include "python/laws_handle.h"
#include "python/scan_part.h"
#include "scan/scan_pipeline.h"

namespace drawbridge::python {
namespace {

namespace py = pybind11;

// Thrown through run_scan when the callback raised: the pool's threads are joined on the way out.
struct CallbackRaised {};

// A byte range of one plain file (pgn/game_range.h), already moved to game starts: begin, end,
// the number of its first game in the whole scan, the number of its first line in the file.
using Part =
    std::tuple<std::uint64_t, std::optional<std::uint64_t>, std::int64_t, std::int64_t>;  // end None: the file's

absl::StatusOr<std::unique_ptr<pgn::ByteSource>> open_input(const std::string& path, const std::optional<Part>& part) {
  py::gil_scoped_release release;  // a pipe's first bytes come from a Python thread
  if (!part) return pgn::open_byte_source(path);
  return pgn::open_byte_range(path, std::get<0>(*part), std::get<1>(*part).value_or(pgn::kToTheEnd));
}

// Each input is (name, path): the name the JSON lines give, the path opened (a pipe's
// /dev/fd/N for bytes and file objects).
using Inputs = std::vector<std::pair<std::string, std::string>>;

scan::ScanRules draughts_rules(const DraughtsLawsHandle& laws) {
  scan::ScanRules rules;
  rules.chosen = true;
  rules.draughts = laws.edition();
  rules.policy = laws.policy();
  rules.by_game_type = laws.by_game_type();
  return rules;
}

class ScanRun {
 public:
  // A `part` reads that byte range of the one input.
  ScanRun(const LawsHandle& laws, const Inputs& inputs, int threads, const std::optional<Part>& part)
      : ScanRun(scan::chess_rules(laws.laws()), inputs, threads, part) {}
  // Every game by a draughts edition, as `drawbridge scan --rules draughts-...` scans them.
  ScanRun(const DraughtsLawsHandle& laws, const Inputs& inputs, int threads, const std::optional<Part>& part)
      : ScanRun(draughts_rules(laws), inputs, threads, part) {}

  // Calls `emit` with each batch's games, a list of dicts: the objects the scan built with the
  // GIL released, no JSON text in between. Raises what `emit` raised, or ValueError when an
  // input cannot be read to its end.
  void run(const py::function& emit) {
    if (ran_) throw py::value_error("a scan runs once");
    ran_ = true;
    options_.scan.lines = false;
    options_.scan.values = scan::GameValues::kAll;
    std::optional<py::error_already_set> raised;
    absl::Status status;
    {
      py::gil_scoped_release release;
      try {
        status = scan::run_scan(
            inputs_, rules_, options_,
            [&](scan::ScanOutput& out) {
              py::gil_scoped_acquire acquire;
              try {
                emit(to_python_list(out.values));
              } catch (py::error_already_set& e) {
                raised.emplace(std::move(e));
                throw CallbackRaised{};
              }
            },
            [](const scan::Progress&) {});
      } catch (const CallbackRaised&) {
      }
    }
    if (raised) throw std::move(*raised);
    if (!status.ok()) throw py::value_error(std::string(status.message()));
  }

  // Writes the JSON lines into `json_path` and, unless `fixed_path` is empty, the --fixed PGN
  // into `fixed_path`, with the GIL released; returns PartWriter's summary. ValueError when an
  // input cannot be read to its end or a file cannot be written.
  py::dict write(const std::string& json_path, const std::string& fixed_path) {
    if (ran_) throw py::value_error("a scan runs once");
    ran_ = true;
    options_.scan.fixed = !fixed_path.empty();
    options_.scan.values = scan::GameValues::kWithFindings;
    const auto started = std::chrono::steady_clock::now();
    PartWriter writer;
    absl::Status status;
    {
      py::gil_scoped_release release;
      status = writer.open(json_path, fixed_path);
      if (status.ok()) {
        status = scan::run_scan(
            inputs_, rules_, options_, [&](scan::ScanOutput& out) { writer.add(out); }, [](const scan::Progress&) {});
      }
      if (absl::Status closed = writer.close(); status.ok()) status = closed;
    }
    if (!status.ok()) throw py::value_error(std::string(status.message()));
    std::uint64_t bytes = 0;
    for (const scan::ScanInput& input : inputs_) bytes += input.source->consumed();
    return writer.summary(bytes, std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count());
  }

  // Closes the inputs.
  void close() { inputs_.clear(); }

 private:
  ScanRun(scan::ScanRules rules, const Inputs& inputs, int threads, const std::optional<Part>& part)
      : rules_(std::move(rules)) {
    if (threads < 1 || threads > 256) {
      throw py::value_error(absl::StrCat("threads: '", threads, "' is not a number from 1 to 256"));
    }
    options_.threads = threads;
    if (part && inputs.size() != 1) throw py::value_error("a byte range is of one input");
    if (part) options_.first_index = std::get<2>(*part);
    for (const auto& [name, path] : inputs) {
      absl::StatusOr<std::unique_ptr<pgn::ByteSource>> source = open_input(path, part);
      if (!source.ok()) throw py::value_error(std::string(source.status().message()));
      const pgn::InputPlace start = part ? pgn::InputPlace{std::get<0>(*part), std::get<3>(*part)} : pgn::InputPlace{};
      inputs_.push_back({name, *std::move(source), start});
    }
  }

  scan::ScanRules rules_;  // the chess laws given, or the draughts edition, for every game
  scan::PipelineOptions options_;
  std::vector<scan::ScanInput> inputs_;
  bool ran_ = false;
};

}  // namespace

void bind_scan_run(py::module_& m) {
  py::class_<ScanRun>(m, "_Scan", "A `drawbridge scan` of opened inputs, run once.")
      .def(py::init<const LawsHandle&, const Inputs&, int, const std::optional<Part>&>(), py::arg("laws"),
           py::arg("inputs"), py::arg("threads"), py::arg("part") = py::none())
      .def(py::init<const DraughtsLawsHandle&, const Inputs&, int, const std::optional<Part>&>(), py::arg("laws"),
           py::arg("inputs"), py::arg("threads"), py::arg("part") = py::none())
      .def("run", &ScanRun::run, py::arg("emit"),
           "Calls emit(games) with each batch's games as dicts, in input order; the GIL is released meanwhile.")
      .def("write", &ScanRun::write, py::arg("json_path"), py::arg("fixed_path"),
           "Writes the JSON lines (and the --fixed PGN unless fixed_path is empty); returns the summary.")
      .def("close", &ScanRun::close, "Closes the inputs (a pipe's writer then stops).");
}

}  // namespace drawbridge::python
