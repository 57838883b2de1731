// The laws a Python call judges by (an edition and a policy), loaded once and kept by the
// package for the calls that name the same ones; `_Laws` in the module.
#pragma once

#include <pybind11/pybind11.h>

#include <string>
#include <vector>

#include "rules/chess_draw/laws.h"

namespace drawbridge::python {

class LawsHandle {
 public:
  // `rules` an edition id looked up in `rules_dirs`, or a .toml path; ValueError when unknown.
  LawsHandle(const std::string& rules, const std::vector<std::string>& policy,
             const std::vector<std::string>& rules_dirs);
  const draw::Laws& laws() const { return laws_; }

 private:
  draw::Laws laws_;
};

// `_Laws` and `_editions`.
void bind_laws(pybind11::module_& m);

}  // namespace drawbridge::python
