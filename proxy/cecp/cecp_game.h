// The game as the GUI plays it in CECP, kept once: a start (the standard position, or a FEN
// from `setboard` or `edit`), the moves played from it and the board after them. Moves are
// read and written in CECP's notation: coordinates, O-O and O-O-O for Chess960 castling
// (UCI says king takes rook), and SAN from a GUI that sends it although the engine asked for
// coordinates. The session follows this game (Session::follow_game); the engine is sent it
// as a UCI `position` line.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "rules/chess/position.h"

namespace drawbridge::cecp {

class CecpGame {
 public:
  const chess::Position& board() const { return board_; }
  // None: the standard start position.
  const std::optional<std::string>& start_fen() const { return start_fen_; }
  std::span<const chess::Move> moves() const { return moves_; }
  bool chess960() const { return chess960_; }
  void set_chess960(bool on) { chess960_ = on; }

  // `new` (no FEN), `setboard` and `edit`: a new game from `start`.
  void set_up(chess::Position start, std::optional<std::string> fen);
  // The GUI's move in the position on the board, in any notation it may use.
  absl::StatusOr<chess::Move> read_move(std::string_view text) const;
  void play(chess::Move m);
  // `undo` and `remove`; false when fewer moves have been played.
  bool take_back(int plies);

  // `m`, legal on the board, as the GUI reads it.
  std::string cecp_move(chess::Move m) const;
  // Appends the `position` line for the engine; `extra` (a reply the engine expects) is played
  // after the game's moves.
  void write_position(std::string& out, std::optional<chess::Move> extra = std::nullopt) const;
  // The game's moves, and `extra` after them.
  std::vector<chess::Move> moves_and(std::optional<chess::Move> extra) const;
  // How many moves `side` has made since the start.
  int moves_by(chess::Color side) const;

 private:
  std::optional<chess::Move> castling(std::string_view text) const;

  std::optional<std::string> start_fen_;
  chess::Position start_ = chess::Position::startpos();
  chess::Position board_ = chess::Position::startpos();
  std::vector<chess::Move> moves_;
  bool chess960_ = false;
};

}  // namespace drawbridge::cecp
