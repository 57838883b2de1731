// Writes the HTML report of the hand-made sample games to the file named on the command line and
// prints how many findings it holds, for scan_html_browser_test.py to check in Chromium.
#include <fstream>
#include <iostream>

#include "../support/sample_findings.h"
#include "scan/html_report.h"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: scan_html_sample OUT.html\n";
    return 2;
  }
  const auto games = drawbridge::scan::samples::three_games();
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
