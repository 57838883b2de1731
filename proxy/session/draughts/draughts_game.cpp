#include "proxy/session/draughts/draughts_game.h"

#include <algorithm>
#include <utility>

#include "absl/strings/str_cat.h"
#include "proxy/report/relay_event.h"
#include "rules/draughts/hub.h"
#include "rules/draughts/pdn_move.h"

namespace drawbridge::draughts_session {
std::optional<std::vector<draughts::Move>> DraughtsGame::continuation(const draughts::Position& start,
                                                                      const std::vector<draughts::Move>& sent) const {
  if (!continuable_ || !referee_ || !first_) return std::nullopt;
  std::vector<draughts::Move> moves = moves_;
  if (engine_move_) moves.push_back(*engine_move_);
  std::vector<draughts::Position> positions{*first_};
  for (const draughts::Move& m : moves) positions.push_back(positions.back().after(m));
  for (std::size_t ply = 0; ply < positions.size(); ++ply) {
    if (positions[ply] != start) continue;
    const std::size_t common = std::min(sent.size(), moves.size() - ply);
    if (std::equal(sent.begin(), sent.begin() + static_cast<std::ptrdiff_t>(common),
                   moves.begin() + static_cast<std::ptrdiff_t>(ply))) {
      moves.resize(ply);
      return moves;
    }
  }
  for (const draughts::Move& m : positions.back().legal_moves()) {
    if (positions.back().after(m) == start) {
      moves.push_back(m);
      return moves;
    }
  }
  return std::nullopt;
}

void DraughtsGame::forget() {
  referee_.reset();
  continuable_ = false;
}

std::optional<FollowError> DraughtsGame::follow(const SentGame& sent) {
  const std::optional<std::vector<draughts::Move>> before = continuation(sent.start, sent.moves);
  referee_.reset();
  engine_move_.reset();
  continuable_ = false;
  if (!before) {
    first_ = sent.start;
    ++number_;
  }
  std::vector<draughts::Move> played = before.value_or(std::vector<draughts::Move>());
  draughts_draw::Referee referee(edition_, policy_, *first_);
  for (const draughts::Move& m : played) (void)referee.play(m);
  if (referee.position() != sent.start) {  // the game ended on the way: what follows is a new one
    first_ = sent.start;
    ++number_;
    played.clear();
    referee = draughts_draw::Referee(edition_, policy_, sent.start);
  }
  if (sent.bad_move) {
    FollowError bad = *sent.bad_move;
    bad.ply = *bad.ply + referee.ply();
    return bad;
  }
  for (const draughts::Move& m : sent.moves) {
    if (referee.ending()) {
      return FollowError{referee.ply(), draughts::to_hub_move(referee.position(), m),
                         "a move after the end of the game"};
    }
    (void)referee.play(m);
    played.push_back(m);
  }
  moves_ = std::move(played);
  referee_ = std::move(referee);
  continuable_ = true;
  return std::nullopt;
}

void DraughtsGame::begin(const draughts::Position& start) {
  first_ = start;
  moves_.clear();
  engine_move_.reset();
  continuable_ = false;
  referee_.emplace(edition_, policy_, start);
  ++number_;
}

absl::StatusOr<std::optional<draw::Event>> DraughtsGame::play(const draughts::Move& m) {
  if (!referee_) return absl::FailedPreconditionError("no game is followed");
  if (referee_->ending()) return absl::FailedPreconditionError("a move after the end of the game");
  const absl::StatusOr<std::vector<draw::Event>> played = referee_->play(m);
  if (!played.ok()) return played.status();
  moves_.push_back(m);
  return referee_->result_event();
}

absl::Status DraughtsGame::take_back_to(int ply) {
  if (!referee_ || !first_) return absl::FailedPreconditionError("no game is followed");
  if (ply < 0 || ply > static_cast<int>(moves_.size())) {
    return absl::OutOfRangeError(absl::StrCat("ply ", ply, " is not in the game (0 to ", moves_.size(), ")"));
  }
  moves_.resize(static_cast<std::size_t>(ply));
  draughts_draw::Referee referee(edition_, policy_, *first_);
  for (const draughts::Move& m : moves_) (void)referee.play(m);
  referee_ = std::move(referee);
  return absl::OkStatus();
}

std::vector<draw::Event> DraughtsGame::board_claims() const {
  std::vector<draw::Event> claims;
  for (draw::Event claim : referee_->claimable()) {
    if (!claim.moves.empty()) continue;  // a claim with a written move waits for the engine's move
    claim.fen = referee_->fen();
    claims.push_back(std::move(claim));
  }
  return claims;
}

LawsOfGame::MoveJudgement DraughtsGame::judge_engine_move(std::string_view move, const Search&,
                                                          const std::optional<EngineScore>&) {
  if (move.empty()) return {};  // a `done` without a move: the engine had none to play
  const absl::StatusOr<draughts::Move> m = draughts::parse_hub_move(referee_->position(), move);
  if (!m.ok()) {
    return {.event = error_event(
                referee_->ply(), clipped(move),
                absl::StrCat("the engine's move is not legal: ", clipped(std::string(m.status().message()), 200)))};
  }
  engine_move_ = *m;
  const std::string pdn = draughts::to_pdn_move(referee_->position(), *m);
  for (draw::Event claim : referee_->claimable()) {
    if (std::find(claim.moves.begin(), claim.moves.end(), pdn) == claim.moves.end()) continue;
    claim.moves.clear();
    claim.move = std::string(move);
    claim.fen = referee_->fen();
    return {.event = std::move(claim)};
  }
  draughts_draw::Referee after = *referee_;
  if (!after.play(*m).ok()) return {};
  std::optional<draw::Event> result = after.result_event();
  if (!result) return {};
  result->move = std::string(move);
  return {.event = std::move(result), .ends_game = true};
}

}  // namespace drawbridge::draughts_session
