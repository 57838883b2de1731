// The board: piece placement, side to move, castling rights, en passant, clocks,
// legal move generation, make/unmake and the FIDE 9.2 position identity key.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "rules/chess/bitboard.h"
#include "rules/chess/types.h"

namespace drawbridge::chess {

// A fixed-capacity list of legal moves (218 is the known maximum).
class MoveList {
 public:
  // The moves' storage is left unwritten until a move is pushed: the searches make a list at
  // every node, and zeroing 256 moves cost a tenth of generating them.
  MoveList() {}
  const Move* begin() const { return moves_; }
  const Move* end() const { return moves_ + size_; }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  Move operator[](std::size_t i) const { return moves_[i]; }
  bool contains(Move m) const;
  void push_back(Move m) { moves_[size_++] = m; }

 private:
  union {
    Move moves_[256];
  };
  std::size_t size_ = 0;
};

// Everything a FEN says, before validation. Built by the FEN parser or by hand in tests.
struct Setup {
  std::array<Piece, 64> board{};  // kNoPiece where empty
  Color side_to_move = kWhite;
  std::vector<Square> castling_rooks;  // the rook of each castling right, both colours
  Square ep_square = kNoSquare;        // as written: the square a double step passed over
  int halfmove_clock = 0;
  int fullmove_number = 1;
  bool chess960 = false;
};

class Position {
 public:
  // The standard starting position.
  static Position startpos();
  // Validates the setup (kings, pawns, check, castling rooks, en passant, clocks) and builds the
  // position; every rejection names its reason. Implemented in setup.cpp.
  static absl::StatusOr<Position> from_setup(const Setup& setup);

  // --- state -------------------------------------------------------------------------------
  Color side_to_move() const;
  Piece piece_on(Square s) const;
  Bitboard pieces() const;
  Bitboard pieces(Color c) const;
  Bitboard pieces(PieceType pt) const;
  Bitboard pieces(Color c, PieceType pt) const;
  Square king_square(Color c) const;
  int castling_rights() const;                          // CastlingRight bits
  Square castling_rook_square(CastlingRight cr) const;  // kNoSquare without that right
  Square ep_square() const;                             // set after every double step (and from a FEN), else kNoSquare
  bool has_legal_ep_capture() const;                    // an en passant capture is legal right now
  int halfmove_clock() const;
  int fullmove_number() const;
  bool chess960() const;

  // --- queries -----------------------------------------------------------------------------
  Bitboard checkers() const;
  bool in_check() const;
  bool is_checkmate() const;
  bool is_stalemate() const;
  Bitboard attackers_to(Square s, Bitboard occupied) const;
  bool gives_check(Move m) const;
  MoveList legal_moves() const;
  // m is one of legal_moves(), decided without generating them (move_legality.cpp).
  bool is_legal(Move m) const;
  // m moves a pawn (not en passant), knight, bishop, rook or queen of the side to move that
  // reaches m.to() (the caller has checked it): whether the king is safe afterwards, i.e.
  // whether m is legal. The pin and check test alone, for readers of notation that know the
  // reach already.
  bool keeps_king_safe(Move m) const;
  // Whether legal_moves() would be non-empty; stops at the first move found.
  bool has_legal_move() const;

  // FIDE 9.2 identity: side to move, placement, castling rights (per rook), and the en passant
  // square only when an en passant capture is legal. Updated incrementally by make/unmake.
  std::uint64_t key() const;
  // key() after m without making it, for a move of the side to move that is neither a pawn
  // move nor a capture (the moves that can repeat a position); m need not be legal: the key
  // is the board's arithmetic. Repetition claims try every such move.
  std::uint64_t key_after_reversible(Move m) const;

  // --- make / unmake -------------------------------------------------------------------------
  void make_move(Move m);  // m must be legal
  void unmake_move();      // undoes the last make_move
  Move last_move() const;  // Move::none() when nothing was made on this object

  // --- perft ----------------------------------------------------------------------------------
  std::uint64_t perft(int depth);  // leaf ply counted in bulk, as Stockfish does

  // The identity key recomputed from the board alone (tests compare it with key()).
  std::uint64_t key_from_scratch() const;

  // The implementation owns the private section (see position.cpp).
 private:
  static Position build_startpos();

  // What make_move cannot recompute on unmake, one entry per ply made (the first is the root).
  struct State {
    std::uint64_t key = 0;
    Bitboard checkers = 0;
    Move move;                     // the move that led here
    Piece captured = kNoPiece;     // what that move captured
    Square ep_square = kNoSquare;  // the square a double step just passed over
    bool ep_legal = false;         // an en passant capture onto ep_square is legal
    std::uint8_t castling = kNoCastling;
    int halfmove_clock = 0;
    int fullmove_number = 1;
  };

