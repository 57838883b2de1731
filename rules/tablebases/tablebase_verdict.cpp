#include "rules/tablebases/tablebase_verdict.h"

#include <cstdlib>

namespace drawbridge::tb {

namespace {

// The plies Syzygy's tables take a fifty-move phase to be, whatever the edition.
constexpr int kSyzygyPhase = 100;

// Where a first phase of `plies` to the zeroing move, begun at `clock`, ends against `bound`.
enum class Fit { kBefore, kEdge, kAfter };

Fit fit(int plies, int clock, int bound) {
  const int end = plies + clock;
  if (end < bound || (end == bound && clock == 0)) return Fit::kBefore;
  return end == bound ? Fit::kEdge : Fit::kAfter;
}

TablebaseVerdict decided(int wdl, chess::Color mover, std::string_view reason) {
  const bool mover_wins = wdl > 0;
  const bool white_wins = mover_wins == (mover == chess::kWhite);
  return {mover_wins ? TablebaseOutcome::kWin : TablebaseOutcome::kLoss,
          white_wins ? draw::Result::kWhiteWins : draw::Result::kBlackWins, "", reason};
}

TablebaseVerdict drawn(std::string article, std::string_view reason) {
  return {TablebaseOutcome::kDraw, draw::Result::kDraw, std::move(article), reason};
}

TablebaseVerdict undecided(std::string_view reason) { return {TablebaseOutcome::kUndecided, std::nullopt, "", reason}; }

// 9.6.2 without a claim: a win (|wdl| 2) whose first phase ends after 100 plies.
TablebaseVerdict unclaimed_win(int wdl, int plies, int clock, chess::Color mover, const draw::Edition& edition) {
  const auto& rule = edition.seventy_five_moves;
  if (!rule.enabled) return decided(wdl, mover, "the fifty-move draw is not claimed");
  switch (fit(plies, clock, 2 * rule.moves)) {
    case Fit::kBefore: return decided(wdl, mover, "won before the seventy-five-move rule");
    case Fit::kEdge: return undecided("the zeroing move falls on the seventy-five-move bound");
    case Fit::kAfter: break;
  }
  return drawn(rule.article, "the seventy-five-move rule comes before the zeroing move");
}

// 9.6.2 without a claim: a cursed win. Its DTZ n is the first phase's length, or n - 100 when a
// later phase (of unknown length) is the cursed one, which can only be when n <= 200.
TablebaseVerdict unclaimed_cursed_win(int plies, int clock, const draw::Edition& edition) {
  const auto& rule = edition.seventy_five_moves;
  if (plies > 2 * kSyzygyPhase || fit(plies - kSyzygyPhase, clock, 2 * rule.moves) == Fit::kAfter) {
    return drawn(rule.article, "the seventy-five-move rule comes before the zeroing move");
  }
  return undecided("a cursed win against the seventy-five-move rule: the tables do not say the later phases' length");
}

}  // namespace

TablebaseVerdict tablebase_verdict(const TablebaseProbe& probe, int clock, chess::Color mover, bool defender_claims,
                                   const draw::Edition& edition) {
  if (probe.wdl == 0) return drawn("", "drawn in the tables");
  const std::string& claim_article = edition.fifty_moves.on_board_article;
  if (std::abs(probe.wdl) == 1) {
    if (defender_claims) return drawn(claim_article, "a cursed win: the fifty-move draw is claimed");
    if (!edition.seventy_five_moves.enabled) return decided(probe.wdl, mover, "the fifty-move draw is not claimed");
    if (!probe.dtz) return undecided("no DTZ table");
    return unclaimed_cursed_win(std::abs(*probe.dtz), clock, edition);
  }
  // A win at a clock of 0 fits in 100 plies: the WDL alone says so.
  const int plies = probe.dtz ? std::abs(*probe.dtz) : (clock == 0 ? 100 : -1);
  if (plies < 0) return undecided("no DTZ table");
  switch (fit(plies, clock, 2 * edition.fifty_moves.count)) {
    case Fit::kBefore: return decided(probe.wdl, mover, "won before the fifty-move claim");
    case Fit::kEdge: return undecided("the zeroing move falls on the fifty-move bound");
    case Fit::kAfter: break;
  }
  if (defender_claims) return drawn(claim_article, "the fifty-move claim comes before the zeroing move");
  return unclaimed_win(probe.wdl, plies, clock, mover, edition);
}

}  // namespace drawbridge::tb
