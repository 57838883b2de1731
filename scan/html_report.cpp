#include "scan/html_report.h"

#include <string_view>
#include <variant>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "render/draughts_svg_board.h"
#include "render/html_escape.h"
#include "render/svg_board.h"
#include "rules/chess/fen.h"
#include "rules/draughts/fen.h"
#include "support/absl_view.h"

namespace drawbridge::scan {
namespace {

using render::append_html_escaped;
using render::board_svg;
using render::draughts_board_svg;
using render::html_escape;

constexpr std::string_view kStyle = R"(
body { font-family: 'DejaVu Sans', system-ui, sans-serif; margin: 1.5em auto; max-width: 80em;
       padding: 0 1em; color: #222; background: #fff; line-height: 1.4; }
h1 { font-size: 1.6em; margin-bottom: 0.2em; }
h2 { font-size: 1.3em; margin-top: 1.6em; border-bottom: 1px solid #ccc; }
h3 { font-size: 1.05em; margin: 0 0 0.4em 0; }
table { border-collapse: collapse; margin: 0.6em 0; }
th, td { border: 1px solid #ccc; padding: 0.25em 0.6em; text-align: left; vertical-align: top; }
th { background: #f2f2f2; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
.counts { display: flex; flex-wrap: wrap; gap: 2em; align-items: flex-start; }
.wide { overflow-x: auto; }
table.games td.sentence { min-width: 16em; }
table.games td.word { white-space: nowrap; }
.finding { display: flex; flex-wrap: wrap; gap: 1.2em; margin: 1em 0 1.6em 0; break-inside: avoid; }
.finding .text { flex: 1; min-width: 20em; }
.moves { font-family: 'DejaVu Sans Mono', monospace; font-size: 0.9em; word-spacing: 0.1em; }
.moves mark { background: #f7ec74; font-weight: bold; }
.kind { font-weight: bold; }
.tags { color: #555; font-size: 0.9em; }
.none { font-style: italic; }
)";

std::string tag_of(const ReportedGame& game, std::string_view name) {
  for (const auto& [key, value] : game.tags) {
    if (key == name) return value;
  }
  return "?";
}

std::string with_thousands(std::int64_t n) {
  std::string digits = absl::StrCat(n < 0 ? -n : n);
  std::string out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return n < 0 ? "-" + out : out;
}

std::string kind_of(const ReportedFinding& f) { return html_escape(finding_kind_name(f.finding.kind)); }

// "tablebase, 9.3.2" with `before` ", ": the rule, then its article when it has one (a win by
// the tables or by draughts' 7.2 elsewhere has none).
std::string rule_and_article(const draw::Event& e, std::string_view before) {
  std::string text = html_escape(draw::rule_name(*e.rule));
  if (!e.article.empty()) absl::StrAppend(&text, av(before), html_escape(e.article));
  return text;
}

std::string anchor_of(const ReportedGame& game, std::size_t finding) {
  return absl::StrCat("g", game.index, "-f", finding);
}

// "1. e4 e5 2. Nf3" (or "12... Nf6 13. ..." when black moved first), the last move marked.
std::string numbered_moves(const FindingPosition& f) {
  std::string out;
  int number = f.start_move_number;
  chess::Color side = f.start_side;
  for (std::size_t i = 0; i < f.moves.size(); ++i) {
    if (i > 0) out += ' ';
    if (side == chess::kWhite) {
      absl::StrAppend(&out, number, ". ");
    } else if (i == 0) {
      absl::StrAppend(&out, number, "... ");
    }
    const bool last = i + 1 == f.moves.size();
    if (last) out += "<mark>";
    append_html_escaped(out, f.moves[i]);
    if (last) out += "</mark>";
    if (side == chess::kBlack) ++number;
    side = ~side;
  }
  return out;
}

// "29. Kf2" or "29... Kf2": the move that led to the finding's position, as a reader names it.
std::string last_move_label(const FindingPosition& f) {
  if (f.moves.empty()) return "the game's first position";
  const int before_first = f.start_side == chess::kWhite ? 0 : 1;
  const int index = static_cast<int>(f.moves.size()) - 1 + before_first;
  const int number = f.start_move_number + index / 2;
  const bool white = index % 2 == 0;
  return absl::StrCat("after ", number, white ? ". " : "... ", html_escape(f.moves.back()));
}

void append_counts_table(std::string& out, std::string_view caption, std::string_view heading,
                         const std::vector<std::pair<std::string, std::int64_t>>& counts) {
  absl::StrAppend(&out, "<table><caption>", av(caption), "</caption><tr><th>", av(heading), "</th><th>Count</th></tr>");
  if (counts.empty()) out += "<tr><td class=\"none\" colspan=\"2\">none</td></tr>";
  for (const auto& [name, count] : counts) {
    absl::StrAppend(&out, "<tr><td>", html_escape(name), "</td><td class=\"num\">", with_thousands(count),
                    "</td></tr>");
  }
  out += "</table>";
}

void append_summary(std::string& out, const ScanTotals& totals) {
  out += "<section id=\"summary\"><h2>Summary</h2><table>";
  absl::StrAppend(&out, "<tr><th>Games</th><td class=\"num\">", with_thousands(totals.games), "</td></tr>");
  absl::StrAppend(&out, "<tr><th>Plies</th><td class=\"num\">", with_thousands(totals.plies), "</td></tr>");
  absl::StrAppend(&out, "<tr><th>Games with errors</th><td class=\"num\">", with_thousands(totals.errors),
                  "</td></tr>");
  absl::StrAppend(&out, "<tr><th>Games skipped (variants, game types)</th><td class=\"num\">",
                  with_thousands(totals.skipped), "</td></tr>");
  absl::StrAppend(&out, "<tr><th>Time</th><td class=\"num\">", absl::StrFormat("%.2f s", totals.seconds), "</td></tr>");
  if (totals.seconds > 0) {
    absl::StrAppend(&out, "<tr><th>Rate</th><td class=\"num\">",
                    absl::StrFormat("%.0f games/s", static_cast<double>(totals.games) / totals.seconds), "</td></tr>");
  }
  out += "</table><div class=\"counts\">";
  append_counts_table(out, "Per rule", "Rule", totals.per_rule);
  append_counts_table(out, "Per finding", "Finding", totals.per_finding);
  out += "</div></section>";
}

// One row per finding; the game's own cells span its findings.
void append_findings_table(std::string& out, const std::vector<ReportedGame>& games) {
  out += "<section id=\"findings\"><h2>Games with findings</h2>";
  std::size_t rows = 0;
  for (const ReportedGame& game : games) rows += game.findings.size();
  if (rows == 0) {
    out += "<p class=\"none\">No findings: every result agrees with the laws.</p></section>";
    return;
  }
  out +=
      "<div class=\"wide\"><table "
      "class=\"games\"><tr><th>Game</th><th>White</th><th>Black</th><th>Event</th><th>Round</th>"
      "<th>Recorded</th><th>Lawful</th><th>Finding</th><th>Rule, article</th><th>Ply</th>"
      "<th>Sentence</th></tr>";
  for (const ReportedGame& game : games) {
    for (std::size_t k = 0; k < game.findings.size(); ++k) {
      const draw::Event& f = game.findings[k].finding.event;
      out += "<tr>";
      if (k == 0) {
        const std::string span = absl::StrCat(" rowspan=\"", game.findings.size(), "\"");
        absl::StrAppend(&out, "<td class=\"num\"", span, ">", game.index, "</td>");
        for (std::string_view name : {"White", "Black", "Event", "Round"}) {
          absl::StrAppend(&out, "<td", span, ">", html_escape(tag_of(game, name)), "</td>");
        }
        absl::StrAppend(&out, "<td class=\"word\"", span, ">", html_escape(game.recorded_result),
                        "</td><td class=\"word\"", span, ">", html_escape(game.lawful_result), "</td>");
      }
      absl::StrAppend(&out, "<td><a href=\"#", anchor_of(game, k), "\">", kind_of(game.findings[k]), "</a></td><td>",
                      rule_and_article(f, ", "), "</td><td class=\"num\">", f.ply.value_or(0),
                      "</td><td class=\"sentence\">", html_escape(f.detail), "</td></tr>");
    }
  }
  out += "</table></div></section>";
}

// The finding's board, chess or draughts; an error when its FEN does not parse.
absl::StatusOr<std::string> board_of(const FindingPosition& f, const std::string& fen) {
  if (const auto* board = std::get_if<DraughtsFindingBoard>(&f.board)) {
    absl::StatusOr<draughts::Position> pos = draughts::parse_fen(board->game, fen);
    if (!pos.ok()) return pos.status();
    return draughts_board_svg(*pos, board->from, board->to);
  }
  const ChessFindingBoard& board = std::get<ChessFindingBoard>(f.board);
  absl::StatusOr<chess::Position> pos = chess::parse_fen(fen, board.chess960);
  if (!pos.ok()) return pos.status();
  return board_svg(*pos, board.last_move);
}

void append_finding(std::string& out, const ReportedGame& game, std::size_t k) {
  const ReportedFinding& reported = game.findings[k];
  const draw::Event& f = reported.finding.event;
  const std::string fen = f.fen.value_or("");
  absl::StrAppend(&out, "<div class=\"finding\" id=\"", anchor_of(game, k), "\">");
  if (const absl::StatusOr<std::string> board = board_of(reported.position, fen); board.ok()) {
    out += *board;
  } else {
    absl::StrAppend(&out, "<p class=\"none\">No board: ", html_escape(std::string(board.status().message())), "</p>");
  }
  absl::StrAppend(&out, "<div class=\"text\"><h3><span class=\"kind\">", kind_of(reported), "</span> ",
                  last_move_label(reported.position), " (ply ", f.ply.value_or(0), ")</h3><p>",
                  rule_and_article(f, ", article "), ": ", html_escape(f.detail), "</p><p class=\"moves\">",
                  numbered_moves(reported.position), "</p><p class=\"tags\">FEN ", html_escape(fen),
                  "</p></div></div>");
}

void append_game(std::string& out, const ReportedGame& game) {
  absl::StrAppend(&out, "<section class=\"game\" id=\"g", game.index, "\"><h2>Game ", game.index, ": ",
                  html_escape(tag_of(game, "White")), " &ndash; ", html_escape(tag_of(game, "Black")), "</h2>");
  out += "<p class=\"tags\">";
  bool first = true;
  for (std::string_view name : {"Event", "Site", "Date", "Round", "Result", "Termination"}) {
    const std::string value = tag_of(game, name);
    if (value == "?") continue;
    absl::StrAppend(&out, first ? "" : " &middot; ", av(name), " ", html_escape(value));
    first = false;
  }
  absl::StrAppend(&out, first ? "" : " &middot; ", "file ", html_escape(game.file), "</p>");
  absl::StrAppend(&out, "<p>Recorded result <b>", html_escape(game.recorded_result), "</b>, lawful result <b>",
                  html_escape(game.lawful_result), "</b>.</p>");
  for (std::size_t k = 0; k < game.findings.size(); ++k) append_finding(out, game, k);
  out += "</section>";
}

}  // namespace

std::string render_html_report(const ScanTotals& totals, const std::vector<ReportedGame>& games) {
  std::string out;
  absl::StrAppend(&out,
                  "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                  "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
                  "<title>drawbridge scan report</title><style>",
                  av(kStyle), "</style></head><body><h1>drawbridge scan report</h1>");
  append_summary(out, totals);
  append_findings_table(out, games);
  for (const ReportedGame& game : games) {
    if (!game.findings.empty()) append_game(out, game);
  }
  out += "</body></html>\n";
  return out;
}

}  // namespace drawbridge::scan
