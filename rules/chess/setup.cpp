// Position::from_setup: the checks that make a Setup a position that can arise in a game
// (as far as the FEN fields can tell), each rejection naming its reason.
#include <algorithm>
#include <string>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "rules/chess/names.h"
#include "rules/chess/position.h"

namespace drawbridge::chess {
namespace {

// Beyond these no game can plausibly have gone; larger values are typing errors.
constexpr int kMaxHalfmoveClock = 9999;
constexpr int kMaxFullmoveNumber = 99999;

int home_rank(Color c) { return c == kWhite ? 0 : 7; }

// A hand-built Setup can hold values no FEN produces.
absl::Status check_codes(const Setup& setup) {
  if (setup.side_to_move != kWhite && setup.side_to_move != kBlack) {
    return absl::InvalidArgumentError("side to move: neither white nor black");
  }
  for (int s = kA1; s <= kH8; ++s) {
    const Piece p = setup.board[s];
    if (p != kNoPiece && (type_of(p) == kNoPieceType || type_of(p) > kKing || (p & ~15) != 0)) {
      return absl::InvalidArgumentError(
          absl::StrCat("placement: invalid piece code ", int(p), " on ", square_name(Square(s))));
    }
  }
  return absl::OkStatus();
}

absl::Status check_kings(const Setup& setup) {
  for (const Color c : {kWhite, kBlack}) {
    const auto kings = std::count(setup.board.begin(), setup.board.end(), make_piece(c, kKing));
    if (kings == 0) return absl::InvalidArgumentError(absl::StrCat("placement: there is no ", color_name(c), " king"));
    if (kings > 1) {
      return absl::InvalidArgumentError(absl::StrCat("placement: ", color_name(c), " has ", kings, " kings"));
    }
  }
  return absl::OkStatus();
}

absl::Status check_pawn_ranks(const Setup& setup) {
  for (int s = kA1; s <= kH8; ++s) {
    const int rank = rank_of(Square(s));
    if (type_of(setup.board[s]) == kPawn && (rank == 0 || rank == 7)) {
      return absl::InvalidArgumentError(absl::StrCat("placement: pawn on ", square_name(Square(s)),
                                                     ", but pawns cannot stand on the first or last rank"));
    }
  }
  return absl::OkStatus();
}

absl::Status check_clocks(const Setup& setup) {
  if (setup.halfmove_clock < 0 || setup.halfmove_clock > kMaxHalfmoveClock) {
    return absl::InvalidArgumentError(
        absl::StrCat("halfmove clock: ", setup.halfmove_clock, " is outside 0..", kMaxHalfmoveClock));
  }
  if (setup.fullmove_number < 1 || setup.fullmove_number > kMaxFullmoveNumber) {
    return absl::InvalidArgumentError(
        absl::StrCat("fullmove number: ", setup.fullmove_number, " is outside 1..", kMaxFullmoveNumber));
  }
  return absl::OkStatus();
}

Square king_on_rank(const Setup& setup, Color c, int rank) {
  for (int f = 0; f < 8; ++f) {
    if (setup.board[make_square(f, rank)] == make_piece(c, kKing)) return make_square(f, rank);
  }
  return kNoSquare;
}

// One castling rook: an own rook on the home rank, with the king on that rank beside it.
absl::Status check_castling_rook(const Setup& setup, Square rook) {
  if (rook < kA1 || rook > kH8) return absl::InvalidArgumentError("castling: rook square off the board");
  const std::string name = square_name(rook);
  const Piece piece = setup.board[rook];
  if (type_of(piece) != kRook) {
    return absl::InvalidArgumentError(absl::StrCat("castling: a right names ", name, ", which holds no rook"));
  }
  const Color c = color_of(piece);
  if (rank_of(rook) != home_rank(c)) {
    return absl::InvalidArgumentError(
        absl::StrCat("castling: the ", color_name(c), " rook on ", name, " is not on its first rank"));
  }
  const Square king = king_on_rank(setup, c, home_rank(c));
  if (king == kNoSquare) {
    return absl::InvalidArgumentError(absl::StrCat("castling: right with the rook on ", name, ", but the ",
                                                   color_name(c), " king is not on rank ", home_rank(c) + 1));
  }
  if (!setup.chess960 && (file_of(king) != 4 || (file_of(rook) != 0 && file_of(rook) != 7))) {
    return absl::InvalidArgumentError(absl::StrCat(
        "castling: in standard chess the ", color_name(c), " king must be on e", home_rank(c) + 1,
        " and the rook in a corner (king on ", square_name(king), ", rook on ", name, "); is this Chess960?"));
  }
  return absl::OkStatus();
}

absl::Status check_castling(const Setup& setup) {
  int sides_seen = 0;  // bit (2 * colour + king side)
  for (const Square rook : setup.castling_rooks) {
    if (auto status = check_castling_rook(setup, rook); !status.ok()) return status;
    const Color c = color_of(setup.board[rook]);
    const bool king_side = file_of(rook) > file_of(king_on_rank(setup, c, home_rank(c)));
    const int bit = 1 << (2 * c + king_side);
    if (sides_seen & bit) {
      return absl::InvalidArgumentError(
          absl::StrCat("castling: two ", color_name(c), " rights on the ", king_side ? "king" : "queen", " side"));
    }
    sides_seen |= bit;
  }
  return absl::OkStatus();
}

// The en passant square must be the one a pawn of the side not to move just passed over.
absl::Status check_ep_square(const Setup& setup) {
  const Square ep = setup.ep_square;
  if (ep == kNoSquare) return absl::OkStatus();
  if (ep < kA1 || ep > kH8) return absl::InvalidArgumentError("en passant: square off the board");
  const Color us = setup.side_to_move;
  const Color them = ~us;
  const std::string name = square_name(ep);
  const int expected_rank = us == kWhite ? 5 : 2;
  if (rank_of(ep) != expected_rank) {
    return absl::InvalidArgumentError(absl::StrCat("en passant: ", name, " is not on rank ", expected_rank + 1,
                                                   ", where a ", color_name(them), " double step would pass"));
  }
  const int forward = us == kWhite ? 8 : -8;  // the direction the side to move's pawns go
  const Square pawn = Square(ep - forward);
  const Square origin = Square(ep + forward);
  if (setup.board[pawn] != make_piece(them, kPawn)) {
    return absl::InvalidArgumentError(absl::StrCat("en passant: ", name, " but no ", color_name(them), " pawn on ",
                                                   square_name(pawn), " made a double step"));
  }
  if (setup.board[ep] != kNoPiece || setup.board[origin] != kNoPiece) {
    return absl::InvalidArgumentError(absl::StrCat("en passant: ", name, " but ", square_name(ep), " or ",
                                                   square_name(origin),
                                                   " is occupied, so no double step passed over it"));
  }
  if (setup.halfmove_clock != 0) {
    return absl::InvalidArgumentError(absl::StrCat("en passant: ", name, " set, but the halfmove clock is ",
                                                   setup.halfmove_clock, "; a double step resets it to 0"));
  }
  return absl::OkStatus();
}

absl::Status check_placement_and_fields(const Setup& setup) {
  for (auto check : {check_codes, check_kings, check_pawn_ranks, check_clocks, check_castling, check_ep_square}) {
    if (auto status = check(setup); !status.ok()) return status;
  }
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<Position> Position::from_setup(const Setup& setup) {
  if (auto status = check_placement_and_fields(setup); !status.ok()) return status;
  Position pos;
  pos.init_unchecked(setup);
  const Color them = ~setup.side_to_move;
  if (pos.attackers_to(pos.king_square(them), pos.pieces()) & pos.pieces(setup.side_to_move)) {
    return absl::InvalidArgumentError(absl::StrCat("check: the ", color_name(them), " king is in check but it is ",
                                                   color_name(setup.side_to_move), " to move"));
  }
  return pos;
}

}  // namespace drawbridge::chess
