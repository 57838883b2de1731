// The draughts editions of configs/rules, referees under them, and games walked for the counts:
// king moves chosen so that no position recurs and no capture is forced.
#pragma once

#include <doctest/doctest.h>

#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "rules/draughts/fen.h"
#include "rules/draughts/pdn_move.h"
#include "rules/draughts_draw/edition.h"
#include "rules/draughts_draw/referee.h"

namespace drawbridge::draughts_draw::testing {

inline Edition edition(std::string_view id) {
  const auto found = find_edition(id, {std::string(DRAWBRIDGE_SOURCE_DIR) + "/configs/rules"});
  REQUIRE_MESSAGE(found.ok(), std::string(found.status().message()));
  REQUIRE(found->has_value());
  return **found;
}

inline Referee referee(std::string_view id, std::optional<std::string_view> fen, draw::Policy policy = {}) {
  auto r = Referee::create(edition(id), policy, fen);
  REQUIRE_MESSAGE(r.ok(), std::string(r.status().message()));
  return *std::move(r);
}

inline void play(Referee& r, std::string_view pdn) {
  const auto events = r.play(pdn);
  REQUIRE_MESSAGE(events.ok(), std::string(events.status().message()));
}

inline bool is_king(const draughts::Position& pos, const draughts::Move& m) {
  return (pos.kings() & (draughts::Bitboard{1} << m.from)) != 0;
}

inline bool opponent_must_capture(const draughts::Position& after) {
  const draughts::MoveList moves = after.legal_moves();
  return !moves.empty() && moves.front().is_capture();
}

// A walk of `plies` moves from `pos`, found depth first: each moves a king (a man at the plies
// of `man_plies`, without crowning), takes nothing, leads to a position not seen before and
// leaves the opponent no capture. Empty when there is none within the search's budget.
class Walk {
 public:
  Walk(int plies, const std::set<int>& man_plies, int first_ply)
      : plies_(plies), man_plies_(man_plies), first_(first_ply) {}

  bool find(const draughts::Position& pos, std::set<std::string>& seen) {
    const int ply = static_cast<int>(moves_.size());
    if (ply == plies_) return true;
    if (++nodes_ > 200000) return false;
    const bool man = man_plies_.contains(first_ + ply);
    for (const draughts::Move& m : pos.legal_moves()) {
      if (m.is_capture() || m.crowns || is_king(pos, m) == man) continue;
      const draughts::Position next = pos.after(m);
      const std::string fen = draughts::to_fen(next);
      if (seen.contains(fen) || opponent_must_capture(next)) continue;
      seen.insert(fen);
      moves_.push_back(m);
      if (find(next, seen)) return true;
      moves_.pop_back();
      seen.erase(fen);
    }
    return false;
  }
  const std::vector<draughts::Move>& moves() const { return moves_; }

 private:
  int plies_;
  const std::set<int>& man_plies_;
  int first_;
  int nodes_ = 0;
  std::vector<draughts::Move> moves_;
};

// Plays a walk of `plies` moves (Walk) on the referee's game; it must not end on the way. The
// walk is found a few plies longer, so that the game can go on walking after it.
inline void walk(Referee& r, int plies, const std::set<int>& man_plies = {}) {
  constexpr int kLookahead = 6;
  std::set<std::string> seen;
  for (int p = 0; p <= r.ply(); ++p) seen.insert(draughts::to_fen(r.record().position_at(p)));
  Walk w(plies + kLookahead, man_plies, r.ply());
  REQUIRE_MESSAGE(w.find(r.position(), seen), "no walk of ", plies, " plies from ", draughts::to_fen(r.position()));
  for (int i = 0; i < plies; ++i) {
    const draughts::Move& m = w.moves()[i];
    REQUIRE_MESSAGE(!r.ending(), "ended at ply ", r.ply());
    REQUIRE(r.play(m).ok());
  }
}

inline std::optional<draw::Rule> ended_by(const Referee& r) {
  return r.ending() ? std::optional<draw::Rule>(r.ending()->rule) : std::nullopt;
}

// The rules the player on move could claim now, with their articles ("rule article").
inline std::vector<std::string> claims(const Referee& r) {
  std::vector<std::string> out;
  for (const draw::Event& e : r.claimable()) {
    out.push_back(std::string(draw::rule_name(*e.rule)) + " " + e.article + (e.moves.empty() ? "" : " with move"));
  }
  return out;
}

}  // namespace drawbridge::draughts_draw::testing
