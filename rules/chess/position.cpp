// Board state, make/unmake and the FIDE 9.2 identity key. Move generation is in movegen.cpp.
#include "rules/chess/position.h"

#include <cassert>

#include "rules/chess/bitboard.h"
#include "rules/chess/castling_right.h"
#include "rules/chess/zobrist.h"

namespace drawbridge::chess {
namespace {

using zobrist::kKeys;

// Where king and rook stand after castling: g/f files on the king side, c/d on the queen side.
Square castled_king_square(Color c, bool king_side) { return relative_square(c, king_side ? kG1 : kC1); }
Square castled_rook_square(Color c, bool king_side) { return relative_square(c, king_side ? kF1 : kD1); }

// The key's change when `us` castles with the rook on `rook_from`: king and rook both move.
std::uint64_t castling_pieces_key(Color us, Square king_from, Square rook_from) {
  const bool king_side = rook_from > king_from;
  const Piece king = make_piece(us, kKing), rook = make_piece(us, kRook);
  return kKeys.piece_square[king][king_from] ^ kKeys.piece_square[king][castled_king_square(us, king_side)] ^
         kKeys.piece_square[rook][rook_from] ^ kKeys.piece_square[rook][castled_rook_square(us, king_side)];
}

}  // namespace

// --- the board's updates ---------------------------------------------------------------------
// Inline: make_move and unmake_move, the replay's innermost steps, call them for every move, and
// the calls cost more than their bodies. Only this file uses them.

inline void Position::lose_castling_rights(Square from, Square to, std::uint8_t& rights, std::uint64_t& key) const {
  const int lost = rights_touching_[from] | rights_touching_[to];
  if (rights & lost) {
    key ^= castling_keys_[rights] ^ castling_keys_[rights & ~lost];
    rights &= std::uint8_t(~lost);
  }
}

inline void Position::put_piece(Piece p, Square s) {
  const Bitboard b = square_bb(s);
  board_[s] = p;
  by_type_[kNoPieceType] |= b;
  by_type_[type_of(p)] |= b;
  by_color_[color_of(p)] |= b;
}

inline void Position::remove_piece(Square s) {
  const Piece p = board_[s];
  const Bitboard b = square_bb(s);
  board_[s] = kNoPiece;
  by_type_[kNoPieceType] ^= b;
  by_type_[type_of(p)] ^= b;
  by_color_[color_of(p)] ^= b;
}

inline void Position::move_piece(Square from, Square to) {
  const Piece p = board_[from];
  const Bitboard b = square_bb(from) | square_bb(to);
  board_[from] = kNoPiece;
  board_[to] = p;
  by_type_[kNoPieceType] ^= b;
  by_type_[type_of(p)] ^= b;
  by_color_[color_of(p)] ^= b;
}

// King and rook are both lifted before either lands: in Chess960 they may swap squares.
inline void Position::do_castling(Color us, Square king_from, Square rook_from, bool undo) {
  const bool king_side = rook_from > king_from;
  const Square king_to = castled_king_square(us, king_side), rook_to = castled_rook_square(us, king_side);
  const Piece king = make_piece(us, kKing), rook = make_piece(us, kRook);
  if (undo) {
    remove_piece(king_to);
    remove_piece(rook_to);
    put_piece(king, king_from);
    put_piece(rook, rook_from);
  } else {
    remove_piece(king_from);
    remove_piece(rook_from);
    put_piece(king, king_to);
    put_piece(rook, rook_to);
  }
}

// Built once, then copied: a copy costs a small part of building the position again, and every
// game without a FEN (scan, adjudicate, the mirror) starts here.
Position Position::startpos() {
  static const Position start = build_startpos();
  return start;
}

Position Position::build_startpos() {
  constexpr std::array<PieceType, 8> kBackRank{kRook, kKnight, kBishop, kQueen, kKing, kBishop, kKnight, kRook};
  Setup setup;
  for (int file = 0; file < 8; ++file) {
    setup.board[make_square(file, 0)] = make_piece(kWhite, kBackRank[file]);
    setup.board[make_square(file, 1)] = kWhitePawn;
    setup.board[make_square(file, 6)] = kBlackPawn;
    setup.board[make_square(file, 7)] = make_piece(kBlack, kBackRank[file]);
  }
  setup.castling_rooks = {kH1, kA1, kH8, kA8};
  Position pos;
  pos.init_unchecked(setup);
  return pos;
}

void Position::init_unchecked(const Setup& setup) {
  *this = Position();
  for (int s = 0; s < 64; ++s)
    if (setup.board[s] != kNoPiece) put_piece(setup.board[s], Square(s));
  side_ = setup.side_to_move;
  chess960_ = setup.chess960;
  states_.reserve(256);
  states_.emplace_back();
  for (const Square rook : setup.castling_rooks) {
    const Piece p = setup.board[rook];
    add_castling_right(p != kNoPiece ? color_of(p) : (rank_of(rook) == 0 ? kWhite : kBlack), rook);
  }
  for (int rights = 0; rights < 16; ++rights) castling_keys_[rights] = castling_key(rights);
  State& root = st();
  root.ep_square = setup.ep_square;
  root.halfmove_clock = setup.halfmove_clock;
  root.fullmove_number = setup.fullmove_number;
  root.checkers = attackers_of(~side_, king_square(side_), pieces());
  root.ep_legal = root.ep_square != kNoSquare && ep_capture_legal(root.ep_square);
  root.key = key_from_scratch();
}

void Position::add_castling_right(Color c, Square rook) {
  const Square king = king_square(c);
  const bool king_side = rook > king;
  const CastlingRight cr = castling_right(c, king_side);
  const int i = castling_index(cr);
  const Square king_to = castled_king_square(c, king_side), rook_to = castled_rook_square(c, king_side);
  castling_rook_[i] = rook;
  castling_path_[i] =
      (between_bb(king, king_to) | square_bb(king_to) | between_bb(rook, rook_to) | square_bb(rook_to)) &
      ~(square_bb(king) | square_bb(rook));
  castling_king_walk_[i] = between_bb(king, king_to) | square_bb(king_to);
  rights_touching_[king] |= cr;
  rights_touching_[rook] |= cr;
  st().castling |= cr;
}

std::uint64_t Position::castling_key(int rights) const {
  std::uint64_t k = 0;
  for (int i = 0; i < 4; ++i)
    if ((rights & (1 << i)) && castling_rook_[i] != kNoSquare) k ^= kKeys.castling_rook[castling_rook_[i]];
  return k;
}

std::uint64_t Position::key_from_scratch() const {
  std::uint64_t k = side_ == kBlack ? kKeys.black_to_move : 0;
  for (Bitboard b = pieces(); b;) {
    const Square s = pop_lsb(b);
    k ^= kKeys.piece_square[board_[s]][s];
  }
  k ^= castling_key(st().castling);
  if (st().ep_square != kNoSquare && ep_capture_legal(st().ep_square)) k ^= kKeys.ep_file[file_of(st().ep_square)];
  return k;
}

// --- state ---------------------------------------------------------------------------------

int Position::castling_rights() const { return st().castling; }
Square Position::castling_rook_square(CastlingRight cr) const {
  return (st().castling & cr) ? castling_rook_[castling_index(cr)] : kNoSquare;
}
Square Position::ep_square() const { return st().ep_square; }
bool Position::has_legal_ep_capture() const { return st().ep_legal; }
int Position::fullmove_number() const { return st().fullmove_number; }
bool Position::chess960() const { return chess960_; }
Move Position::last_move() const { return st().move; }

// --- queries -------------------------------------------------------------------------------

bool Position::is_checkmate() const { return in_check() && !has_legal_move(); }
bool Position::is_stalemate() const { return !in_check() && !has_legal_move(); }

Bitboard Position::attackers_to(Square s, Bitboard occupied) const {
  return (pawn_attacks(kBlack, s) & pieces(kWhite, kPawn)) | (pawn_attacks(kWhite, s) & pieces(kBlack, kPawn)) |
         (knight_attacks(s) & pieces(kKnight)) | (king_attacks(s) & pieces(kKing)) |
         (bishop_attacks(s, occupied) & (pieces(kBishop) | pieces(kQueen))) |
         (rook_attacks(s, occupied) & (pieces(kRook) | pieces(kQueen)));
}

// The capture is legal when, with both pawns gone and the capturer on the en passant square,
// nothing of the opponent attacks the king: this covers pins along files, diagonals and the
// rank shared by both pawns, and checks that the capture does not answer.
bool Position::ep_move_legal(Square from, Square ep_square) const {
  const Color us = side_;
  const Square captured = Square(ep_square - pawn_push(us));
  const Bitboard occupied = (pieces() ^ square_bb(from) ^ square_bb(captured)) | square_bb(ep_square);
  return !(attackers_of(~us, king_square(us), occupied) & ~square_bb(captured));
}

bool Position::ep_capture_legal(Square ep_square) const {
  const Color us = side_;
  const Square captured = Square(ep_square - pawn_push(us));
  if (!(pieces(~us, kPawn) & square_bb(captured)) || (pieces() & square_bb(ep_square))) return false;
  for (Bitboard b = pawn_attacks(~us, ep_square) & pieces(us, kPawn); b;)
    if (ep_move_legal(pop_lsb(b), ep_square)) return true;
  return false;
}

// Places the moving side's pieces where the move leaves them and asks whether any attacks the
// enemy king; captured enemy pieces only matter as occupancy, which the destination keeps.
bool Position::gives_check(Move m) const {
  const Color us = side_;
  const Square king = king_square(~us);
  const Square from = m.from(), to = m.to();
  std::array<Bitboard, kPieceTypeCount> ours{};
  for (int pt = kPawn; pt <= kKing; ++pt) ours[pt] = pieces(us, PieceType(pt));
  Bitboard occupied = pieces();
  const PieceType moved = type_of(piece_on(from));
  if (m.kind() == MoveKind::kCastling) {
    const bool king_side = to > from;
    const Square king_to = castled_king_square(us, king_side), rook_to = castled_rook_square(us, king_side);
    occupied = (occupied ^ square_bb(from) ^ square_bb(to)) | square_bb(king_to) | square_bb(rook_to);
    ours[kRook] = (ours[kRook] ^ square_bb(to)) | square_bb(rook_to);
  } else {
    const PieceType arriving = m.kind() == MoveKind::kPromotion ? m.promotion() : moved;
    occupied = (occupied ^ square_bb(from)) | square_bb(to);
    if (m.kind() == MoveKind::kEnPassant) occupied ^= square_bb(Square(to - pawn_push(us)));
    ours[moved] ^= square_bb(from);
    ours[arriving] |= square_bb(to);
  }
  return (pawn_attacks(~us, king) & ours[kPawn]) || (knight_attacks(king) & ours[kKnight]) ||
         (bishop_attacks(king, occupied) & (ours[kBishop] | ours[kQueen])) ||
         (rook_attacks(king, occupied) & (ours[kRook] | ours[kQueen]));
}

// The same updates as make_move, less those of pawn moves and captures; such a move leaves no
// en passant square behind.
std::uint64_t Position::key_after_reversible(Move m) const {
  const Color us = side_;
  const Square from = m.from(), to = m.to();
  const Piece piece = board_[from];
  std::uint64_t key = st().key ^ kKeys.black_to_move;
  if (st().ep_legal) key ^= kKeys.ep_file[file_of(st().ep_square)];
  if (m.kind() == MoveKind::kCastling) {
    key ^= castling_pieces_key(us, from, to);
  } else {
    key ^= kKeys.piece_square[piece][from] ^ kKeys.piece_square[piece][to];
  }
  std::uint8_t rights = st().castling;
  lose_castling_rights(from, to, rights, key);
  return key;
}

// --- make / unmake -------------------------------------------------------------------------

void Position::make_move(Move m) {
  assert(is_legal(m));
  const Color us = side_, them = ~us;
  const Square from = m.from(), to = m.to();
  const Piece piece = board_[from];
  const bool ep_was_legal = st().ep_legal;
  const Square ep_was = st().ep_square;
  states_.push_back(st());  // built in place: the previous state is no longer read below
  State& next = st();
  next.move = m;
  next.captured = kNoPiece;
  next.ep_square = kNoSquare;
  next.ep_legal = false;
  next.halfmove_clock += 1;
  next.fullmove_number += us == kBlack;
  std::uint64_t key = next.key ^ kKeys.black_to_move;
  if (ep_was_legal) key ^= kKeys.ep_file[file_of(ep_was)];

  if (m.kind() == MoveKind::kCastling) {
    do_castling(us, from, to, false);
    key ^= castling_pieces_key(us, from, to);
  } else {
    const Square captured_on = m.kind() == MoveKind::kEnPassant ? Square(to - pawn_push(us)) : to;
    next.captured = board_[captured_on];
    if (next.captured != kNoPiece) {
      remove_piece(captured_on);
      key ^= kKeys.piece_square[next.captured][captured_on];
      next.halfmove_clock = 0;
    }
    move_piece(from, to);
    key ^= kKeys.piece_square[piece][from] ^ kKeys.piece_square[piece][to];
    if (type_of(piece) == kPawn) {
      next.halfmove_clock = 0;
      if (m.kind() == MoveKind::kPromotion) {
        const Piece promoted = make_piece(us, m.promotion());
        remove_piece(to);
        put_piece(promoted, to);
        key ^= kKeys.piece_square[piece][to] ^ kKeys.piece_square[promoted][to];
      } else if ((to ^ from) == 16) {
        next.ep_square = Square(from + pawn_push(us));
      }
    }
  }

  lose_castling_rights(from, to, next.castling, key);

  side_ = them;
  next.checkers = attackers_of(us, king_square(them), pieces());
  // Only a double step next to an enemy pawn can make en passant part of the identity.
  if (next.ep_square != kNoSquare && (pawn_attacks(us, next.ep_square) & pieces(them, kPawn)) &&
      ep_capture_legal(next.ep_square)) {
    next.ep_legal = true;
    key ^= kKeys.ep_file[file_of(next.ep_square)];
  }
  next.key = key;
}

void Position::unmake_move() {
  assert(states_.size() > 1);
  const State& undone = st();
  const Move m = undone.move;
  const Color us = ~side_;
  const Square from = m.from(), to = m.to();
  side_ = us;
  if (m.kind() == MoveKind::kCastling) {
    do_castling(us, from, to, true);
  } else {
    if (m.kind() == MoveKind::kPromotion) {
      remove_piece(to);
      put_piece(make_piece(us, kPawn), to);
    }
    move_piece(to, from);
    if (undone.captured != kNoPiece) {
      put_piece(undone.captured, m.kind() == MoveKind::kEnPassant ? Square(to - pawn_push(us)) : to);
    }
  }
  states_.pop_back();
}

}  // namespace drawbridge::chess
