#include "render/draughts_svg_board.h"

#include "absl/strings/str_cat.h"
#include "render/board_colours.h"
#include "render/html_escape.h"
#include "render/svg_arrow.h"
#include "rules/draughts/fen.h"
#include "support/absl_view.h"

namespace drawbridge::render {
namespace {

using draughts::Color;
using draughts::Game;

// The board's geometry: 10x10 squares of 36 px (the size of the chess board), numbers inside;
// 8x8 squares of 45 px with a margin for the coordinates, as the chess board has.
struct Layout {
  int width, square, margin;

  int side() const { return margin + width * square; }
  // Square n's row from the top and column from the left: dark squares, 1 at the top left
  // (FMJD 2.6), the top row starting on the second column.
  int row(int n) const { return (n - 1) / (width / 2); }
  int column(int n) const { return 2 * ((n - 1) % (width / 2)) + (row(n) % 2 == 0 ? 1 : 0); }
  int left(int n) const { return margin + column(n) * square; }
  int top(int n) const { return row(n) * square; }
  double centre_x(int n) const { return left(n) + square / 2.0; }
  double centre_y(int n) const { return top(n) + square / 2.0; }
};

Layout layout_of(Game game) { return game == Game::kInternational ? Layout{10, 36, 0} : Layout{8, 45, 16}; }

void append_marked_square(std::string& out, const Layout& l, int n, std::string_view role) {
  absl::StrAppend(&out, "<rect x=\"", l.left(n), "\" y=\"", l.top(n), "\" width=\"", l.square, "\" height=\"", l.square,
                  "\" fill=\"", kDarkMarked, "\" class=\"", av(role), "\" data-square=\"", n, "\"/>");
}

// The FMJD diagram's numbers, small in the top left corner of each dark square.
void append_numbers(std::string& out, const Layout& l) {
  absl::StrAppend(&out,
                  "<g class=\"numbers\" font-family=\"sans-serif\" font-size=\"9\" fill=\"#fff\" opacity=\"0.8\">");
  for (int n = 1; n <= l.width * l.width / 2; ++n) {
    absl::StrAppend(&out, "<text x=\"", l.left(n) + 2, "\" y=\"", l.top(n) + 9, "\">", n, "</text>");
  }
  out += "</g>";
}

// Files a-h below and rows 1-8 on the left, as the chess board has them.
void append_coordinates(std::string& out, const Layout& l) {
  absl::StrAppend(&out,
                  "<g class=\"coordinates\" font-family=\"sans-serif\" font-size=\"11\" fill=\"#555\" "
                  "text-anchor=\"middle\" dominant-baseline=\"central\">");
  for (int i = 0; i < l.width; ++i) {
    absl::StrAppend(&out, "<text x=\"", l.margin / 2, "\" y=\"", (l.width - 1 - i) * l.square + l.square / 2, "\">",
                    i + 1, "</text>");
    absl::StrAppend(&out, "<text x=\"", l.margin + i * l.square + l.square / 2, "\" y=\"",
                    l.width * l.square + l.margin / 2, "\">", std::string(1, char('a' + i)), "</text>");
  }
  out += "</g>";
}

// A man is a disc; a king the same disc with a ring inside, in the other colour.
void append_piece(std::string& out, const Layout& l, int n, Color color, bool king) {
  const bool white = color == Color::kWhite;
  const char* fill = white ? "#fafafa" : "#1e1e1e";
  const char* edge = white ? "#1e1e1e" : "#000";
  const double r = l.square * 0.4;
  absl::StrAppend(&out, "<g class=\"", king ? "king " : "man ", white ? "white" : "black", "\" data-square=\"", n,
                  "\"><circle cx=\"", l.centre_x(n), "\" cy=\"", l.centre_y(n), "\" r=\"", r, "\" fill=\"", fill,
                  "\" stroke=\"", edge, "\" stroke-width=\"1.5\"/>");
  if (king) {
    absl::StrAppend(&out, "<circle cx=\"", l.centre_x(n), "\" cy=\"", l.centre_y(n), "\" r=\"", r * 0.5,
                    "\" fill=\"none\" stroke=\"", white ? "#1e1e1e" : "#e8c34a", "\" stroke-width=\"2.5\"/>");
  }
  out += "</g>";
}

}  // namespace

std::string draughts_board_svg(const draughts::Position& pos, int last_from, int last_to) {
  const Layout l = layout_of(pos.game());
  const draughts::Shape shape = pos.shape();
  std::string out;
  out.reserve(8192);
  const std::string label = html_escape(draughts::to_fen(pos));
  absl::StrAppend(&out, "<svg class=\"board draughts\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ", l.side(),
                  " ", l.side(), "\" width=\"", l.side(), "\" height=\"", l.side(), "\" role=\"img\" aria-label=\"",
                  label, "\">");
  absl::StrAppend(&out, "<rect x=\"", l.margin, "\" y=\"0\" width=\"", l.width * l.square, "\" height=\"",
                  l.width * l.square, "\" fill=\"", kLight, "\"/>");
  absl::StrAppend(&out, "<path fill=\"", kDark, "\" d=\"");
  for (int n = 1; n <= shape.squares; ++n) {
    absl::StrAppend(&out, "M", l.left(n), " ", l.top(n), "h", l.square, "v", l.square, "h-", l.square, "z");
  }
  out += "\"/>";
  const bool marked = last_from > 0 && last_to > 0;
  if (marked) {
    append_marked_square(out, l, last_from, "last-from");
    append_marked_square(out, l, last_to, "last-to");
  }
  if (pos.game() == Game::kInternational) {
    append_numbers(out, l);
  } else {
    append_coordinates(out, l);
  }
  out += "<g class=\"pieces\">";
  for (int n = 1; n <= shape.squares; ++n) {
    const draughts::Bitboard bit = draughts::Bitboard{1} << draughts::bit_of(shape, n);
    const bool king = (pos.kings() & bit) != 0;
    if (pos.pieces(Color::kWhite) & bit) append_piece(out, l, n, Color::kWhite, king);
    if (pos.pieces(Color::kBlack) & bit) append_piece(out, l, n, Color::kBlack, king);
  }
  out += "</g>";
  if (marked) append_arrow(out, l.centre_x(last_from), l.centre_y(last_from), l.centre_x(last_to), l.centre_y(last_to));
  out += "</svg>";
  return out;
}

}  // namespace drawbridge::render
