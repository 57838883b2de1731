#include "python/scan_run.h"

#include <pybind11/stl.h>

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "pgn/byte_source.h"
#include "python/laws_handle.h"
#include "scan/scan_pipeline.h"

namespace drawbridge::python {
namespace {

namespace py = pybind11;

// Thrown through run_scan when the callback raised: the pool's threads are joined on the way out.
struct CallbackRaised {};

class ScanRun {
 public:
  // Each input is (name, path): the name the JSON lines give, the path opened (a pipe's
  // /dev/fd/N for bytes and file objects).
  ScanRun(const LawsHandle& laws, const std::vector<std::pair<std::string, std::string>>& inputs, int threads)
      : rules_(scan::chess_rules(laws.laws())) {
    if (threads < 1 || threads > 256) {
      throw py::value_error(absl::StrCat("threads: '", threads, "' is not a number from 1 to 256"));
    }
    options_.threads = threads;
    // As the CLI: about 16 MB of PGN text in flight, whatever the number of threads.
    options_.batch_bytes = std::clamp<std::size_t>((16u << 20) / (2 * threads + 1), 64u << 10, 1u << 20);
    for (const auto& [name, path] : inputs) {
      absl::StatusOr<std::unique_ptr<pgn::ByteSource>> source;
      {
        py::gil_scoped_release release;  // a pipe's first bytes come from a Python thread
        source = pgn::open_byte_source(path);
      }
      if (!source.ok()) throw py::value_error(std::string(source.status().message()));
      inputs_.push_back({name, *std::move(source)});
    }
  }

  // Calls `emit` with the JSON lines (str) of each batch; raises what `emit` raised, or
  // ValueError when an input cannot be read to its end.
  void run(const py::function& emit) {
    if (ran_) throw py::value_error("a scan runs once");
    ran_ = true;
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
                emit(py::str(out.json.data(), out.json.size()));
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

  // Closes the inputs.
  void close() { inputs_.clear(); }

 private:
  scan::ScanRules rules_;  // the chess laws given, for every game
  scan::PipelineOptions options_;
  std::vector<scan::ScanInput> inputs_;
  bool ran_ = false;
};

}  // namespace

void bind_scan_run(py::module_& m) {
  py::class_<ScanRun>(m, "_Scan", "A `drawbridge scan` of opened inputs, run once.")
      .def(py::init<const LawsHandle&, const std::vector<std::pair<std::string, std::string>>&, int>(), py::arg("laws"),
           py::arg("inputs"), py::arg("threads"))
      .def("run", &ScanRun::run, py::arg("emit"),
           "Calls emit(text) with each batch's JSON lines, in input order; the GIL is released meanwhile.")
      .def("close", &ScanRun::close, "Closes the inputs (a pipe's writer then stops).");
}

}  // namespace drawbridge::python
