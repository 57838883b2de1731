// An edition of the Laws of Chess as data: which draw rules are claims and which are
// automatic, their counts, the wrong-claim clock penalty, the offer rules and the article
// each event cites. Loaded from configs/rules/<id>.toml; no number of the Laws lives in code.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "rules/laws/edition_file.h"
#include "rules/laws/offer_rules.h"

namespace drawbridge::draw {

// A claim by the player on move: (a) with a declared intended move, (b) on the board.
struct ClaimRule {
  int count = 0;  // occurrences (threefold) or moves by each player (fifty-move)
  std::string with_move_article;
  std::string on_board_article;
};

// How the fivefold rule counts: five times anywhere (2023) or on consecutive occasions,
// the same position every `interval_plies` plies (2014: plies n, n-4, ..., n-16).
enum class RepetitionCount { kAnywhere, kConsecutive };

struct AutomaticRepetition {
  bool enabled = false;
  int count = 0;
  RepetitionCount counting = RepetitionCount::kAnywhere;
  int interval_plies = 0;  // used with kConsecutive only
  std::string article;
};

struct AutomaticMoveCount {
  bool enabled = false;
  int moves = 0;  // by each player, without pawn move or capture
  std::string article;
};

// 9.5: the clock adjustment after an incorrect claim.
struct WrongClaimPenalty {
  int opponent_bonus_seconds = 0;
  // The claimant above `halve_above_seconds` loses half of the time left, at most
  // `halve_at_most_seconds`; 0 disables the clause.
  int halve_above_seconds = 0;
  int halve_at_most_seconds = 0;
  // The claimant with more than `floor_from_seconds` and less than `halve_above_seconds`
  // is left with `floor_from_seconds` (fide-pre2014-ru only); 0 disables the clause.
  int floor_from_seconds = 0;
};

struct Edition {
  std::string id;
  std::string title;
  ClaimRule threefold;
  ClaimRule fifty_moves;
  std::string claim_lapse_article;
  std::string correct_claim_article;
  std::string wrong_claim_article;
  WrongClaimPenalty wrong_claim;
  AutomaticRepetition fivefold;
  AutomaticMoveCount seventy_five_moves;
  std::string checkmate_article;
  std::string stalemate_article;
  std::string dead_position_article;
  std::string timeout_article;  // 6.9: a flag fall loses unless the opponent cannot mate
  OfferRules offers;
};

// Parses an edition from TOML text; `origin` names the file in error messages, which give
// the line and the key ("fide-2023.toml:12: key 'threefold.count': expected an integer").
absl::StatusOr<Edition> parse_edition(std::string_view toml_text, std::string_view origin);
absl::StatusOr<Edition> load_edition_file(const std::filesystem::path& file);

// The chess edition `id_or_path` names, found as laws/edition_file.h's find_edition_file does.
absl::StatusOr<Edition> find_edition(std::string_view id_or_path,
                                     const std::vector<std::filesystem::path>& search_dirs);

// The edition ids (edition_ids) that are chess editions (no `game`, or `game = "chess"`): what
// a chess game can be refereed by. A file that cannot be read stays in, so that choosing it says why.
std::vector<std::string> chess_edition_ids(const std::vector<std::filesystem::path>& search_dirs);

}  // namespace drawbridge::draw
