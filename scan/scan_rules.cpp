#include "scan/scan_rules.h"

#include "absl/strings/str_cat.h"
#include "rules/draughts_draw/pdn_game_type.h"
#include "support/absl_view.h"

namespace drawbridge::scan {
namespace {

// "GameType 25 (draughts-russian)", "GameType 0 (chess)", "GameType 21".
std::string game_type_text(const ScanRules& rules, int type) {
  if (type == 0) return "GameType 0 (chess)";
  if (const draughts_draw::Edition* e = draughts_draw::edition_for_game_type(rules.by_game_type, type)) {
    return absl::StrCat("GameType ", type, " (", av(draughts_draw::game_name(e->game)), ")");
  }
  return absl::StrCat("GameType ", type);
}

// The draughts game a type is, as the editions that name it tell.
std::optional<draughts::Game> draughts_game_of(const ScanRules& rules, int type) {
  if (const draughts_draw::Edition* e = draughts_draw::edition_for_game_type(rules.by_game_type, type)) return e->game;
  return std::nullopt;
}

GameLaws contradiction(const ScanRules& rules, int type) {
  const std::string chosen =
      rules.draughts ? absl::StrCat(rules.draughts->id, " (", av(draughts_draw::game_name(rules.draughts->game)), ")")
                     : absl::StrCat(rules.chess.edition.id, " (chess)");
  return GameTypeError{absl::StrCat("the game's ", game_type_text(rules, type), " contradicts --rules ", chosen)};
}

}  // namespace

ScanRules chess_rules(const draw::Laws& laws) {
  ScanRules rules;
  rules.chess = laws;
  rules.policy = laws.policy;
  return rules;
}

GameLaws laws_for_game(const ScanRules& rules, const std::optional<std::string>& game_type) {
  std::optional<int> type = game_type ? draughts_draw::pdn_game_type(*game_type) : std::optional<int>();
  if (game_type && !type) return GameTypeError{absl::StrCat("GameType '", *game_type, "' is not a number")};
  if (rules.draughts) {
    // A game without GameType is read as the edition's game: the movesonly exports have none.
    if (!type || draughts_game_of(rules, *type) == rules.draughts->game) return &*rules.draughts;
    return contradiction(rules, *type);
  }
  if (!type || *type == 0) return &rules.chess;
  if (rules.chosen) return contradiction(rules, *type);
  if (const draughts_draw::Edition* e = draughts_draw::edition_for_game_type(rules.by_game_type, *type)) return e;
  return SkippedGameType{*game_type};
}

}  // namespace drawbridge::scan
