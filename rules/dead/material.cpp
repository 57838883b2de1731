#include "rules/dead/material.h"

namespace drawbridge::dead {
namespace {

constexpr std::string_view kMaterial = "material";
constexpr std::string_view kBishopsOneColour = "bishops-one-colour";

}  // namespace


std::string_view material_forbids_mate(const chess::Position& pos, chess::Color side) {
  using namespace chess;
  const Color other = ~side;
  const Bitboard ours = pos.pieces(side) & ~pos.pieces(side, KING);
  if (ours == 0) return kMaterial;
  if (ours & (pos.pieces(PAWN) | pos.pieces(ROOK) | pos.pieces(QUEEN))) return {};
  if (pos.pieces(other, PAWN)) return {};  // a promotion may bring any blocker
  const Bitboard knights = pos.pieces(side, KNIGHT);
  const Bitboard bishops = pos.pieces(side, BISHOP);
  if (knights != 0 && bishops != 0) return {};
  if (bishops == 0) {
    if (more_than_one(knights)) return {};
    const Bitboard their_minor_or_rook = pos.pieces(other) & (pos.pieces(KNIGHT) | pos.pieces(BISHOP) | pos.pieces(ROOK));
    return their_minor_or_rook == 0 ? kMaterial : std::string_view();
  }
  const bool light = (bishops & kLightSquares) != 0;
  const bool dark = (bishops & ~kLightSquares) != 0;
  if (light && dark) return {};
  const Bitboard other_colour = light ? ~kLightSquares : kLightSquares;
  if (pos.pieces(other, KNIGHT)) return {};
  return (pos.pieces(other, BISHOP) & other_colour) == 0 ? kBishopsOneColour : std::string_view();
}

}  // namespace drawbridge::dead
