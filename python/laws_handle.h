// The laws a Python call judges by (an edition and a policy), loaded once and kept by the
// package for the calls that name the same ones, with the referees of its games; `_Laws` in the
// module.
#pragma once

#include <pybind11/pybind11.h>

#include <string>
#include <vector>

#include "python/referee_pool.h"
#include "rules/chess_draw/laws.h"
#include "rules/draughts_draw/edition.h"
#include "rules/laws/policy.h"

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

// A draughts edition and a policy, loaded; `_DraughtsLaws` in the module.
class DraughtsLawsHandle {
 public:
  // `rules` a draughts edition id looked up in `rules_dirs`, or a .toml path; ValueError when
  // unknown or a chess edition.
  DraughtsLawsHandle(const std::string& rules, const std::vector<std::string>& policy,
                     const std::vector<std::string>& rules_dirs);
  const draughts_draw::Edition& edition() const { return edition_; }
  const draw::Policy& policy() const { return policy_; }
  // The editions in `rules_dirs` that name a PDN GameType: a scan tells a game of another
  // draughts game by them.
  const std::vector<draughts_draw::Edition>& by_game_type() const { return by_game_type_; }

 private:
  draughts_draw::Edition edition_;
  draw::Policy policy_;
  std::vector<draughts_draw::Edition> by_game_type_;
};

// `_Laws`, `_DraughtsLaws`, `_editions` and `_draughts_editions`.
void bind_laws(pybind11::module_& m);

}  // namespace drawbridge::python
