#include "watch/game/claim_watch.h"

#include "absl/strings/str_cat.h"
#include "support/absl_view.h"

namespace drawbridge::watch {
namespace {

std::string claim_stretch(const draw::Event& claim) {
  return absl::StrCat(av(draw::rule_name(*claim.rule)), claim.moves.empty() ? "|board" : "|move");
}

}  // namespace

bool ClaimWatch::on_move(const ReplayedGame& game, const pgn::SanToken&, draw::Side) {
  if (game.ended()) return true;
  std::set<std::string> stretches;
  for (draw::Event& claim : game.claimable()) {
    if (!claim.fen) claim.fen = game.fen();
    const std::string stretch = claim_stretch(claim);
    if (!stretches_.contains(stretch)) alerts_.push_back(std::move(claim));
    stretches.insert(stretch);
  }
  stretches_ = std::move(stretches);
  return true;
}

}  // namespace drawbridge::watch
