// A draughts position (the pieces and the side to move) and its legal moves under the rules of
// its game. A move is its start, its end, the set of pieces it takes and whether the piece ends
// it as a king: two capture paths with the same four are the same move ("unique captures", the
// convention of the published perft counts), since they give the same position.
#pragma once

#include <cstdint>

#include "absl/container/inlined_vector.h"
#include "rules/draughts/board.h"

namespace drawbridge::draughts {

struct Move {
  std::uint8_t from = 0;  // bit indices (board.h), not square numbers
  std::uint8_t to = 0;
  bool crowns = false;  // a man that ends the move as a king
  Bitboard captured = 0;

  bool is_capture() const { return captured != 0; }
  friend bool operator==(const Move&, const Move&) = default;
};

using MoveList = absl::InlinedVector<Move, 64>;

class Position {
 public:
  Position(Game game, Color side, Bitboard white, Bitboard black, Bitboard kings)
      : game_(game), side_(side), white_(white), black_(black), kings_(kings) {}
  static Position start(Game game);

  Game game() const { return game_; }
  Shape shape() const { return draughts::shape(game_); }
  Color side_to_move() const { return side_; }
  Bitboard pieces(Color c) const { return c == Color::kWhite ? white_ : black_; }
  Bitboard kings() const { return kings_; }
  Bitboard occupied() const { return white_ | black_; }

  MoveList legal_moves() const;
  std::uint64_t legal_move_count() const;  // legal_moves().size(), without the list
  void play(const Move& m);
  Position after(const Move& m) const {
    Position p = *this;
    p.play(m);
    return p;
  }
  // Leaves DEPTH plies below, counting unique captures; draw laws play no part.
  std::uint64_t perft(int depth) const;

  friend bool operator==(const Position&, const Position&) = default;

 private:
  Game game_;
  Color side_;
  Bitboard white_, black_, kings_;
};

}  // namespace drawbridge::draughts
