#include "watch/game/replayed_game.h"

namespace drawbridge::watch {

draw::Event watch_alert(draw::EventKind kind, const std::string& edition, const ReplayedGame* game) {
  draw::Event e;
  e.kind = kind;
  e.edition = edition;
  if (game) {
    e.ply = game->ply();
    e.fen = game->fen();
  }
  return e;
}

}  // namespace drawbridge::watch
