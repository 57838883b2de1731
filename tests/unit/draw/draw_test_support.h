// Helpers for the draw-rule tests: editions from configs/rules, games from move strings,
// and the claims and ending of an referee as short strings that read like the Laws.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include <doctest/doctest.h>

#include "absl/strings/str_split.h"
#include "rules/chess/fen.h"
#include "rules/chess/uci_move.h"
#include "rules/chess_draw/edition.h"
#include "rules/chess_draw/move_count.h"
#include "rules/chess_draw/referee.h"

namespace drawbridge::draw::testing {

inline Edition edition(std::string_view id) {
  const std::string dir = std::string(DRAWBRIDGE_SOURCE_DIR) + "/configs/rules";
  absl::StatusOr<Edition> e = find_edition(id, {dir});
  REQUIRE_MESSAGE(e.ok(), std::string(e.status().message()));
  return *e;
}

inline chess::Position position(std::string_view fen) {
  if (fen == "startpos") return chess::Position::startpos();
  absl::StatusOr<chess::Position> pos = chess::parse_fen(fen);
  REQUIRE_MESSAGE(pos.ok(), std::string(pos.status().message()));
  return *pos;
}

inline chess::Move move(const chess::Position& pos, std::string_view uci) {
  absl::StatusOr<chess::Move> m = chess::parse_uci_move(pos, uci);
  REQUIRE_MESSAGE(m.ok(), std::string(m.status().message()));
  return *m;
}

// Plays space-separated UCI moves; every move must be legal and the game still on.
inline void play(Referee& referee, std::string_view moves) {
  for (absl::string_view uci : absl::StrSplit(absl::string_view(moves.data(), moves.size()), ' ', absl::SkipEmpty())) {
    const chess::Move m = move(referee.record().position(), std::string_view(uci.data(), uci.size()));
    const absl::Status played = referee.play_legal(m);
    const std::string why = std::string(played.message()) + " at " + std::string(uci);
    REQUIRE_MESSAGE(played.ok(), why);
  }
}

inline Referee game(std::string_view edition_id, std::string_view fen, std::string_view moves, Policy policy = {}) {
  Referee referee(edition(edition_id), policy, position(fen));
  play(referee, moves);
  return referee;
}

// "threefold-repetition 9.2.1.1 f6g8", "fifty-move 9.3.2", ...
inline std::vector<std::string> claims(const Referee& referee) {
  std::vector<std::string> out;
  for (const AvailableClaim& c : referee.available_claims()) {
    std::string text(rule_name(c.rule));
    text.append(" ").append(c.article);
    for (chess::Move m : c.moves) text.append(" ").append(chess::to_uci(referee.record().position(), m));
    out.push_back(text);
  }
  return out;
}

// The claims as one line, for readable failure messages.
inline std::string joined(const std::vector<std::string>& items) {
  std::string out;
  for (const std::string& item : items) {
    if (!out.empty()) out.append(" | ");
    out.append(item);
  }
  return out;
}

// "seventy-five-move 9.6.2 @5 1/2-1/2", or "none".
inline std::string ending(const Referee& referee) {
  const std::optional<Ending>& e = referee.ending();
  if (!e) return "none";
  return std::string(rule_name(e->rule)) + " " + e->article + " @" + std::to_string(e->ply) + " " +
         std::string(result_text(e->result));
}

}  // namespace drawbridge::draw::testing
