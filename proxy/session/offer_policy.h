// When the engine's side offers a draw, cutechess-style: from move `from_move` on, when its
// score stayed within `max_score_cp` of 0 after each of its last `count` own moves.
// Whether an offer is allowed at all (after one's own move, re-offers) is the edition's.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "proxy/uci/engine_line.h"

namespace drawbridge {

enum class OfferMode { kNever, kScore };

absl::StatusOr<OfferMode> parse_offer_mode(std::string_view text);
std::string_view offer_mode_name(OfferMode mode);

struct OfferSettings {
  OfferMode mode = OfferMode::kNever;
  int from_move = 40;
  int max_score_cp = 10;
  int count = 8;

  friend bool operator==(const OfferSettings&, const OfferSettings&) = default;
};

// The engine's last score before each of its own moves in one game, by ply.
class OwnMoveScores {
 public:
  // Forgets the moves at `ply` and later (takebacks), then records this one.
  void record(int ply, std::optional<uci::Score> score);
  void clear() { moves_.clear(); }
  // The last `count` own moves were consecutive and each scored |cp| <= max_cp.
  bool quiet_for(int count, int max_cp) const;

 private:
  struct OwnMove {
    int ply;
    std::optional<uci::Score> score;
  };
  std::vector<OwnMove> moves_;
};

// `fullmove_number` is the number of the engine's move about to be played.
bool wants_to_offer(const OfferSettings& settings, int fullmove_number, const OwnMoveScores& scores);

}  // namespace drawbridge