  void init_unchecked(const Setup& setup);
  void add_castling_right(Color c, Square rook);
  void put_piece(Piece p, Square s);
  void remove_piece(Square s);
  void move_piece(Square from, Square to);
  void do_castling(Color us, Square king_from, Square rook_from, bool undo);
  bool ep_capture_legal(Square ep_square) const;
  bool ep_move_legal(Square from, Square ep_square) const;
  bool castling_legal(Move m) const;
  bool king_step_legal(Square from, Square to) const;
  bool piece_move_legal(Move m) const;
  // No enemy man but one captured on `to` attacks the king once a man of the side to move has
  // gone from `from` to `to` (not en passant, not the king).
  bool king_unattacked_after(Square from, Square to) const;
  Bitboard attackers_of(Color c, Square s, Bitboard occupied) const;
  std::uint64_t castling_key(int rights) const;
  // The rights a move from `from` to `to` leaves of `rights`, and the key's change with them.
  void lose_castling_rights(Square from, Square to, std::uint8_t& rights, std::uint64_t& key) const;
  const State& st() const { return states_.back(); }
  State& st() { return states_.back(); }

  template <class Sink>
  void generate_legal(Sink& sink) const;
  std::uint64_t count_legal_moves() const;

  std::array<Piece, 64> board_{};
  std::array<Bitboard, kPieceTypeCount> by_type_{};  // [kNoPieceType] holds every piece
  std::array<Bitboard, kColorCount> by_color_{};
  Color side_ = kWhite;
  bool chess960_ = false;
  std::array<Square, 4> castling_rook_{kNoSquare, kNoSquare, kNoSquare, kNoSquare};  // by castling_index
  std::array<Bitboard, 4> castling_path_{};         // squares that must be empty, king and rook aside
  std::array<Bitboard, 4> castling_king_walk_{};    // squares the king crosses, its destination included
  std::array<std::uint8_t, 64> rights_touching_{};  // rights lost when a move leaves or enters a square
  std::array<std::uint64_t, 16> castling_keys_{};   // zobrist of each combination of rights
  std::vector<State> states_;
};

// The accessors that move generation, perft and the arbiter call at every node or ply, inline across files.
inline Color Position::side_to_move() const { return side_; }
inline Piece Position::piece_on(Square s) const { return board_[s]; }
inline Bitboard Position::pieces() const { return by_type_[kNoPieceType]; }
inline Bitboard Position::pieces(Color c) const { return by_color_[c]; }
inline Bitboard Position::pieces(PieceType pt) const { return by_type_[pt]; }
inline Bitboard Position::pieces(Color c, PieceType pt) const { return by_color_[c] & by_type_[pt]; }
inline Square Position::king_square(Color c) const { return lsb(pieces(c, kKing)); }
inline Bitboard Position::checkers() const { return st().checkers; }
inline bool Position::in_check() const { return st().checkers != 0; }
inline std::uint64_t Position::key() const { return st().key; }
inline int Position::halfmove_clock() const { return st().halfmove_clock; }
inline Bitboard Position::attackers_of(Color c, Square s, Bitboard occupied) const {
  return (pawn_attacks(~c, s) & pieces(c, kPawn)) | (knight_attacks(s) & pieces(c, kKnight)) |
         (king_attacks(s) & pieces(c, kKing)) |
         (bishop_attacks(s, occupied) & (pieces(c, kBishop) | pieces(c, kQueen))) |
         (rook_attacks(s, occupied) & (pieces(c, kRook) | pieces(c, kQueen)));
}
// Inline: SAN reading asks it for nearly every move it reads, and the board answers most of
// them; the attacks on the king after the move are looked at out of line (move_legality.cpp).
inline bool Position::keeps_king_safe(Move m) const {
  const Color us = side_;
  const Square from = m.from(), to = m.to();
  if (more_than_one(checkers()) || (pieces(us) & square_bb(to))) return false;
  // Out of check, a piece off every line from the king to an enemy slider is not pinned.
  const Bitboard their_sliders = pieces(~us) & (pieces(kBishop) | pieces(kRook) | pieces(kQueen));
  if (!checkers() && !(line_bb(king_square(us), from) & their_sliders)) return true;
  return king_unattacked_after(from, to);
}

}  // namespace drawbridge::chess
