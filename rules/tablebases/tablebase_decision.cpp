#include "rules/tablebases/tablebase_decision.h"

#include "absl/strings/str_cat.h"
#include "rules/chess/fen.h"
#include "support/absl_view.h"

namespace drawbridge::tb {

std::optional<TablebaseDecision> decide_position(const Tablebase& tables, const chess::Position& pos,
                                                 absl::FunctionRef<bool(chess::Color)> claims,
                                                 const draw::Edition& edition) {
  const std::optional<TablebaseProbe> probe = tables.probe(pos);
  if (!probe) return std::nullopt;
  const bool defender_claims = claims(probe->wdl < 0 ? pos.side_to_move() : ~pos.side_to_move());
  return TablebaseDecision{
      *probe, tablebase_verdict(*probe, pos.halfmove_clock(), pos.side_to_move(), defender_claims, edition)};
}

draw::Event tablebase_result_event(const TablebaseDecision& decision, const chess::Position& pos, int ply,
                                   const std::string& edition) {
  const TablebaseProbe& probe = decision.probe;
  draw::Event event;
  event.kind = draw::EventKind::kResult;
  event.rule = draw::Rule::kTablebase;
  event.article = decision.verdict.article;
  event.edition = edition;
  event.ply = ply;
  event.result = decision.verdict.result;
  event.fen = chess::to_fen(pos);
  event.detail = absl::StrCat("wdl=", probe.wdl, " dtz=", probe.dtz ? absl::StrCat(*probe.dtz) : "none",
                              " clock=", pos.halfmove_clock(), ": ", av(decision.verdict.reason));
  return event;
}

std::optional<TablebaseDecision> final_position_decision(const Tablebase& tables, const draw::Referee& referee) {
  if (referee.ending() || !tables.covers(referee.position())) return std::nullopt;
  return decide_position(
      tables, referee.position(), [](chess::Color) { return true; }, referee.edition());
}

std::optional<draw::Event> final_position_verdict(const Tablebase& tables, const draw::Referee& referee) {
  const std::optional<TablebaseDecision> decision = final_position_decision(tables, referee);
  if (!decision || !decision->verdict.result) return std::nullopt;
  return tablebase_result_event(*decision, referee.position(), referee.ply(), referee.edition().id);
}

}  // namespace drawbridge::tb
