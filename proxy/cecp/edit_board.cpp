#include "proxy/cecp/edit_board.h"

#include <string>

#include "absl/strings/str_cat.h"
#include "rules/chess/names.h"
#include "support/absl_view.h"

namespace drawbridge::cecp {
namespace {

// The castling rights the protocol assumes: the king and that rook on their home squares.
std::vector<chess::Square> home_castling_rooks(const chess::Setup& setup) {
  std::vector<chess::Square> rooks;
  for (const chess::Color c : {chess::kWhite, chess::kBlack}) {
    const int rank = c == chess::kWhite ? 0 : 7;
    if (setup.board[chess::make_square(4, rank)] != chess::make_piece(c, chess::kKing)) continue;
    for (const int file : {7, 0}) {
      const chess::Square rook = chess::make_square(file, rank);
      if (setup.board[rook] == chess::make_piece(c, chess::kRook)) rooks.push_back(rook);
    }
  }
  return rooks;
}

}  // namespace

EditBoard::EditBoard(const chess::Position& board) {
  for (int s = chess::kA1; s <= chess::kH8; ++s) setup_.board[s] = board.piece_on(chess::Square(s));
  setup_.side_to_move = board.side_to_move();
}

absl::Status EditBoard::apply(std::string_view command) {
  if (command == "c") {
    placing_ = ~placing_;
    return absl::OkStatus();
  }
  if (command == "#") {
    setup_.board.fill(chess::kNoPiece);
    return absl::OkStatus();
  }
  const std::optional<chess::Square> square =
      command.size() == 3 ? chess::parse_square(command.substr(1)) : std::nullopt;
  if (square && command[0] == 'x') {
    setup_.board[*square] = chess::kNoPiece;
    return absl::OkStatus();
  }
  const std::optional<chess::PieceType> piece =
      command.empty() ? std::nullopt : chess::piece_type_from_letter(command[0]);
  if (!square || !piece) return absl::InvalidArgumentError(absl::StrCat("not an edit command: ", av(command)));
  setup_.board[*square] = chess::make_piece(placing_, *piece);
  return absl::OkStatus();
}

absl::StatusOr<chess::Position> EditBoard::finish() const {
  chess::Setup setup = setup_;
  setup.castling_rooks = home_castling_rooks(setup);
  return chess::Position::from_setup(setup);
}

}  // namespace drawbridge::cecp
