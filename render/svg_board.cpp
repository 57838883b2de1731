#include "render/svg_board.h"

#include "absl/strings/str_cat.h"
#include "render/board_colours.h"
#include "render/html_escape.h"
#include "render/svg_arrow.h"
#include "rules/chess/fen.h"
#include "rules/chess/names.h"
#include "support/absl_view.h"

namespace drawbridge::render {
namespace {

using chess::Square;

constexpr int kSquare = 45;  // px per square
constexpr int kMargin = 16;  // room for the rank digits on the left and the file letters below
constexpr int kSide = kMargin + 8 * kSquare;

// Filled glyphs (U+265A..U+265F) for the body of every piece and outlined ones (U+2654..U+2659)
// for white's contour; the pawn's text presentation selector keeps emoji fonts away.
constexpr const char* kFilled[] = {"", "\u265F\uFE0E", "\u265E", "\u265D", "\u265C", "\u265B", "\u265A"};
constexpr const char* kOutline[] = {"", "\u2659\uFE0E", "\u2658", "\u2657", "\u2656", "\u2655", "\u2654"};

int left_of(Square s) { return kMargin + chess::file_of(s) * kSquare; }
int top_of(Square s) { return (7 - chess::rank_of(s)) * kSquare; }
bool is_light(Square s) { return (chess::file_of(s) + chess::rank_of(s)) % 2 == 1; }

// Where the moving piece ended: castling is stored as "king takes own rook", the king lands on
// the g- or c-file of its rank.
Square destination_of(chess::Move m) {
  if (m.kind() != chess::MoveKind::kCastling) return m.to();
  const int file = chess::file_of(m.to()) > chess::file_of(m.from()) ? 6 : 2;
  return chess::make_square(file, chess::rank_of(m.from()));
}

void append_square(std::string& out, Square s, const char* fill, std::string_view extra) {
  absl::StrAppend(&out, "<rect x=\"", left_of(s), "\" y=\"", top_of(s), "\" width=\"", kSquare, "\" height=\"", kSquare,
                  "\" fill=\"", fill, "\"", av(extra), "/>");
}

void append_marked_square(std::string& out, Square s, std::string_view role) {
  append_square(out, s, is_light(s) ? kLightMarked : kDarkMarked,
                absl::StrCat(" class=\"", av(role), "\" data-square=\"", chess::square_name(s), "\""));
}

void append_piece(std::string& out, chess::Piece p, Square s) {
  const chess::PieceType pt = chess::type_of(p);
  const int x = left_of(s) + kSquare / 2;
  const int y = top_of(s) + kSquare / 2;
  const std::string at = absl::StrCat("x=\"", x, "\" y=\"", y, "\"");
  if (chess::color_of(p) == chess::kWhite) {
    absl::StrAppend(&out, "<text ", at, " fill=\"#fff\">", kFilled[pt], "</text><text ", at, " fill=\"#000\">",
                    kOutline[pt], "</text>");
  } else {
    absl::StrAppend(&out, "<text ", at, " fill=\"#000\">", kFilled[pt], "</text>");
  }
}

void append_coordinates(std::string& out) {
  absl::StrAppend(&out,
                  "<g class=\"coordinates\" font-family=\"sans-serif\" font-size=\"11\" fill=\"#555\" "
                  "text-anchor=\"middle\" dominant-baseline=\"central\">");
  for (int i = 0; i < 8; ++i) {
    absl::StrAppend(&out, "<text x=\"", kMargin / 2, "\" y=\"", (7 - i) * kSquare + kSquare / 2, "\">", i + 1,
                    "</text>");
    absl::StrAppend(&out, "<text x=\"", kMargin + i * kSquare + kSquare / 2, "\" y=\"", 8 * kSquare + kMargin / 2,
                    "\">", std::string(1, char('a' + i)), "</text>");
  }
  out += "</g>";
}

}  // namespace

std::string board_svg(const chess::Position& pos, std::optional<chess::Move> last_move) {
  std::string out;
  out.reserve(4096);
  // The FEN is printed by us, but it lands in an attribute: keep it inert all the same.
  const std::string label = html_escape(chess::to_fen(pos));
  absl::StrAppend(&out, "<svg class=\"board\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ", kSide, " ", kSide,
                  "\" width=\"", kSide, "\" height=\"", kSide, "\" role=\"img\" aria-label=\"", label, "\">");
  absl::StrAppend(&out, "<rect x=\"", kMargin, "\" y=\"0\" width=\"", 8 * kSquare, "\" height=\"", 8 * kSquare,
                  "\" fill=\"", kLight, "\"/>");
  // The dark squares as one path: a page may hold thousands of boards.
  absl::StrAppend(&out, "<path fill=\"", kDark, "\" d=\"");
  for (int s = chess::kA1; s <= chess::kH8; ++s) {
    if (!is_light(Square(s)))
      absl::StrAppend(&out, "M", left_of(Square(s)), " ", top_of(Square(s)), "h", kSquare, "v", kSquare, "h-", kSquare,
                      "z");
  }
  out += "\"/>";
  const bool marked = last_move && !last_move->is_none();
  if (marked) {
    append_marked_square(out, last_move->from(), "last-from");
    append_marked_square(out, destination_of(*last_move), "last-to");
  }
  if (pos.in_check()) {
    const Square king = pos.king_square(pos.side_to_move());
    absl::StrAppend(&out, "<circle class=\"check\" cx=\"", left_of(king) + kSquare / 2, "\" cy=\"",
                    top_of(king) + kSquare / 2, "\" r=\"", kSquare / 2 - 2, "\" fill=\"#e33\" opacity=\"0.55\"/>");
  }
  append_coordinates(out);
  absl::StrAppend(&out,
                  "<g class=\"pieces\" font-family=\"'DejaVu Sans','Noto Sans Symbols 2','Segoe UI Symbol',"
                  "sans-serif\" font-size=\"40\" text-anchor=\"middle\" dominant-baseline=\"central\">");
  for (int s = chess::kA1; s <= chess::kH8; ++s) {
    const chess::Piece p = pos.piece_on(Square(s));
    if (p != chess::kNoPiece) append_piece(out, p, Square(s));
  }
  out += "</g>";
  if (marked) {
    const Square to = destination_of(*last_move);
    append_arrow(out, left_of(last_move->from()) + kSquare / 2.0, top_of(last_move->from()) + kSquare / 2.0,
                 left_of(to) + kSquare / 2.0, top_of(to) + kSquare / 2.0);
  }
  out += "</svg>";
  return out;
}

}  // namespace drawbridge::render
