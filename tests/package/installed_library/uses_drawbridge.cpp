// Plays a knight's shuffle under the installed fide-2023 edition until the referee ends the game
// (fivefold repetition, 9.6.1); prints the rule, or what went wrong.
#include <cstdio>
#include <string>

#include "rules/chess/position.h"
#include "rules/chess/uci_move.h"
#include "rules/chess_draw/edition.h"
#include "rules/chess_draw/referee.h"
#include "rules/laws/outcome.h"

int main(int argc, char** argv) {
  using namespace drawbridge;
  if (argc != 2) return 2;
  const absl::StatusOr<draw::Edition> edition = draw::load_edition_file(argv[1]);
  if (!edition.ok()) {
    std::printf("%s\n", std::string(edition.status().message()).c_str());
    return 1;
  }
  draw::Referee referee(*edition, draw::Policy{}, chess::Position::startpos());
  const char* shuffle[] = {"g1f3", "g8f6", "f3g1", "f6g8"};
  for (int ply = 0; !referee.ending() && ply < 40; ++ply) {
    const absl::StatusOr<chess::Move> move = chess::parse_uci_move(referee.record().position(), shuffle[ply % 4]);
    if (!move.ok() || !referee.play_legal(*move).ok()) return 1;
  }
  if (!referee.ending()) return 1;
  std::printf("%s after %d plies\n", std::string(draw::rule_name(referee.ending()->rule)).c_str(),
              referee.record().ply());
  return 0;
}
