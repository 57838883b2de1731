// The laws each game of a scan is refereed by. Without --rules a game's PDN GameType tag chooses
// (none or 0: chess under the default edition; a type a draughts edition names with
// `pdn_game_type`: that edition). An explicit --rules chooses for every game, and a game whose
// GameType is another game is an error on that game.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "rules/chess_draw/laws.h"
#include "rules/draughts_draw/edition.h"
#include "rules/laws/policy.h"
#include "rules/tablebases/tablebase.h"

namespace drawbridge::scan {

struct ScanRules {
  draw::Laws chess;  // chess games: --rules's chess edition, or the default one
  draw::Policy policy;
  // --rules was given: it names `draughts` (a draughts edition) or else `chess.edition`.
  bool chosen = false;
  std::optional<draughts_draw::Edition> draughts;
  std::vector<draughts_draw::Edition> by_game_type;  // the editions that name a GameType
  // --syzygy: a chess game no law ended is set against the tables (verdict/tablebase_finding.h).
  std::shared_ptr<const tb::Tablebase> tables;
};

// Chess by `laws`, and no draughts edition: a game with a GameType other than 0 is skipped. What
// the Python module scans by.
ScanRules chess_rules(const draw::Laws& laws);

// A game's laws: chess, a draughts edition, a game type no edition referees (skipped, as an
// unknown Variant is), or an error (the GameType contradicts --rules, or is not a number).
struct SkippedGameType {
  std::string tag;
};
struct GameTypeError {
  std::string message;
};
using GameLaws = std::variant<const draw::Laws*, const draughts_draw::Edition*, SkippedGameType, GameTypeError>;

// `game_type`: the GameType tag's value, if the game has one.
GameLaws laws_for_game(const ScanRules& rules, const std::optional<std::string>& game_type);

}  // namespace drawbridge::scan
