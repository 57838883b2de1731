#include "proxy/cecp/cecp_game.h"

#include <utility>

#include "proxy/cecp/cecp_command.h"
#include "proxy/uci/uci_writer.h"
#include "rules/chess/san.h"
#include "rules/chess/uci_move.h"

namespace drawbridge::cecp {
namespace {

bool is_king_side(chess::Move m) { return (m.to() & 7) > (m.from() & 7); }

}  // namespace

void CecpGame::set_up(chess::Position start, std::optional<std::string> fen) {
  start_ = std::move(start);
  start_fen_ = std::move(fen);
  board_ = start_;
  moves_.clear();
}

absl::StatusOr<chess::Move> CecpGame::read_move(std::string_view text) const {
  if (const std::optional<chess::Move> castle = castling(text)) return *castle;
  absl::StatusOr<chess::Move> m = chess::parse_uci_move(board_, text);
  if (!m.ok() && !looks_like_move(text)) {
    if (absl::StatusOr<chess::Move> san = chess::parse_san(board_, text); san.ok()) return *san;
  }
  return m;
}

std::optional<chess::Move> CecpGame::castling(std::string_view text) const {
  const bool king_side = text == "O-O" || text == "0-0";
  if (!king_side && text != "O-O-O" && text != "0-0-0") return std::nullopt;
  for (const chess::Move m : board_.legal_moves()) {
    if (m.kind() == chess::MoveKind::kCastling && is_king_side(m) == king_side) return m;
  }
  return std::nullopt;
}

void CecpGame::play(chess::Move m) {
  moves_.push_back(m);
  board_.make_move(m);
}

bool CecpGame::take_back(int plies) {
  if (plies > static_cast<int>(moves_.size())) return false;
  moves_.resize(moves_.size() - plies);
  board_ = start_;
  for (const chess::Move m : moves_) board_.make_move(m);
  return true;
}

std::string CecpGame::cecp_move(chess::Move m) const {
  if (chess960_ && m.kind() == chess::MoveKind::kCastling) return is_king_side(m) ? "O-O" : "O-O-O";
  return chess::to_uci(board_, m);
}

void CecpGame::write_position(std::string& out, std::optional<chess::Move> extra) const {
  std::vector<std::string> texts;
  chess::Position pos = start_;
  for (const chess::Move m : moves_and(extra)) {
    texts.push_back(chess::to_uci(pos, m));
    pos.make_move(m);
  }
  uci::Position position;
  position.fen = start_fen_;
  position.moves.assign(texts.begin(), texts.end());
  uci::write(out, position);
}

std::vector<chess::Move> CecpGame::moves_and(std::optional<chess::Move> extra) const {
  std::vector<chess::Move> moves = moves_;
  if (extra) moves.push_back(*extra);
  return moves;
}

int CecpGame::moves_by(chess::Color side) const {
  int count = 0;
  chess::Color mover = start_.side_to_move();
  for (std::size_t i = 0; i < moves_.size(); ++i, mover = ~mover) count += mover == side ? 1 : 0;
  return count;
}

}  // namespace drawbridge::cecp
