// FEN parsing and printing. Field syntax is checked here; whether the described position can
// exist (kings, pawns, check, castling rooks, en passant, clock ranges) is Position::from_setup's job.
#include "rules/chess/fen.h"

#include <algorithm>
#include <array>
#include <bit>
#include <charconv>
#include <optional>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "rules/chess/names.h"

namespace drawbridge::chess {
namespace {

// Pieces of text between separators; empty pieces are kept unless skip_empty.
std::vector<std::string_view> split(std::string_view text, std::string_view separators, bool skip_empty) {
  std::vector<std::string_view> pieces;
  for (std::size_t start = 0;;) {
    const std::size_t end = std::min(text.find_first_of(separators, start), text.size());
    if (!skip_empty || end > start) pieces.push_back(text.substr(start, end - start));
    if (end == text.size()) return pieces;
    start = end + 1;
  }
}

absl::Status field_error(std::string_view field, std::string_view reason) {
  return absl::InvalidArgumentError(absl::StrCat("FEN ", std::string(field), " field: ", std::string(reason)));
}

// FEN letters: upper case for white, lower case for black.
std::optional<Piece> piece_from_letter(char c) {
  const auto pt = piece_type_from_letter(absl::ascii_toupper(static_cast<unsigned char>(c)));
  if (!pt) return std::nullopt;
  return make_piece(absl::ascii_isupper(static_cast<unsigned char>(c)) ? kWhite : kBlack, *pt);
}

char fen_letter(Piece p) {
  const char c = piece_letter(type_of(p));
  return color_of(p) == kWhite ? c : absl::ascii_tolower(static_cast<unsigned char>(c));
}

// One rank of the placement field, written from the a-file to the h-file.
absl::Status parse_rank(std::string_view text, int rank, std::array<Piece, 64>& board) {
  const int rank_number = rank + 1;
  int file = 0;
  bool previous_was_digit = false;
  for (const char c : text) {
    if (c >= '1' && c <= '8') {
      if (previous_was_digit) {
        return field_error("placement",
                           absl::StrCat("rank ", rank_number, " '", std::string(text), "' has two digits in a row"));
      }
      file += c - '0';
      previous_was_digit = true;
    } else if (const auto piece = piece_from_letter(c)) {
      if (file < 8) board[make_square(file, rank)] = *piece;
      ++file;
      previous_was_digit = false;
    } else {
      return field_error("placement", absl::StrCat("unknown piece letter '", std::string(1, c), "' in rank ",
                                                   rank_number, " '", std::string(text), "'"));
    }
    if (file > 8) {
      return field_error("placement",
                         absl::StrCat("rank ", rank_number, " '", std::string(text), "' has more than 8 squares"));
    }
  }
  if (file < 8) {
    return field_error("placement", absl::StrCat("rank ", rank_number, " '", std::string(text), "' has ", file,
                                                 " squares, expected 8"));
  }
  return absl::OkStatus();
}

absl::Status parse_placement(std::string_view field, std::array<Piece, 64>& board) {
  const std::vector<std::string_view> ranks = split(field, "/", false);
  if (ranks.size() != 8) {
    return field_error("placement",
                       absl::StrCat("'", std::string(field), "' has ", ranks.size(), " ranks, expected 8"));
  }
  for (int i = 0; i < 8; ++i) {
    if (auto status = parse_rank(ranks[i], 7 - i, board); !status.ok()) return status;
  }
  return absl::OkStatus();
}

absl::StatusOr<Color> parse_side_to_move(std::string_view field) {
  if (field == "w") return kWhite;
  if (field == "b") return kBlack;
  return field_error("side to move", absl::StrCat("'", std::string(field), "' is neither 'w' nor 'b'"));
}

// KQkq (X-FEN): the outermost rook of that colour on that side of its king, on the home rank.
absl::StatusOr<Square> outermost_rook(const std::array<Piece, 64>& board, char letter) {
  const Color color = absl::ascii_isupper(static_cast<unsigned char>(letter)) ? kWhite : kBlack;
  const bool king_side = absl::ascii_toupper(static_cast<unsigned char>(letter)) == 'K';
  const int rank = color == kWhite ? 0 : 7;
  int king_file = -1;
  for (int f = 0; f < 8; ++f) {
    if (board[make_square(f, rank)] == make_piece(color, kKing)) king_file = f;
  }
  if (king_file < 0) {
    return field_error("castling", absl::StrCat("'", std::string(1, letter), "' but the ", color_name(color),
                                                " king is not on rank ", rank + 1));
  }
  const int step = king_side ? -1 : 1;
  for (int f = king_side ? 7 : 0; f != king_file; f += step) {
    if (board[make_square(f, rank)] == make_piece(color, kRook)) return make_square(f, rank);
  }
  return field_error(
      "castling", absl::StrCat("'", std::string(1, letter), "' but there is no ", color_name(color), " rook on rank ",
                               rank + 1, " on the ", king_side ? "king" : "queen", " side of the king"));
}

absl::StatusOr<std::vector<Square>> parse_castling(std::string_view field, const std::array<Piece, 64>& board) {
  std::vector<Square> rooks;
  if (field == "-") return rooks;
  for (const char c : field) {
    Square rook;
    if (c == 'K' || c == 'Q' || c == 'k' || c == 'q') {
      auto found = outermost_rook(board, c);
      if (!found.ok()) return found.status();
      rook = *found;
    } else if (c >= 'A' && c <= 'H') {
      rook = make_square(c - 'A', 0);
    } else if (c >= 'a' && c <= 'h') {
      rook = make_square(c - 'a', 7);
    } else {
      return field_error("castling", absl::StrCat("unexpected character '", std::string(1, c), "' in '",
                                                  std::string(field), "' (expected '-', KQkq or rook files A-H/a-h)"));
    }
    if (std::find(rooks.begin(), rooks.end(), rook) != rooks.end()) {
      return field_error("castling",
                         absl::StrCat("'", std::string(field), "' names the rook on ", square_name(rook), " twice"));
    }
    rooks.push_back(rook);
  }
  return rooks;
}

absl::StatusOr<Square> parse_ep_square(std::string_view field) {
  if (field == "-") return kNoSquare;
  if (const auto square = parse_square(field)) return *square;
  return field_error("en passant", absl::StrCat("'", std::string(field), "' is neither '-' nor a square like e3"));
}

absl::StatusOr<int> parse_clock(std::string_view name, std::string_view field) {
  const bool digits_only =
      !field.empty() && std::all_of(field.begin(), field.end(), [](char c) { return c >= '0' && c <= '9'; });
  if (!digits_only) return field_error(name, absl::StrCat("'", std::string(field), "' is not a non-negative integer"));
  if (field.size() > 9) return field_error(name, absl::StrCat("'", std::string(field), "' is absurdly large"));
  int value = 0;
  for (const char c : field) value = value * 10 + (c - '0');
  return value;
}

// KQkq when the right's rook is the outermost rook on that side of the king, its file otherwise.
char castling_letter(const Position& pos, CastlingRight right) {
  const Square rook = pos.castling_rook_square(right);
  const Color color = right == kWhiteOO || right == kWhiteOOO ? kWhite : kBlack;
  const bool king_side = right == kWhiteOO || right == kBlackOO;
  const int step = king_side ? 1 : -1;
  bool outermost = true;
  for (int f = file_of(rook) + step; f >= 0 && f < 8; f += step) {
    if (pos.piece_on(make_square(f, rank_of(rook))) == make_piece(color, kRook)) outermost = false;
  }
  const char letter = outermost ? (king_side ? 'K' : 'Q') : char('A' + file_of(rook));
  return color == kWhite ? letter : absl::ascii_tolower(static_cast<unsigned char>(letter));
}

// The placement field, written at `out`: the end of what was written. Each rank's men are
// found from its byte of the occupied squares, the runs of empty squares between them counted.
char* write_placement(const Position& pos, char* out) {
  for (int rank = 7; rank >= 0; --rank) {
    int file = 0;
    for (Bitboard men = (pos.pieces() >> (8 * rank)) & 0xFF; men; men &= men - 1) {
      const int next = std::countr_zero(men);
      if (next > file) *out++ = char('0' + next - file);
      *out++ = fen_letter(pos.piece_on(make_square(next, rank)));
      file = next + 1;
    }
    if (file < 8) *out++ = char('0' + 8 - file);
    if (rank > 0) *out++ = '/';
  }
  return out;
}

char* write_castling(const Position& pos, char* out) {
  const char* start = out;
  for (const CastlingRight right : {kWhiteOO, kWhiteOOO, kBlackOO, kBlackOOO}) {
    if (pos.castling_rights() & right) *out++ = castling_letter(pos, right);
  }
  if (out == start) *out++ = '-';
  return out;
}

}  // namespace

absl::StatusOr<Setup> parse_fen_setup(std::string_view fen, bool chess960) {
  const std::vector<std::string_view> fields = split(fen, " \t", true);
  if (fields.size() != 6 && fields.size() != 4) {
    return absl::InvalidArgumentError(absl::StrCat("FEN '", std::string(fen), "' has ", fields.size(),
                                                   " fields, expected 6 (or 4 without the clocks)"));
  }
  Setup setup;
  setup.chess960 = chess960;
  if (auto status = parse_placement(fields[0], setup.board); !status.ok()) return status;
  auto side = parse_side_to_move(fields[1]);
  if (!side.ok()) return side.status();
  setup.side_to_move = *side;
  auto rooks = parse_castling(fields[2], setup.board);
  if (!rooks.ok()) return rooks.status();
  setup.castling_rooks = *std::move(rooks);
  auto ep = parse_ep_square(fields[3]);
  if (!ep.ok()) return ep.status();
  setup.ep_square = *ep;
  if (fields.size() == 6) {
    auto halfmove = parse_clock("halfmove clock", fields[4]);
    if (!halfmove.ok()) return halfmove.status();
    auto fullmove = parse_clock("fullmove number", fields[5]);
    if (!fullmove.ok()) return fullmove.status();
    setup.halfmove_clock = *halfmove;
    setup.fullmove_number = *fullmove;
  }
  return setup;
}

absl::StatusOr<Position> parse_fen(std::string_view fen, bool chess960) {
  auto setup = parse_fen_setup(fen, chess960);
  if (!setup.ok()) return setup.status();
  return Position::from_setup(*setup);
}

// Into one buffer and one string: every game scanned or adjudicated ends with its FEN.
std::string to_fen(const Position& pos) {
  // 64 letters, 7 slashes, the fields between (11 at most) and two clocks of 11 characters
  std::array<char, 128> buffer;
  char* out = write_placement(pos, buffer.data());
  *out++ = ' ';
  *out++ = pos.side_to_move() == kWhite ? 'w' : 'b';
  *out++ = ' ';
  out = write_castling(pos, out);
  *out++ = ' ';
  if (pos.has_legal_ep_capture()) {
    *out++ = char('a' + file_of(pos.ep_square()));
    *out++ = char('1' + rank_of(pos.ep_square()));
  } else {
    *out++ = '-';
  }
  *out++ = ' ';
  out = std::to_chars(out, out + 11, pos.halfmove_clock()).ptr;  // an int has 11 characters at most
  *out++ = ' ';
  out = std::to_chars(out, out + 11, pos.fullmove_number()).ptr;
  return std::string(buffer.data(), out);
}

}  // namespace drawbridge::chess
