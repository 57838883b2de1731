#include "watch/page/board_picture.h"

#include <optional>

#include <boost/json/serialize.hpp>

#include "absl/status/statusor.h"
#include "render/svg_board.h"
#include "rules/chess/fen.h"
#include "rules/chess/san.h"

namespace drawbridge::watch {
namespace {

std::string_view sv(const boost::json::string& text) { return {text.data(), text.size()}; }

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

}  // namespace

void BoardPictures::add_svg(boost::json::object& board) {
  const boost::json::string* fen = board.if_contains("fen") ? board.at("fen").if_string() : nullptr;
  const boost::json::value* ply_value = board.if_contains("ply");
  if (fen == nullptr) return;
  const absl::StatusOr<chess::Position> pos = position_of(sv(*fen));
  if (!pos.ok()) return;
  const std::string key = board.if_contains("key") ? boost::json::serialize(board.at("key")) : "";
  const std::int64_t ply = ply_value && ply_value->is_int64() ? ply_value->as_int64() : -1;
  std::optional<chess::Move> last_move;
  const boost::json::value* san = board.if_contains("last_move");
  if (const auto seen = previous_.find(key);
      seen != previous_.end() && san && san->is_string() && ply >= 0 && seen->second.second + 1 == ply) {
    last_move = move_between(seen->second.first, sv(san->get_string()), sv(*fen));
  }
  previous_[key] = {std::string(sv(*fen)), ply};
  board["svg"] = render::board_svg(*pos, last_move);
}

}  // namespace drawbridge::watch
