#include "proxy/hub/mirrored_game.h"

#include <algorithm>
#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "proxy/report/relay_event.h"
#include "rules/draughts/hub.h"
#include "rules/draughts/pdn_move.h"
#include "support/absl_view.h"

namespace drawbridge::hub {

absl::StatusOr<draughts::Position> MirroredGame::read_position(const Line& pos) const {
  const std::optional<std::string_view> text = pos.value("pos");
  if (!text || pos.has("start")) return draughts::Position::start(edition_.game);
  const std::size_t expected = static_cast<std::size_t>(draughts::shape(edition_.game).squares) + 1;
  if (text->size() != expected) {
    return absl::InvalidArgumentError(absl::StrCat("bad position '", clipped(*text), "': ", text->size(),
                                                   " letters, where ", av(draughts_draw::game_name(edition_.game)),
                                                   " has the side to move and ", expected - 1, " squares"));
  }
  return draughts::parse_hub_position(edition_.game, *text);
}

std::optional<std::vector<draughts::Move>> MirroredGame::continuation(const draughts::Position& start,
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

std::optional<PosError> MirroredGame::follow(const Line& pos) {
  const absl::StatusOr<draughts::Position> start = read_position(pos);
  if (!start.ok()) {
    referee_.reset();
    continuable_ = false;
    return PosError{std::nullopt, std::nullopt, std::string(start.status().message())};
  }
  // The moves sent, read up to the first that is not legal.
  std::vector<draughts::Move> sent;
  std::optional<PosError> bad_move;
  draughts::Position at = *start;
  const std::string moves_text(pos.value("moves").value_or(""));
  for (const absl::string_view piece : absl::StrSplit(av(moves_text), ' ', absl::SkipEmpty())) {
    const std::string_view text(piece.data(), piece.size());
    const absl::StatusOr<draughts::Move> m = draughts::parse_hub_move(at, text);
    if (!m.ok()) {
      bad_move =
          PosError{static_cast<int>(sent.size()), clipped(text), clipped(std::string(m.status().message()), 200)};
      break;
    }
    sent.push_back(*m);
    at.play(*m);
  }
  const std::optional<std::vector<draughts::Move>> before = continuation(*start, sent);
  referee_.reset();
  engine_move_.reset();
  continuable_ = false;
  if (!before) {
    first_ = *start;
    ++number_;
  }
  std::vector<draughts::Move> played = before.value_or(std::vector<draughts::Move>());
  draughts_draw::Referee referee(edition_, policy_, *first_);
  for (const draughts::Move& m : played) (void)referee.play(m);
  if (referee.position() != *start) {  // the game ended on the way: what follows is a new one
    first_ = *start;
    ++number_;
    played.clear();
    referee = draughts_draw::Referee(edition_, policy_, *start);
  }
  if (bad_move) {
    bad_move->ply = *bad_move->ply + referee.ply();
    return bad_move;
  }
  for (const draughts::Move& m : sent) {
    if (referee.ending()) {
      return PosError{referee.ply(), draughts::to_hub_move(referee.position(), m), "a move after the end of the game"};
    }
    (void)referee.play(m);
    played.push_back(m);
  }
  moves_ = std::move(played);
  referee_ = std::move(referee);
  continuable_ = true;
  return std::nullopt;
}

std::vector<draw::Event> MirroredGame::board_claims() const {
  std::vector<draw::Event> claims;
  for (draw::Event claim : referee_->claimable()) {
    if (!claim.moves.empty()) continue;  // a claim with a written move waits for the engine's move
    claim.fen = referee_->fen();
    claims.push_back(std::move(claim));
  }
  return claims;
}

LawsOfGame::MoveJudgement MirroredGame::judge_engine_move(std::string_view move, const Search&,
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

}  // namespace drawbridge::hub
