#include "watch/game/draughts_replay.h"

#include "rules/draughts_draw/repetition.h"
#include "rules/draughts_draw/side.h"
#include "verdict/recorded_result.h"

namespace drawbridge::watch {
namespace {

// A result as PDN writes it, or an unfinished game's marks: the end of the record, no move.
bool is_result(std::string_view token) { return draughts_result_of(token) || token == "*" || token == "0-0"; }

}  // namespace

absl::Status DraughtsReplay::start(const std::optional<std::string>& fen) {
  absl::StatusOr<draughts_draw::Referee> referee =
      draughts_draw::Referee::create(*rules_.draughts, rules_.laws.policy, fen);
  if (!referee.ok()) return referee.status();
  referee_.emplace(*std::move(referee));
  return absl::OkStatus();
}

bool DraughtsReplay::play(const std::vector<pgn::SanToken>& moves, std::span<PlyVisitor* const> visitors) {
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const pgn::SanToken& token = moves[i];
    if (is_result(token.text)) continue;
    if (referee_->ending()) {
      ++moves_after_end_;
      continue;
    }
    const draw::Side mover = on_move();
    if (absl::StatusOr<std::vector<draw::Event>> played = referee_->play(token.text); !played.ok()) {
      for (PlyVisitor* visitor : visitors) visitor->on_refused(*this, static_cast<int>(i), played.status());
      return false;
    }
    for (PlyVisitor* visitor : visitors) {
      if (!visitor->on_move(*this, token, mover)) return false;
    }
  }
  return true;
}

draw::Side DraughtsReplay::on_move() const { return draughts_draw::side_of(referee_->position().side_to_move()); }

int DraughtsReplay::occurrences() const { return draughts_draw::occurrences(referee_->record()); }

std::optional<draw::Result> DraughtsReplay::recorded_result(std::string_view text) const {
  return draughts_result_of(text);
}

Judgement DraughtsReplay::judge(std::optional<draw::Result> recorded, std::optional<draw::Side>) const {
  DraughtsReplayed replayed;
  replayed.moves_after_end = moves_after_end_;
  return judge_game(*referee_, replayed, recorded);
}

}  // namespace drawbridge::watch
