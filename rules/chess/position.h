// The board: piece placement, side to move, castling rights, en passant, clocks,
// legal move generation, make/unmake and the FIDE 9.2 position identity key.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "rules/chess/types.h"

namespace drawbridge::chess {

// A fixed-capacity list of legal moves (218 is the known maximum).
class MoveList {
 public:
  const Move* begin() const { return moves_.data(); }
  const Move* end() const { return moves_.data() + size_; }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  Move operator[](std::size_t i) const { return moves_[i]; }
  bool contains(Move m) const;
  void push_back(Move m) { moves_[size_++] = m; }

 private:
  std::array<Move, 256> moves_;
  std::size_t size_ = 0;
};

// Everything a FEN says, before validation. Built by the FEN parser or by hand in tests.
struct Setup {
  std::array<Piece, 64> board{};          // NO_PIECE where empty
  Color side_to_move = WHITE;
  std::vector<Square> castling_rooks;     // the rook of each castling right, both colours
  Square ep_square = SQ_NONE;             // as written: the square a double step passed over
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
  int castling_rights() const;                      // CastlingRight bits
  Square castling_rook_square(CastlingRight cr) const;  // SQ_NONE without that right
  Square ep_square() const;     // set after every double step (and from a FEN), else SQ_NONE
  bool has_legal_ep_capture() const;  // an en passant capture is legal right now
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
  bool is_legal(Move m) const;  // m is one of legal_moves()

  // FIDE 9.2 identity: side to move, placement, castling rights (per rook), and the en passant
  // square only when an en passant capture is legal. Updated incrementally by make/unmake.
  std::uint64_t key() const;

  // --- make / unmake -------------------------------------------------------------------------
  void make_move(Move m);     // m must be legal
  void unmake_move();         // undoes the last make_move
  Move last_move() const;     // Move::none() when nothing was made on this object

  // --- perft ----------------------------------------------------------------------------------
  std::uint64_t perft(int depth);  // leaf ply counted in bulk, as Stockfish does

  // The implementation owns the private section (see position.cpp).
 private:
  struct State;
  void init_unchecked(const Setup& setup);
  // ... implementation members follow ...
};

}  // namespace drawbridge::chess
