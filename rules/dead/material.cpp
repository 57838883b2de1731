#include "rules/dead/material.h"

namespace drawbridge::dead {
namespace {

constexpr std::string_view kMaterial = "material";
constexpr std::string_view kBishopsOneColour = "bishops-one-colour";

}  // namespace

std::string_view material_proof(const chess::Position& pos, chess::Color side) {
  using namespace chess;
  const Color other = ~side;
  const Bitboard ours = pos.pieces(side) & ~pos.pieces(side, kKing);
  if (ours == 0) return kMaterial;
  if (ours & (pos.pieces(kPawn) | pos.pieces(kRook) | pos.pieces(kQueen))) return {};
  if (pos.pieces(other, kPawn)) return {};  // a promotion may bring any blocker
  const Bitboard knights = pos.pieces(side, kKnight);
  const Bitboard bishops = pos.pieces(side, kBishop);
  if (knights != 0 && bishops != 0) return {};
  if (bishops == 0) {
    if (more_than_one(knights)) return {};
    const Bitboard their_minor_or_rook =
        pos.pieces(other) & (pos.pieces(kKnight) | pos.pieces(kBishop) | pos.pieces(kRook));
    return their_minor_or_rook == 0 ? kMaterial : std::string_view();
  }
  const bool light = (bishops & kLightSquares) != 0;
  const bool dark = (bishops & ~kLightSquares) != 0;
  if (light && dark) return {};
  const Bitboard other_colour = light ? ~kLightSquares : kLightSquares;
  if (pos.pieces(other, kKnight)) return {};
  return (pos.pieces(other, kBishop) & other_colour) == 0 ? kBishopsOneColour : std::string_view();
}

}  // namespace drawbridge::dead
