#include "proxy/hub/pos_line.h"

#include <string>
#include <string_view>
#include <utility>

#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "proxy/report/relay_event.h"
#include "rules/draughts/hub.h"
#include "support/absl_view.h"

namespace drawbridge::hub {
namespace {

absl::StatusOr<draughts::Position> read_position(const Line& pos, const draughts_draw::Edition& edition) {
  const std::optional<std::string_view> text = pos.value("pos");
  if (!text || pos.has("start")) return draughts::Position::start(edition.game);
  const std::size_t expected = static_cast<std::size_t>(draughts::shape(edition.game).squares) + 1;
  if (text->size() != expected) {
    return absl::InvalidArgumentError(absl::StrCat("bad position '", clipped(*text), "': ", text->size(),
                                                   " letters, where ", av(draughts_draw::game_name(edition.game)),
                                                   " has the side to move and ", expected - 1, " squares"));
  }
  return draughts::parse_hub_position(edition.game, *text);
}

// The moves sent, read up to the first that is not legal.
draughts_session::SentGame read_moves(draughts::Position start, std::string_view moves_text) {
  draughts_session::SentGame sent{.start = start, .moves = {}, .bad_move = std::nullopt};
  draughts::Position at = start;
  for (const absl::string_view piece : absl::StrSplit(av(moves_text), ' ', absl::SkipEmpty())) {
    const std::string_view text(piece.data(), piece.size());
    const absl::StatusOr<draughts::Move> m = draughts::parse_hub_move(at, text);
    if (!m.ok()) {
      sent.bad_move = FollowError{static_cast<int>(sent.moves.size()), clipped(text),
                                  clipped(std::string(m.status().message()), 200)};
      break;
    }
    sent.moves.push_back(*m);
    at.play(*m);
  }
  return sent;
}

}  // namespace

std::optional<FollowError> follow_pos(draughts_session::DraughtsGame& game, const Line& pos) {
  const absl::StatusOr<draughts::Position> start = read_position(pos, game.rules());
  if (!start.ok()) {
    game.forget();
    return FollowError{std::nullopt, std::nullopt, std::string(start.status().message())};
  }
  return game.follow(read_moves(*start, std::string(pos.value("moves").value_or(""))));
}

}  // namespace drawbridge::hub
