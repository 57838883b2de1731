#include "rules/draughts/hub.h"

#include "absl/strings/str_cat.h"
#include "support/absl_view.h"

namespace drawbridge::draughts {

absl::StatusOr<Position> parse_hub_position(Game game, std::string_view text) {
  const Shape s = shape(game);
  if (text.size() != std::size_t(s.squares) + 1) {
    return absl::InvalidArgumentError(absl::StrCat("bad position '", av(text), "': expected the side to move and ",
                                                   s.squares, " squares, got ", text.size(), " letters"));
  }
  if (text[0] != 'W' && text[0] != 'B') {
    return absl::InvalidArgumentError(absl::StrCat("bad position '", av(text), "': the side to move must be W or B"));
  }
  Bitboard white = 0, black = 0, kings = 0;
  for (int sq = 1; sq <= s.squares; ++sq) {
    const Bitboard bit = Bitboard{1} << bit_of(s, sq);
    switch (text[sq]) {
      case 'W': kings |= bit; [[fallthrough]];
      case 'w': white |= bit; break;
      case 'B': kings |= bit; [[fallthrough]];
      case 'b': black |= bit; break;
      case 'e': break;
      default:
        return absl::InvalidArgumentError(absl::StrCat("bad position '", av(text), "': square ", sq, " is '",
                                                       av(text.substr(sq, 1)), "', not one of w b W B e"));
    }
  }
  if ((white & ~kings & crowning_row(s, Color::kWhite)) != 0 ||
      (black & ~kings & crowning_row(s, Color::kBlack)) != 0) {
    return absl::InvalidArgumentError(
        absl::StrCat("bad position '", av(text), "': a man stands on the row where it would have been crowned"));
  }
  return Position(game, text[0] == 'W' ? Color::kWhite : Color::kBlack, white, black, kings);
}

std::string to_hub_position(const Position& pos) {
  const Shape s = pos.shape();
  std::string out(1, pos.side_to_move() == Color::kWhite ? 'W' : 'B');
  for (int sq = 1; sq <= s.squares; ++sq) {
    const Bitboard bit = Bitboard{1} << bit_of(s, sq);
    const bool king = (pos.kings() & bit) != 0;
    if ((pos.pieces(Color::kWhite) & bit) != 0) {
      out += king ? 'W' : 'w';
    } else if ((pos.pieces(Color::kBlack) & bit) != 0) {
      out += king ? 'B' : 'b';
    } else {
      out += 'e';
    }
  }
  return out;
}

}  // namespace drawbridge::draughts
