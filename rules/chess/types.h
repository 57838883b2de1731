// Basic chess vocabulary: colours, pieces, squares, bitboards and the 16-bit move.
#pragma once

#include <cstdint>

namespace drawbridge::chess {

using Bitboard = std::uint64_t;

enum Color : std::uint8_t { WHITE, BLACK, COLOR_NB = 2 };
constexpr Color operator~(Color c) { return Color(c ^ 1); }

enum PieceType : std::uint8_t { NO_PIECE_TYPE, PAWN, KNIGHT, BISHOP, ROOK, QUEEN, KING, PIECE_TYPE_NB = 7 };

// Stockfish layout: white pieces 1..6, black pieces 9..14.
enum Piece : std::uint8_t {
  NO_PIECE,
  W_PAWN = 1, W_KNIGHT, W_BISHOP, W_ROOK, W_QUEEN, W_KING,
  B_PAWN = 9, B_KNIGHT, B_BISHOP, B_ROOK, B_QUEEN, B_KING,
  PIECE_NB = 16
};
constexpr Piece make_piece(Color c, PieceType pt) { return Piece((c << 3) + pt); }
constexpr PieceType type_of(Piece p) { return PieceType(p & 7); }
constexpr Color color_of(Piece p) { return Color(p >> 3); }

// a1 = 0, b1 = 1, ..., h8 = 63.
enum Square : std::int8_t {
  SQ_A1, SQ_B1, SQ_C1, SQ_D1, SQ_E1, SQ_F1, SQ_G1, SQ_H1,
  SQ_A2, SQ_B2, SQ_C2, SQ_D2, SQ_E2, SQ_F2, SQ_G2, SQ_H2,
  SQ_A3, SQ_B3, SQ_C3, SQ_D3, SQ_E3, SQ_F3, SQ_G3, SQ_H3,
  SQ_A4, SQ_B4, SQ_C4, SQ_D4, SQ_E4, SQ_F4, SQ_G4, SQ_H4,
  SQ_A5, SQ_B5, SQ_C5, SQ_D5, SQ_E5, SQ_F5, SQ_G5, SQ_H5,
  SQ_A6, SQ_B6, SQ_C6, SQ_D6, SQ_E6, SQ_F6, SQ_G6, SQ_H6,
  SQ_A7, SQ_B7, SQ_C7, SQ_D7, SQ_E7, SQ_F7, SQ_G7, SQ_H7,
  SQ_A8, SQ_B8, SQ_C8, SQ_D8, SQ_E8, SQ_F8, SQ_G8, SQ_H8,
  SQ_NONE = 64
};
constexpr Square make_square(int file, int rank) { return Square(rank * 8 + file); }
constexpr int file_of(Square s) { return s & 7; }
constexpr int rank_of(Square s) { return s >> 3; }
constexpr Bitboard square_bb(Square s) { return Bitboard(1) << s; }

// The four castling rights. Each right belongs to one rook, identified by its square.
enum CastlingRight : std::uint8_t {
  NO_CASTLING = 0,
  WHITE_OO = 1, WHITE_OOO = 2, BLACK_OO = 4, BLACK_OOO = 8,
  ALL_CASTLING = 15
};
constexpr int castling_index(CastlingRight cr) { return cr == WHITE_OO ? 0 : cr == WHITE_OOO ? 1 : cr == BLACK_OO ? 2 : 3; }

enum class MoveKind : std::uint16_t { NORMAL = 0, PROMOTION = 1, EN_PASSANT = 2, CASTLING = 3 };

// A move in 16 bits: from (6), to (6), promotion piece - KNIGHT (2), kind (2).
// Castling is encoded as "king takes own rook" so that standard chess and Chess960 share one path.
class Move {
 public:
  constexpr Move() = default;
  constexpr Move(Square from, Square to, MoveKind kind = MoveKind::NORMAL, PieceType promotion = KNIGHT)
      : data_(std::uint16_t(from | (to << 6) | ((promotion - KNIGHT) << 12) | (std::uint16_t(kind) << 14))) {}

  static constexpr Move none() { return Move(); }

  constexpr Square from() const { return Square(data_ & 63); }
  constexpr Square to() const { return Square((data_ >> 6) & 63); }
  constexpr MoveKind kind() const { return MoveKind(data_ >> 14); }
  constexpr PieceType promotion() const { return PieceType(((data_ >> 12) & 3) + KNIGHT); }
  constexpr bool is_none() const { return data_ == 0; }
  constexpr std::uint16_t raw() const { return data_; }

  friend constexpr bool operator==(Move a, Move b) { return a.data_ == b.data_; }

 private:
  std::uint16_t data_ = 0;
};

}  // namespace drawbridge::chess
