// A game as recorded, for the referee to replay: its moves as text, the claims made during it
// and a flag fall (adjudicate's input line, or a PGN game).
#pragma once

#include <cstddef>
#include <optional>
#include <span>
#include <string_view>

#include "absl/status/status.h"
#include "rules/chess/position.h"
#include "rules/chess/san.h"
#include "rules/chess_draw/claim_ruling.h"

namespace drawbridge::draw {

// The moves of a game as text, each read in the position it is played in (UCI for
// adjudicate, SAN for scan and watch). Reading a move is every ply's work, so it answers a
// move or Move::none(); only a refused move asks refusal() why, in words that name the move.
class MoveText {
 public:
  virtual ~MoveText() = default;
  virtual int size() const = 0;
  virtual std::string_view text(int ply) const = 0;
  // The legal move the text of `ply` names in `pos`, or Move::none().
  virtual chess::Move move(const chess::Position& pos, int ply) const = 0;
  // Why move() refused the text of `ply` in `pos`.
  virtual absl::Status refusal(const chess::Position& pos, int ply) const = 0;
};

// The SAN tokens of a game (PGN's movetext as scan and watch read it: each token with its
// `text`), their errors as the notation says them.
template <class Token>
class SanMoves final : public MoveText {
 public:
  explicit SanMoves(std::span<const Token> tokens) : tokens_(tokens) {}
  int size() const override { return static_cast<int>(tokens_.size()); }
  std::string_view text(int ply) const override { return tokens_[static_cast<std::size_t>(ply)].text; }
  chess::Move move(const chess::Position& pos, int ply) const override {
    return chess::san_move_or_none(pos, text(ply));
  }
  absl::Status refusal(const chess::Position& pos, int ply) const override {
    return chess::parse_san(pos, text(ply)).status();
  }

 private:
  std::span<const Token> tokens_;
};

// A claim by the player on move after `ply` plies, with an intended move (UCI) or on the board.
struct ClaimRequest {
  int ply = 0;
  ClaimedRule rule = ClaimedRule::kThreefoldRepetition;
  std::optional<std::string_view> move;
  Clocks clocks;
};

// `side`'s flag fell after `ply` plies, with `side` on move (6.9).
struct FlagFall {
  chess::Color side = chess::kWhite;
  int ply = 0;
};

}  // namespace drawbridge::draw
