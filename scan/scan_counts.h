// The running totals of a scan: games, plies, endings per rule, findings per kind, errors.
#pragma once

#include <array>
#include <cstdint>

#include "rules/laws/outcome.h"
#include "verdict/findings.h"

namespace drawbridge::scan {

inline constexpr std::array kRules = {draw::Rule::kThreefoldRepetition,
                                      draw::Rule::kFiftyMove,
                                      draw::Rule::kFivefoldRepetition,
                                      draw::Rule::kSeventyFiveMove,
                                      draw::Rule::kDeadPosition,
                                      draw::Rule::kCheckmate,
                                      draw::Rule::kStalemate,
                                      draw::Rule::kDrawOffer,
                                      draw::Rule::kTimeout,
                                      draw::Rule::kKingsOnlyMoves,
                                      draw::Rule::kLoneKing,
                                      draw::Rule::kUnchangedMaterial,
                                      draw::Rule::kNoMove};

// The draughts rules' counts are shown only when a game ended by one (a chess archive's
// report lists the chess rules alone).
inline bool is_draughts_rule(draw::Rule rule) { return rule >= draw::Rule::kKingsOnlyMoves; }

struct ScanCounts {
  std::int64_t games = 0;  // every game read, skipped and broken ones included
  std::int64_t plies = 0;
  std::int64_t errors = 0;
  std::int64_t skipped = 0;
  std::array<std::int64_t, kRules.size()> endings{};  // games the laws ended, by rule (kRules order)
  std::array<std::int64_t, kFindingKinds.size()> findings{};

  void add(const ScanCounts& other) {
    games += other.games;
    plies += other.plies;
    errors += other.errors;
    skipped += other.skipped;
    for (std::size_t i = 0; i < endings.size(); ++i) endings[i] += other.endings[i];
    for (std::size_t i = 0; i < findings.size(); ++i) findings[i] += other.findings[i];
  }
};

}  // namespace drawbridge::scan
