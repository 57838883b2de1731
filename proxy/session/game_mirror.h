// The mirror of the game the GUI is playing: follows the games a front end names (UCI's
// `position` commands, the game CECP keeps) into a Referee,
// one new move at a time. A move list that extends the last one applies only the new
// moves; a shorter or different one takes moves back first; a different start is a new
// game, unless it is a FEN reached from this game by the engine's last move and one legal
// reply (a GUI that sends only a FEN each move), which continues the record.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "rules/chess/position.h"
#include "rules/chess_draw/edition.h"
#include "rules/chess_draw/referee.h"
#include "rules/laws/policy.h"

namespace drawbridge {

// Why a `position` command could not be followed: the ply of the position where the bad
// move was to be played (0 for a broken FEN), the move as sent, and the reason.
struct MirrorError {
  int ply = 0;
  std::optional<std::string> move;
  std::string reason;
};

class GameMirror {
 public:
  GameMirror(draw::Edition edition, draw::Policy policy);

  // UCI_Chess960 changes how castling and FEN castling fields read: a new game follows.
  void set_chess960(bool on);
  // ucinewgame: the next `position` starts a new game even if it continues this one.
  void start_new_game() { new_game_requested_ = true; }
  // The game so far is replayed under the new edition and policy.
  void set_rules(draw::Edition edition, draw::Policy policy);
  const draw::Edition& edition() const { return edition_; }

  // Follows one game named by its start (`fen`, or none for the standard one) and its moves as
  // the GUI sent them (UCI's `position`). After an error the mirror is not following until a
  // later game is followed completely; it keeps the moves it could play, so that the GUI's
  // corrected move list continues the same game.
  std::optional<MirrorError> follow_sent(const std::optional<std::string>& fen,
                                         std::span<const std::string_view> moves);
  // The same for a front end that keeps the game itself (CECP): the start (`fen`, or none for
  // the standard one) and the moves played from it, every one legal.
  std::optional<MirrorError> follow(const std::optional<std::string>& fen, std::span<const chess::Move> moves);

  // A game the mirror cannot read at all: it stops following, as after an
  // error of follow().
  MirrorError lose_track(MirrorError error);

  // The engine chose `m` in the position on the board (see the class comment).
  void remember_engine_move(chess::Move m);

  bool following() const { return following_; }
  // The game; only while following() is it the GUI's game.
  const draw::Referee& referee() const { return *referee_; }
  draw::Referee& referee() { return *referee_; }
  int ply() const { return referee_ ? referee_->ply() : 0; }
  // Games begun in this process, counted from 1.
  int game() const { return game_; }

 private:
  struct EngineMove {
    int game = 0;
    int ply = 0;
    chess::Move move;
  };

  std::optional<MirrorError> follow_start(const std::optional<std::string>& fen);
  std::optional<MirrorError> begin_game(const std::optional<std::string>& fen);
  bool continue_with_fen(const std::string& fen);
  // Moves: the moves as sent (TextMoves) or as played (TypedMoves), see game_mirror.cpp.
  template <typename Moves>
  std::optional<MirrorError> follow_moves(const Moves& moves);

  draw::Edition edition_;
  draw::Policy policy_;
  bool chess960_ = false;
  bool new_game_requested_ = false;
  bool following_ = false;
  int game_ = 0;
  std::optional<draw::Referee> referee_;
  std::optional<chess::Position> start_position_;  // the record's first position
  std::string start_;                              // "startpos" or the FEN of the current command sequence
  int start_ply_ = 0;                              // the record's ply at start_ (not 0 after a FEN continued it)
  // The GUI's moves after start_ that the referee played, as sent, each packed into one
  // word (see move_code) so that the whole list of each command compares in a few hundred
  // nanoseconds. Moves after the end of the game are not kept: they change nothing.
  std::vector<std::uint64_t> move_codes_;
  std::optional<EngineMove> engine_move_;
};

}  // namespace drawbridge
