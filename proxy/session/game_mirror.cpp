#include "proxy/session/game_mirror.h"

#include <algorithm>
#include <utility>

#include "absl/strings/str_cat.h"
#include "rules/chess/fen.h"
#include "rules/chess/uci_move.h"

namespace drawbridge {
namespace {

constexpr std::string_view kStartpos = "startpos";

// A move's text as one word: up to 7 bytes and the length, so that equal codes mean equal
// texts. Longer tokens are no UCI moves and never equal a kept move (whose code is never 0).
std::uint64_t move_code(std::string_view text) {
  if (text.size() > 7) return 0;
  // Byte by byte in a register: a memcpy of a variable length costs a call and a
  // store-to-load stall per move, which was most of the cost of a 300-move command.
  std::uint64_t code = std::uint64_t(text.size()) << 56;
  for (std::size_t i = 0; i < text.size(); ++i) code |= std::uint64_t(static_cast<unsigned char>(text[i])) << (8 * i);
  return code;
}

// The moves of a `position` command, as sent.
struct TextMoves {
  std::span<const std::string_view> moves;
  std::size_t size() const { return moves.size(); }
  std::uint64_t code(std::size_t i) const { return move_code(moves[i]); }
  absl::StatusOr<chess::Move> read(const chess::Position& pos, std::size_t i) const {
    return chess::parse_uci_move(pos, moves[i]);
  }
  std::optional<std::string> text(std::size_t i) const { return std::string(moves[i]); }
};

// The moves of a front end's game, legal already. A typed move's code is its 16 bits under a
// top bit that no text's code has.
struct TypedMoves {
  std::span<const chess::Move> moves;
  std::size_t size() const { return moves.size(); }
  std::uint64_t code(std::size_t i) const { return (std::uint64_t{1} << 63) | moves[i].raw(); }
  absl::StatusOr<chess::Move> read(const chess::Position&, std::size_t i) const { return moves[i]; }
  std::optional<std::string> text(std::size_t) const { return std::nullopt; }
};

}  // namespace

GameMirror::GameMirror(draw::Edition edition, draw::Policy policy) : edition_(std::move(edition)), policy_(policy) {}

void GameMirror::set_chess960(bool on) {
  if (on != chess960_) new_game_requested_ = true;
  chess960_ = on;
}

void GameMirror::set_rules(draw::Edition edition, draw::Policy policy) {
  edition_ = std::move(edition);
  policy_ = policy;
  if (!referee_) return;
  const std::span<const chess::Move> moves = referee_->record().moves();
  const std::vector<chess::Move> played(moves.begin(), moves.end());
  referee_.emplace(edition_, policy_, *start_position_);
  for (chess::Move m : played) {
    if (!referee_->play_legal(m).ok()) break;
  }
  // The new edition may end the game earlier: later moves then lie past its end.
  start_ply_ = std::min(start_ply_, ply());
  move_codes_.resize(std::min<std::size_t>(move_codes_.size(), ply() - start_ply_));
}

std::optional<MirrorError> GameMirror::follow_sent(const std::optional<std::string>& fen,
                                                   std::span<const std::string_view> moves) {
  if (std::optional<MirrorError> error = follow_start(fen)) return error;
  return follow_moves(TextMoves{moves});
}

std::optional<MirrorError> GameMirror::follow(const std::optional<std::string>& fen,
                                              std::span<const chess::Move> moves) {
  if (std::optional<MirrorError> error = follow_start(fen)) return error;
  return follow_moves(TypedMoves{moves});
}

std::optional<MirrorError> GameMirror::follow_start(const std::optional<std::string>& fen) {
  const std::string_view start = fen ? std::string_view(*fen) : kStartpos;
  if (referee_ && !new_game_requested_ && start == start_) return std::nullopt;
  const bool continued = referee_ && !new_game_requested_ && fen && continue_with_fen(*fen);
  if (!continued) {
    if (std::optional<MirrorError> error = begin_game(fen)) return error;
  }
  new_game_requested_ = false;
  start_ = std::string(start);
  start_ply_ = ply();
  move_codes_.clear();
  return std::nullopt;
}

std::optional<MirrorError> GameMirror::begin_game(const std::optional<std::string>& fen) {
  absl::StatusOr<chess::Position> start = chess::parse_fen(fen ? *fen : chess::kStartFen, chess960_);
  if (!start.ok()) {
    referee_.reset();
    return lose_track(MirrorError{0, std::nullopt, absl::StrCat("bad FEN: ", start.status().message())});
  }
  start_position_ = *start;
  referee_.emplace(edition_, policy_, *std::move(start));
  ++game_;
  return std::nullopt;
}

// The FEN continues the game when it is the position after the engine's last move and one
// legal reply: only then is the record (and so every repetition in it) the game's.
bool GameMirror::continue_with_fen(const std::string& fen) {
  if (!engine_move_ || engine_move_->game != game_ || engine_move_->ply != ply() || referee_->ending()) {
    return false;
  }
  const absl::StatusOr<chess::Position> target = chess::parse_fen(fen, chess960_);
  if (!target.ok()) return false;
  chess::Position pos = referee_->position();
  pos.make_move(engine_move_->move);
  for (chess::Move reply : pos.legal_moves()) {
    pos.make_move(reply);
    const bool reached = pos.key() == target->key();
    pos.unmake_move();
    if (!reached) continue;
    const int before = ply();
    if (!referee_->play_legal(engine_move_->move).ok() || !referee_->play_legal(reply).ok()) {
      referee_->takeback(before);  // the engine's move ended the game: the FEN starts anew
      return false;
    }
    return true;
  }
  return false;
}

template <typename Moves>
std::optional<MirrorError> GameMirror::follow_moves(const Moves& moves) {
  const std::size_t common = std::min(move_codes_.size(), moves.size());
  std::size_t kept = 0;
  while (kept < common && moves.code(kept) == move_codes_[kept]) ++kept;
  if (kept < move_codes_.size()) {
    move_codes_.resize(kept);
    referee_->takeback(start_ply_ + static_cast<int>(kept));
  }
  // Past the end of the game the referee takes no moves; the GUI may still play on.
  for (std::size_t i = kept; i < moves.size() && !referee_->ending(); ++i) {
    const absl::StatusOr<chess::Move> m = moves.read(referee_->position(), i);
    if (!m.ok()) return lose_track(MirrorError{ply(), moves.text(i), std::string(m.status().message())});
    (void)referee_->play_legal(*m);  // cannot fail: the game is not over and the move is legal
    move_codes_.push_back(moves.code(i));
  }
  following_ = true;
  return std::nullopt;
}

MirrorError GameMirror::lose_track(MirrorError error) {
  following_ = false;
  engine_move_.reset();
  return error;
}

void GameMirror::remember_engine_move(chess::Move m) { engine_move_ = EngineMove{game_, ply(), m}; }

}  // namespace drawbridge
