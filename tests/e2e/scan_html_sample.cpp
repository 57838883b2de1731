// Writes the HTML report of the hand-made sample games to the file named on the command line and
// prints how many findings it holds (the chess samples' and one draughts game's), for scan_html_browser_test.py to
// check in Chromium.
#include <fstream>
#include <iostream>

#include "../support/sample_findings.h"
#include "rules/draughts/fen.h"
#include "rules/draughts/pdn_move.h"
#include "scan/html_report.h"

namespace {

using namespace drawbridge;

// An international draughts game played on past its third occurrence (FMJD 6.1), drawn as a
// 10x10 board with kings and men of both colours.
scan::ReportedGame draughts_game() {
  const draughts::Position start = *draughts::parse_fen(draughts::Game::kInternational, "W:WK50,36,37:BK1,14,15");
  draughts::Position pos = start;
  std::vector<draughts::Move> moves;
  for (const char* text : {"50-44", "1-7", "44-50", "7-1", "50-44", "1-7", "44-50", "7-1"}) {
    moves.push_back(*draughts::parse_pdn_move(pos, text));
    pos.play(moves.back());
  }
  scan::ReportedFinding f;
  f.finding.kind = FindingKind::kPlayedPastEnd;
  f.finding.event.rule = draw::Rule::kThreefoldRepetition;
  f.finding.event.article = "6.1";
  f.finding.event.detail = "The game ended by threefold-repetition (6.1) at ply 8; 1 more ply was recorded.";
  f.finding.event.ply = static_cast<int>(moves.size());
  f.finding.event.fen = draughts::to_fen(pos);
  f.position = finding_position(start, moves);
  scan::ReportedGame game;
  game.index = 3;
  game.file = "draughts.pdn";
  game.tags = {{"Event", "Draughts sample"}, {"White", "W"}, {"Black", "B"}, {"GameType", "20"}};
  game.recorded_result = "2-0";
  game.lawful_result = "1/2-1/2";
  game.findings.push_back(std::move(f));
  return game;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: scan_html_sample OUT.html\n";
    return 2;
  }
  auto games = drawbridge::scan::samples::three_games();
  games.push_back(draughts_game());
  std::ofstream out(argv[1], std::ios::binary);
  out << drawbridge::scan::render_html_report(drawbridge::scan::samples::three_games_totals(), games);
  out.close();
  if (!out) {
    std::cerr << "cannot write " << argv[1] << "\n";
    return 2;
  }
  std::size_t findings = 0;
  for (const auto& game : games) findings += game.findings.size();
  std::cout << findings << "\n";
  return 0;
}
