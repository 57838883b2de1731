#include "proxy/session/tablebase_watch.h"

#include <utility>

#include "absl/strings/str_cat.h"
#include "rules/tablebases/tablebase_decision.h"

namespace drawbridge {

absl::Status TablebaseWatch::open(const Settings& settings) {
  const std::string wanted = absl::StrCat(settings.syzygy, "|", settings.syzygy_pieces);
  if (wanted == opened_for_) return absl::OkStatus();
  if (settings.syzygy.empty()) {
    tables_.reset();
    opened_for_ = wanted;
    return absl::OkStatus();
  }
  // The tables held are let go first: Fathom holds one set of folders at a time.
  tables_.reset();
  opened_for_.clear();
  absl::StatusOr<std::shared_ptr<tb::Tablebase>> opened =
      tb::Tablebase::open(tb::split_syzygy_path(settings.syzygy), settings.syzygy_pieces);
  if (!opened.ok()) return opened.status();
  tables_ = *std::move(opened);
  opened_for_ = wanted;
  problems_ = tables_->problems();
  verdict_.reset();
  return absl::OkStatus();
}

std::vector<std::string> TablebaseWatch::take_problems() { return std::exchange(problems_, {}); }

std::optional<TablebaseQuestion> TablebaseWatch::question(const GameMirror& mirror, ClaimMode claim,
                                                          chess::Color engine_side) {
  // A new game, or moves taken back past the verdict's position, undo it.
  if (verdict_ && (verdict_game_ != mirror.game() || *verdict_->ply > mirror.ply())) verdict_.reset();
  if (verdict_ || !tables_ || !mirror.following() || mirror.referee().ending()) return std::nullopt;
  const chess::Position& position = mirror.referee().position();
  if (!tables_->covers(position)) return std::nullopt;
  return TablebaseQuestion{tables_, position, mirror.game(), mirror.ply(), mirror.edition(), claim, engine_side};
}

std::optional<draw::Event> TablebaseWatch::answer(const TablebaseQuestion& question) {
  const auto claims = [&](chess::Color defender) {
    return question.claim != ClaimMode::kNever && defender == question.engine_side;
  };
  const std::optional<tb::TablebaseDecision> decision =
      tb::decide_position(*question.tables, question.position, claims, question.edition);
  if (!decision || !decision->verdict.result) return std::nullopt;
  return tb::tablebase_result_event(*decision, question.position, question.ply, question.edition.id);
}

void TablebaseWatch::keep(std::optional<draw::Event> answer, const TablebaseQuestion& question,
                          const GameMirror& mirror) {
  if (!answer || verdict_ || mirror.game() != question.game || mirror.ply() != question.ply) return;
  verdict_ = std::move(answer);
  verdict_game_ = question.game;
}

std::optional<draw::Event> TablebaseWatch::verdict(int game) const {
  if (verdict_ && verdict_game_ == game) return verdict_;
  return std::nullopt;
}

}  // namespace drawbridge
