// The report page: one board per finding, escaped PGN text, numbered moves, and a page that
// still reads when nothing was found.
#include "scan/html_report.h"

#include <doctest/doctest.h>

#include <string>

#include "../../support/sample_findings.h"
#include "count_of.h"

namespace drawbridge::scan {
namespace {

bool has(const std::string& text, std::string_view what) { return text.find(what) != std::string::npos; }

TEST_CASE("one board per finding, each with its last move marked") {
  const std::string page = render_html_report(samples::three_games_totals(), samples::three_games());
  CHECK(page.starts_with("<!DOCTYPE html>"));
  CHECK(count_of(page, "<svg class=\"board\"") == 4);
  CHECK(count_of(page, "class=\"last-from\"") == 4);
  CHECK(count_of(page, "class=\"finding\" id=\"") == 4);
  // Qxf7#: from h5 to f7; the fivefold's last move Ng8 from f6; black's Ke5 from f5.
  CHECK(has(page, "class=\"last-from\" data-square=\"h5\""));
  CHECK(has(page, "class=\"last-to\" data-square=\"f7\""));
  CHECK(has(page, "class=\"last-to\" data-square=\"g8\""));
  CHECK(has(page, "class=\"last-from\" data-square=\"f5\""));
}

TEST_CASE("PGN-derived text is escaped everywhere, and nothing is fetched or scripted") {
  const std::string page = render_html_report(samples::three_games_totals(), samples::three_games());
  CHECK_FALSE(has(page, "<script"));
  CHECK(has(page, "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"));
  CHECK(has(page, "Club &amp; &quot;Friends&quot; Open"));
  CHECK(has(page, "O&#39;Brien, Pat"));
  CHECK(has(page, "sample &lt;one&gt;.pgn"));
  CHECK(count_of(page, "http") == count_of(page, "xmlns=\"http://www.w3.org/2000/svg\""));  // namespaces only
  CHECK_FALSE(has(page, " src="));
  CHECK_FALSE(has(page, "<link"));
}

TEST_CASE("moves are numbered SAN up to the finding, the last one marked") {
  const std::string page = render_html_report(samples::three_games_totals(), samples::three_games());
  CHECK(has(page, "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. <mark>Qxf7#</mark>"));
  CHECK(has(page, "after 4. Qxf7#"));
  // From a FEN where black moves first at move 60.
  CHECK(has(page, "60... Kf5 61. Nb4 <mark>Ke5</mark>"));
  CHECK(has(page, "after 61... Ke5"));
}

TEST_CASE("the tables: counts per rule and per finding, one row per finding with its game") {
  const std::string page = render_html_report(samples::three_games_totals(), samples::three_games());
  CHECK(has(page, "<td>threefold-repetition</td><td class=\"num\">12</td>"));
  CHECK(has(page, "<td>timeout-should-be-draw</td><td class=\"num\">1</td>"));
  CHECK(has(page, "<th>Games</th><td class=\"num\">120</td>"));
  CHECK(has(page, "<th>Plies</th><td class=\"num\">9,876</td>"));
  CHECK(has(page, "480 games/s"));
  CHECK(count_of(page, "<a href=\"#g") == 4);
  CHECK(has(page, "<td class=\"num\" rowspan=\"2\">17</td>"));
  CHECK(has(page, "<a href=\"#g17-f1\">played-past-end</a>"));
  CHECK(has(page, "id=\"g17-f1\""));
}

TEST_CASE("a report with zero findings still reads") {
  ScanTotals totals;
  totals.games = 5;
  totals.plies = 400;
  totals.seconds = 0.01;
  const std::string page = render_html_report(totals, {});
  CHECK(page.starts_with("<!DOCTYPE html>"));
  CHECK(page.ends_with("</html>\n"));
  CHECK(count_of(page, "<svg") == 0);
  CHECK(has(page, "No findings"));
  CHECK(count_of(page, "<td class=\"none\" colspan=\"2\">none</td>") == 2);
}

TEST_CASE("a finding whose FEN does not parse keeps its row and says why there is no board") {
  auto games = samples::three_games();
  games.resize(1);
  games[0].findings[0].finding.event.fen = "not a fen";
  const std::string page = render_html_report(samples::three_games_totals(), games);
  CHECK(count_of(page, "<svg") == 0);
  CHECK(has(page, "No board: "));
  CHECK(count_of(page, "<a href=\"#g") == 1);
}

TEST_CASE("a Chess960 finding's FEN is read as Chess960") {
  auto games = samples::three_games();
  games.resize(1);
  games[0].findings[0] = samples::finding_at("rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1", samples::split_moves("O-O"), 1,
                                             {FindingKind::kPlayedPastEnd, draw::Rule::kCheckmate, "1", "y"}, true);
  CHECK(games[0].findings[0].finding.event.fen->starts_with("rk5r/8/8/8/8/8/8/R4RK1 b "));
  const std::string page = render_html_report(samples::three_games_totals(), games);
  CHECK(count_of(page, "<svg class=\"board\"") == 1);
  CHECK(has(page, "class=\"last-from\" data-square=\"b1\""));
  CHECK(has(page, "class=\"last-to\" data-square=\"g1\""));
  std::get<ChessFindingBoard>(games[0].findings[0].position.board).chess960 = false;
  CHECK(count_of(render_html_report(samples::three_games_totals(), games), "<svg") == 0);
}

}  // namespace
}  // namespace drawbridge::scan
