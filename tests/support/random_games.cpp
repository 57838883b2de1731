#include "tests/support/random_games.h"

#include <array>
#include <string>

#include "rules/chess/fen.h"

namespace drawbridge::testing {
namespace {

using namespace chess;

enum class Style { kUniform, kPawnsAndCaptures, kPieceMoves, kTakeBacks };

// A Chess960 back rank: bishops on squares of both colours, then queen, knights, and the king
// between the rooks.
std::string chess960_fen(std::mt19937_64& rng) {
  std::array<char, 8> rank{};
  const auto free_square = [&](int nth) {
    for (int i = 0; i < 8; ++i)
      if (rank[i] == 0 && nth-- == 0) return i;
    return -1;
  };
  rank[2 * std::uniform_int_distribution<int>(0, 3)(rng)] = 'b';
  rank[2 * std::uniform_int_distribution<int>(0, 3)(rng) + 1] = 'b';
  rank[free_square(std::uniform_int_distribution<int>(0, 5)(rng))] = 'q';
  rank[free_square(std::uniform_int_distribution<int>(0, 4)(rng))] = 'n';
  rank[free_square(std::uniform_int_distribution<int>(0, 3)(rng))] = 'n';
  rank[free_square(0)] = 'r';
  rank[free_square(0)] = 'k';
  rank[free_square(0)] = 'r';
  std::string black(rank.begin(), rank.end()), white;
  for (char c : black) white += static_cast<char>(c - 'a' + 'A');
  return black + "/pppppppp/8/8/8/8/PPPPPPPP/" + white + " w KQkq - 0 1";
}

bool reversible(const Position& pos, Move m) {
  if (type_of(pos.piece_on(m.from())) == kPawn) return false;
  const Piece target = pos.piece_on(m.to());
  return m.kind() == MoveKind::kCastling || target == kNoPiece;
}

Move pick(const std::vector<Move>& moves, std::mt19937_64& rng) {
  return moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)];
}

// The moves of `legal` that the style prefers, or all of them.
std::vector<Move> preferred(const Position& pos, const MoveList& legal, Style style, Move undo) {
  std::vector<Move> out;
  for (const Move m : legal) {
    const bool keep = style == Style::kPawnsAndCaptures ? !reversible(pos, m)
                      : style == Style::kPieceMoves     ? reversible(pos, m)
                      : style == Style::kTakeBacks      ? m == undo
                                                        : true;
    if (keep) out.push_back(m);
  }
  if (out.empty()) out.assign(legal.begin(), legal.end());
  return out;
}

// The move that takes the side to move's previous move back, if it was a plain one.
Move undo_of(const std::vector<Move>& moves) {
  if (moves.size() < 2) return Move::none();
  const Move last_own = moves[moves.size() - 2];
  if (last_own.kind() != MoveKind::kNormal) return Move::none();
  return Move(last_own.to(), last_own.from());
}

}  // namespace

RandomGame random_game(std::mt19937_64& rng) {
  const bool chess960 = std::uniform_int_distribution<int>(0, 6)(rng) == 0;
  RandomGame game{chess960 ? *parse_fen(chess960_fen(rng), true) : Position::startpos(), {}};
  const Style style = static_cast<Style>(std::uniform_int_distribution<int>(0, 3)(rng));
  // The piece-move games run long enough for the seventy-five-move rule.
  const int length = style == Style::kPieceMoves ? std::uniform_int_distribution<int>(60, 320)(rng)
                                                 : std::uniform_int_distribution<int>(10, 120)(rng);
  // The styles start after an opening of uniform moves, so that pieces are out.
  const int opening = std::uniform_int_distribution<int>(0, 24)(rng);
  // A capture or pawn move now and then would keep the piece-move games from the move counts.
  std::bernoulli_distribution follow_style(style == Style::kPieceMoves ? 1.0 : 0.85);
  Position pos = game.start;
  while (static_cast<int>(game.moves.size()) < length) {
    const MoveList legal = pos.legal_moves();
    if (legal.empty()) break;
    const bool styled = static_cast<int>(game.moves.size()) >= opening && follow_style(rng);
    const Style now = styled ? style : Style::kUniform;
    const Move m = pick(preferred(pos, legal, now, undo_of(game.moves)), rng);
    game.moves.push_back(m);
    pos.make_move(m);
  }
  return game;
}

}  // namespace drawbridge::testing
