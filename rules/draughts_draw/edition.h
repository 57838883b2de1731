// An edition of a draughts federation's draw laws as data: its game, which rules are automatic
// and which are claims (and then how), their counts and the article each event cites. Loaded
// from configs/rules/draughts-*.toml; no number of the laws lives in code.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "rules/draughts/board.h"
#include "rules/laws/offer_rules.h"

namespace drawbridge::draughts_draw {

// A rule either ends the game by itself or lets the player on move claim it (5.4.12.5).
struct Ruling {
  bool automatic = true;
  std::string article;
};

// The same position, the same player on move, `count` times (FMJD 6.1, 5.4.12.1.3). A claim
// may be made on the board or, as 5.4.12.2 has it, with the move written down.
struct RepetitionRule {
  int count = 3;
  Ruling ruling;
  std::string with_move_article;  // empty: no claim with a written move
};

// `moves` by each player of kings only, no man moved and nothing taken (FMJD 6.2).
struct KingsOnlyRule {
  bool enabled = false;
  int moves = 0;
  Ruling ruling;
};

// How a count of moves after the material arose runs: both players' moves (FMJD "each
// played another N moves") or the stronger side's (the 2013 ministry text, "by its own Nth move").
enum class Counted { kEach, kStronger };

// `pieces_min`..`pieces_max` pieces with a king (all kings, if `all_kings`) against a lone
// king: a draw after `moves` more moves, counted from the first position with that material.
struct LoneKingRule {
  int pieces_min = 1;
  int pieces_max = 1;
  bool all_kings = false;
  int moves = 0;
  Counted counted = Counted::kEach;
  Ruling ruling;
};

// Both players have kings, `pieces_min`..`pieces_max` pieces on the board, and for `moves` moves
// by each player nothing was taken and no man was crowned.
struct UnchangedMaterialRule {
  int pieces_min = 0;
  int pieces_max = 0;
  int moves = 0;
  Ruling ruling;
};

struct Edition {
  std::string id;
  std::string title;
  draughts::Game game = draughts::Game::kInternational;
  // The PDN GameType whose games `drawbridge scan` referees by this edition when no --rules is
  // given (PDN 3.0: 20 international, 25 Russian); 0 for none.
  int pdn_game_type = 0;
  RepetitionRule repetition;
  KingsOnlyRule kings_only;
  std::vector<LoneKingRule> lone_king;
  std::vector<UnchangedMaterialRule> unchanged_material;
  std::string correct_claim_article;  // a claim upheld; empty when no rule is a claim
  std::string wrong_claim_article;    // a claim refused: a written move is played
  std::string no_move_article;        // the player on move cannot move, or has no piece left
  draw::OfferRules offers;
};

// The game a --rules name means: "draughts-international" or "draughts-russian".
std::string_view game_name(draughts::Game game);

absl::StatusOr<Edition> parse_edition(std::string_view toml_text, std::string_view origin);

// The draughts edition `id_or_path` names (laws/edition_file.h's search), or nullopt when
// it is a chess edition (its file names no game, or "chess").
absl::StatusOr<std::optional<Edition>> find_edition(std::string_view id_or_path,
                                                    const std::vector<std::filesystem::path>& search_dirs);

}  // namespace drawbridge::draughts_draw
