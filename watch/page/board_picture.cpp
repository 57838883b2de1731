#include "watch/page/board_picture.h"

#include <optional>

#include "absl/status/statusor.h"
#include "absl/strings/numbers.h"
#include "render/draughts_svg_board.h"
#include "render/svg_board.h"
#include "rules/chess/fen.h"
#include "rules/chess/san.h"
#include "rules/draughts/fen.h"
#include "support/absl_view.h"

namespace drawbridge::watch {
namespace {

// Standard chess first; a Chess960 game's castling rights only parse as Chess960.
absl::StatusOr<chess::Position> position_of(std::string_view fen) {
  absl::StatusOr<chess::Position> pos = chess::parse_fen(fen);
  if (!pos.ok()) pos = chess::parse_fen(fen, /*chess960=*/true);
  return pos;
}

// The placement and the side to move: the FEN fields a move decides.
std::string_view board_and_turn(std::string_view fen) {
  const size_t first = fen.find(' ');
  return fen.substr(0, first == std::string_view::npos ? fen.size() : fen.find(' ', first + 1));
}

// The move `san` from `before`, if it leads to the position `after`.
std::optional<chess::Move> move_between(std::string_view before, std::string_view san, std::string_view after) {
  absl::StatusOr<chess::Position> pos = position_of(before);
  if (!pos.ok()) return std::nullopt;
  const absl::StatusOr<chess::Move> move = chess::parse_san(*pos, san);
  if (!move.ok()) return std::nullopt;
  pos->make_move(*move);
  if (board_and_turn(chess::to_fen(*pos)) != board_and_turn(after)) return std::nullopt;
  return *move;
}

// The first and last squares of a move written with square numbers (`32-28`, `47x38x24`); none
// (0, 0) for one written algebraically.
std::pair<int, int> numbered_ends(std::string_view move) {
  const std::size_t first_end = move.find_first_of("-x");
  const std::size_t last_begin = move.find_last_of("-x");
  int from = 0, to = 0;
  if (first_end == std::string_view::npos || !absl::SimpleAtoi(av(move.substr(0, first_end)), &from) ||
      !absl::SimpleAtoi(av(move.substr(last_begin + 1)), &to)) {
    return {0, 0};
  }
  return {from, to};
}

}  // namespace

std::optional<std::string> BoardPictures::svg(const std::string& key, const BoardState& board) {
  if (board.draughts) return draughts_svg(key, board);
  const absl::StatusOr<chess::Position> pos = position_of(board.fen);
  if (!pos.ok()) return std::nullopt;
  std::optional<chess::Move> last_move;
  if (follows_previous(key, board)) last_move = move_between(previous_[key].first, *board.last_move, board.fen);
  previous_[key] = {board.fen, board.ply};
  return render::board_svg(*pos, last_move);
}

bool BoardPictures::follows_previous(const std::string& key, const BoardState& board) const {
  const auto seen = previous_.find(key);
  return seen != previous_.end() && board.last_move && board.ply >= 0 && seen->second.second + 1 == board.ply;
}

std::optional<std::string> BoardPictures::draughts_svg(const std::string& key, const BoardState& board) {
  const absl::StatusOr<draughts::Position> pos = draughts::parse_fen(*board.draughts, board.fen);
  if (!pos.ok()) return std::nullopt;
  std::pair<int, int> squares{0, 0};
  if (follows_previous(key, board)) squares = numbered_ends(*board.last_move);
  previous_[key] = {board.fen, board.ply};
  return render::draughts_board_svg(*pos, squares.first, squares.second);
}

}  // namespace drawbridge::watch
