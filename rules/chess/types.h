// Basic chess vocabulary: colours, pieces, squares, bitboards and the 16-bit move.
#pragma once

#include <cstdint>

namespace drawbridge::chess {

using Bitboard = std::uint64_t;

enum Color : std::uint8_t { kWhite, kBlack, kColorCount = 2 };
constexpr Color operator~(Color c) { return Color(c ^ 1); }

enum PieceType : std::uint8_t { kNoPieceType, kPawn, kKnight, kBishop, kRook, kQueen, kKing, kPieceTypeCount = 7 };

// Tables read best as tables.
// clang-format off
// Stockfish layout: white pieces 1..6, black pieces 9..14.
enum Piece : std::uint8_t {
  kNoPiece,
  kWhitePawn = 1, kWhiteKnight, kWhiteBishop, kWhiteRook, kWhiteQueen, kWhiteKing,
  kBlackPawn = 9, kBlackKnight, kBlackBishop, kBlackRook, kBlackQueen, kBlackKing,
  kPieceCount = 16
};
constexpr Piece make_piece(Color c, PieceType pt) { return Piece((c << 3) + pt); }
constexpr PieceType type_of(Piece p) { return PieceType(p & 7); }
constexpr Color color_of(Piece p) { return Color(p >> 3); }

// a1 = 0, b1 = 1, ..., h8 = 63.
enum Square : std::int8_t {
  kA1, kB1, kC1, kD1, kE1, kF1, kG1, kH1,
  kA2, kB2, kC2, kD2, kE2, kF2, kG2, kH2,
  kA3, kB3, kC3, kD3, kE3, kF3, kG3, kH3,
  kA4, kB4, kC4, kD4, kE4, kF4, kG4, kH4,
  kA5, kB5, kC5, kD5, kE5, kF5, kG5, kH5,
  kA6, kB6, kC6, kD6, kE6, kF6, kG6, kH6,
  kA7, kB7, kC7, kD7, kE7, kF7, kG7, kH7,
  kA8, kB8, kC8, kD8, kE8, kF8, kG8, kH8,
  kNoSquare = 64
};
// clang-format on
constexpr Square make_square(int file, int rank) { return Square(rank * 8 + file); }
constexpr int file_of(Square s) { return s & 7; }
constexpr int rank_of(Square s) { return s >> 3; }
constexpr Bitboard square_bb(Square s) { return Bitboard(1) << s; }

// The four castling rights. Each right belongs to one rook, identified by its square.
enum CastlingRight : std::uint8_t {
  kNoCastling = 0,
  kWhiteOO = 1,
  kWhiteOOO = 2,
  kBlackOO = 4,
  kBlackOOO = 8,
  kAllCastling = 15
};
constexpr int castling_index(CastlingRight cr) {
  return cr == kWhiteOO ? 0 : cr == kWhiteOOO ? 1 : cr == kBlackOO ? 2 : 3;
}

enum class MoveKind : std::uint16_t { kNormal = 0, kPromotion = 1, kEnPassant = 2, kCastling = 3 };

// A move in 16 bits: from (6), to (6), promotion piece - kKnight (2), kind (2).
// Castling is encoded as "king takes own rook" so that standard chess and Chess960 share one path.
class Move {
 public:
  constexpr Move() = default;
  constexpr Move(Square from, Square to, MoveKind kind = MoveKind::kNormal, PieceType promotion = kKnight)
      : data_(std::uint16_t(from | (to << 6) | ((promotion - kKnight) << 12) | (std::uint16_t(kind) << 14))) {}

  static constexpr Move none() { return Move(); }

  constexpr Square from() const { return Square(data_ & 63); }
  constexpr Square to() const { return Square((data_ >> 6) & 63); }
  constexpr MoveKind kind() const { return MoveKind(data_ >> 14); }
  constexpr PieceType promotion() const { return PieceType(((data_ >> 12) & 3) + kKnight); }
  constexpr bool is_none() const { return data_ == 0; }
  constexpr std::uint16_t raw() const { return data_; }

  friend constexpr bool operator==(Move a, Move b) { return a.data_ == b.data_; }

 private:
  std::uint16_t data_ = 0;
};

}  // namespace drawbridge::chess
