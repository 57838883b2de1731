// The laws a Python call judges by (an edition and a policy), loaded once and kept by the
// package for the calls that name the same ones, with the referees of its games; `_Laws` in the
// module.
#pragma once

#include <pybind11/pybind11.h>

#include <string>
#include <vector>

#include "python/referee_pool.h"
#include "rules/chess_draw/laws.h"

namespace drawbridge::python {

class LawsHandle {
 public:
  // `rules` an edition id looked up in `rules_dirs`, or a .toml path; ValueError when unknown.
  LawsHandle(const std::string& rules, const std::vector<std::string>& policy,
             const std::vector<std::string>& rules_dirs);
  const draw::Laws& laws() const { return laws_; }
  // The referees the games judged by these laws borrow.
  RefereePool& referees() { return referees_; }

 private:
  draw::Laws laws_;
  RefereePool referees_;
};

// `_Laws` and `_editions`.
void bind_laws(pybind11::module_& m);

}  // namespace drawbridge::python
