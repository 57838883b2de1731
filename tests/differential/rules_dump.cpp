// rules_dump: drawbridge's side of the chessops differential test. Reads TSV game lines
// (`startpos` or a FEN, TAB, UCI moves) and prints, for every ply of every game, the line
// tests/chessops/differential.mjs prints with chessops:
//   <fen identity>|<half-move clock>|<legal moves: count:digest>|<flags>|<first ply of this key>
// The identity is the FEN's first four fields (en passant only when a capture is legal);
// the last field is the first ply whose position has the same Position::key(), so the
// identity key is checked against chessops' identity strings.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <iostream>
#include <string>
#include <string_view>
#include <unordered_map>

#include "rules/chess/fen.h"
#include "rules/chess/uci_move.h"
#include "rules/chess_draw/dead_position.h"

namespace {

using namespace drawbridge;

// As differential.mjs: from | to << 6 | promotion << 12, castling as the king's step.
std::uint32_t move_code(chess::Move m) {
  std::uint32_t to = m.to();
  if (m.kind() == chess::MoveKind::kCastling) {
    to = (m.from() & 56) | (m.to() > m.from() ? 6 : 2);
  }
  std::uint32_t code = m.from() | (to << 6);
  if (m.kind() == chess::MoveKind::kPromotion) code |= std::uint32_t(m.promotion() - chess::kKnight + 1) << 12;
  return code;
}

std::string moves_digest(const chess::MoveList& moves) {
  std::uint32_t sum = 0;
  for (chess::Move m : moves) sum += (move_code(m) + 1) * 2654435761u;
  return std::to_string(moves.size()) + ":" + std::to_string(sum);
}

std::string identity(const chess::Position& pos) {
  const std::string fen = chess::to_fen(pos);
  std::size_t cut = 0;
  for (int fields = 0; fields < 4; ++fields) cut = fen.find(' ', cut + 1);
  return fen.substr(0, cut);
}

std::string flags(const chess::Position& pos, const chess::MoveList& moves, const draw::MatePossibility& mate) {
  std::string f;
  if (pos.in_check()) f += 'c';
  if (pos.in_check() && moves.empty()) f += 'm';
  if (!pos.in_check() && moves.empty()) f += 's';
  if (draw::is_dead_position(pos, mate)) f += 'i';
  return f.empty() ? "-" : f;
}

// Dumps one game; an unreadable line is reported in the dump itself, so it shows as a diff.
void dump_game(std::string_view line, std::string& out, const draw::MatePossibility& mate) {
  const std::size_t tab = line.find('\t');
  const std::string_view start = line.substr(0, tab);
  absl::StatusOr<chess::Position> pos = start == "startpos" ? chess::Position::startpos() : chess::parse_fen(start);
  if (!pos.ok()) {
    out += "error: " + std::string(pos.status().message()) + "\n";
    return;
  }
  std::unordered_map<std::uint64_t, int> first;
  std::string_view moves = tab == std::string_view::npos ? std::string_view() : line.substr(tab + 1);
  for (int ply = 0;; ++ply) {
    first.emplace(pos->key(), ply);
    const chess::MoveList legal = pos->legal_moves();
    out += identity(*pos) + "|" + std::to_string(pos->halfmove_clock()) + "|" + moves_digest(legal) + "|" +
           flags(*pos, legal, mate) + "|" + std::to_string(first[pos->key()]) + "\n";
    while (!moves.empty() && moves.front() == ' ') moves.remove_prefix(1);
    if (moves.empty()) return;
    const std::size_t end = std::min(moves.find(' '), moves.size());
    absl::StatusOr<chess::Move> m = chess::parse_uci_move(*pos, moves.substr(0, end));
    if (!m.ok()) {
      out += "error: ply " + std::to_string(ply) + ": " + std::string(m.status().message()) + "\n";
      return;
    }
    pos->make_move(*m);
    moves.remove_prefix(end);
  }
}

}  // namespace

int main() {
  std::ios::sync_with_stdio(false);
  const draw::InsufficientMaterial mate;
  std::string line, out;
  for (int game = 1; std::getline(std::cin, line); ++game) {
    out = "# game " + std::to_string(game) + "\n";
    dump_game(line, out, mate);
    std::fwrite(out.data(), 1, out.size(), stdout);
  }
  return std::fflush(stdout) == 0 ? 0 : 1;
}
