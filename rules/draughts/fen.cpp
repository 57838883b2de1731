#include "rules/draughts/fen.h"

#include <bit>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "support/absl_view.h"

namespace drawbridge::draughts {
namespace {

struct Pieces {
  Bitboard all = 0;
  Bitboard kings = 0;
};

absl::Status fen_error(std::string_view fen, std::string_view why) {
  return absl::InvalidArgumentError(absl::StrCat("bad FEN '", av(fen), "': ", av(why)));
}

absl::StatusOr<int> read_square(Game game, std::string_view fen, std::string_view text) {
  const std::optional<int> square = parse_square(game, text);
  if (!square) {
    return fen_error(fen,
                     absl::StrCat("'", av(text), "' is not a square of the ", shape(game).squares, "-square board"));
  }
  return *square;
}

// One colour's list after its letter: `K10,15,31-35`.
absl::Status read_pieces(Game game, std::string_view fen, std::string_view list, Pieces& out) {
  const Shape s = shape(game);
  if (list.empty()) return absl::OkStatus();  // a side without pieces
  for (const absl::string_view piece : absl::StrSplit(av(list), ',')) {
    std::string_view item(piece.data(), piece.size());
    const bool king = !item.empty() && item[0] == 'K';
    if (king) item.remove_prefix(1);
    const std::size_t dash = item.find('-');
    absl::StatusOr<int> first = read_square(game, fen, item.substr(0, dash));
    if (!first.ok()) return first.status();
    absl::StatusOr<int> last = dash != std::string_view::npos ? read_square(game, fen, item.substr(dash + 1)) : first;
    if (!last.ok()) return last.status();
    if (*last < *first) return fen_error(fen, absl::StrCat("the range '", av(item), "' runs backwards"));
    for (int sq = *first; sq <= *last; ++sq) {
      const Bitboard bit = Bitboard{1} << bit_of(s, sq);
      if ((out.all & bit) != 0) return fen_error(fen, absl::StrCat("square ", sq, " is given twice"));
      out.all |= bit;
      if (king) out.kings |= bit;
    }
  }
  return absl::OkStatus();
}

bool is_counter(std::string_view field) {
  int n = 0;
  return field.size() >= 2 && (field[0] == 'H' || field[0] == 'F') && absl::SimpleAtoi(av(field.substr(1)), &n) &&
         n >= 0 && field[1] >= '0' && field[1] <= '9';
}

void append_list(std::string& out, const Shape& s, Bitboard pieces, Bitboard kings) {
  bool first = true;
  for (int sq = 1; sq <= s.squares;) {
    const Bitboard bit = Bitboard{1} << bit_of(s, sq);
    if ((pieces & bit) == 0) {
      ++sq;
      continue;
    }
    const bool king = (kings & bit) != 0;
    int last = sq;
    while (last < s.squares && (pieces & Bitboard{1} << bit_of(s, last + 1)) != 0 &&
           ((kings & Bitboard{1} << bit_of(s, last + 1)) != 0) == king) {
      ++last;
    }
    if (last - sq < 2) last = sq;
    absl::StrAppend(&out, first ? "" : ",", king ? "K" : "", sq);
    if (last > sq) absl::StrAppend(&out, "-", last);
    first = false;
    sq = last + 1;
  }
}

}  // namespace

absl::StatusOr<Position> parse_fen(Game game, std::string_view fen) {
  const Shape s = shape(game);
  const absl::string_view stripped = absl::StripAsciiWhitespace(av(fen));
  std::string_view text(stripped.data(), stripped.size());
  if (!text.empty() && text.back() == '.') text.remove_suffix(1);
  std::vector<std::string_view> fields;
  for (const absl::string_view field : absl::StrSplit(av(text), ':')) fields.emplace_back(field.data(), field.size());
  if (fields.size() < 3) return fen_error(fen, "expected TURN:WHITE-PIECES:BLACK-PIECES, as W:W31-50:B1-20");
  if (fields[0] != "W" && fields[0] != "B") return fen_error(fen, "the side to move must be W or B");
  Pieces white, black;
  bool seen_white = false, seen_black = false;
  for (std::size_t i = 1; i < fields.size(); ++i) {
    const std::string_view field = fields[i];
    const bool is_white = !field.empty() && field[0] == 'W';
    if (is_white || (!field.empty() && field[0] == 'B')) {
      bool& seen = is_white ? seen_white : seen_black;
      if (seen) return fen_error(fen, absl::StrCat("the pieces of ", is_white ? "White" : "Black", " are given twice"));
      seen = true;
      if (absl::Status st = read_pieces(game, fen, field.substr(1), is_white ? white : black); !st.ok()) return st;
    } else if (i < 3 || !is_counter(field)) {
      return fen_error(fen, absl::StrCat("'", av(field), "' is neither a colour's pieces (W..., B...) nor a counter"));
    }
  }
  if (!seen_white || !seen_black) return fen_error(fen, "both colours' pieces must be given");
  if ((white.all & black.all) != 0) {
    return fen_error(
        fen, absl::StrCat("square ", square_of(s, std::countr_zero(white.all & black.all)), " holds both colours"));
  }
  if ((white.all & ~white.kings & crowning_row(s, Color::kWhite)) != 0 ||
      (black.all & ~black.kings & crowning_row(s, Color::kBlack)) != 0) {
    return fen_error(fen, "a man stands on the row where it would have been crowned");
  }
  return Position(game, fields[0] == "W" ? Color::kWhite : Color::kBlack, white.all, black.all,
                  white.kings | black.kings);
}

std::string to_fen(const Position& pos) {
  const Shape s = pos.shape();
  std::string out = pos.side_to_move() == Color::kWhite ? "W:W" : "B:W";
  append_list(out, s, pos.pieces(Color::kWhite), pos.kings());
  out += ":B";
  append_list(out, s, pos.pieces(Color::kBlack), pos.kings());
  return out;
}

}  // namespace drawbridge::draughts
