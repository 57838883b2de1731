// The frozen structure of a position, as blocked_pawns.cpp proves it (parts 1 and 2 of the
// argument at its top: the walls, safe from every capture, and the reach of every other man
// behind them), and the test of part 3 on it (mating_squares.cpp). Internal to rules/dead.
#pragma once

#include <array>
#include <vector>

#include "rules/chess/position.h"

namespace drawbridge::dead {

// A man other than a pawn: where it can go under (I), and which squares it can ever attack.
struct Reach {
  chess::PieceType type = chess::kNoPieceType;
  chess::Bitboard squares = 0;
  chess::Bitboard cover = 0;
};

// The men other than the frozen pawns, with their reach, for one guess of the frozen and the
// stable pawns.
struct Reaches {
  std::array<Reach, 2> king;
  std::array<std::vector<Reach>, 2> men;                // pieces, then pawns that are not frozen
  std::array<std::vector<chess::Square>, 2> pawn_from;  // where each of those pawns stands
  std::array<chess::Bitboard, 2> stands{};              // where a man of each colour other than the king may stand
  std::array<chess::Bitboard, 2> cover{};               // what those men may attack
};

struct FrozenStructure {
  chess::Bitboard frozen = 0;                     // pawns that never move again
  chess::Bitboard fixed = 0;                      // other men (kings included) that never move again
  chess::Bitboard taken_in_place = 0;             // pieces that never move, but may be captured
  std::array<chess::Bitboard, 64> group{};        // for each of those: its men G (taken_in_place.cpp)
  std::array<chess::Bitboard, 2> frozen_cover{};  // what each colour's frozen pawns attack
  Reaches reaches;
};

// The squares a man of type `pt` on `s` moves to or attacks when only `walls` block.
chess::Bitboard steps(chess::PieceType pt, chess::Square s, chess::Bitboard walls);

// Pieces that never move but may be captured where they stand (taken_in_place.cpp): what one
// attacks while its men G stand; each one's G, those without one set free; then those whose G
// may capture or be captured set free (true if any was).
chess::Bitboard cover_while_standing(const chess::Position& pos, chess::Square m, chess::Bitboard walls,
                                     chess::Bitboard group);
void group_pieces_taken_in_place(const chess::Position& pos, FrozenStructure& out);
bool free_pieces_not_taken_in_place(const chess::Position& pos, FrozenStructure& out,
                                    const std::array<chess::Bitboard, 2>& defended);

// Squares that c's bishops shut in a cage of their own always attack, wherever they stand in
// it (caged_bishops.cpp): the other king never takes a man there.
chess::Bitboard defended_by_caged_bishops(chess::Color c, const Reaches& reaches);

// Whether a man of `walls` stands on the path of every castling right left (walled_castling.cpp):
// castling is then never legal while they stand. And, cheaper than settling the structure,
// whether a man that may turn out a wall stands on each path (false: no proof to settle).
bool castling_walled_off(const chess::Position& pos, chess::Bitboard walls);
bool castling_may_be_walled_off(const chess::Position& pos);

// Part 3: no square the loser's king can reach can be a mating square of `side` under the
// structure (each needs a cover, every flight covered or blocked, and, for a king that alone
// moves, a last step that a mating move can answer).
bool no_mating_square(const chess::Position& pos, chess::Color side, const FrozenStructure& structure);

}  // namespace drawbridge::dead
