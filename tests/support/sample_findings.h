// Hand-made findings for the HTML report's tests: a game replayed from a FEN and its SAN moves,
// the finding taken at a given ply, with the position, last move and moves the report draws.
#pragma once

#include <cstdlib>
#include <iostream>
#include <string>
#include <string_view>
#include <vector>

#include "rules/chess/fen.h"
#include "rules/chess/san.h"
#include "scan/html_report.h"
#include "verdict/finding_position.h"

namespace drawbridge::scan::samples {

struct FindingText {
  FindingKind kind;
  draw::Rule rule;
  std::string article, sentence;
};

// Replays the first `ply` of `moves` from `fen`; a sample that does not replay is a bug in the
// test itself, so it stops the program with the reason.
inline ReportedFinding finding_at(std::string_view fen, const std::vector<std::string>& moves, int ply,
                                  FindingText text, bool chess960 = false) {
  auto start = chess::parse_fen(fen, chess960);
  if (!start.ok()) {
    std::cerr << "sample FEN " << fen << ": " << start.status() << "\n";
    std::abort();
  }
  chess::Position pos = *start;
  std::vector<chess::Move> played;
  for (int i = 0; i < ply; ++i) {
    auto move = chess::parse_san(pos, moves.at(i));
    if (!move.ok()) {
      std::cerr << "sample move " << moves.at(i) << ": " << move.status() << "\n";
      std::abort();
    }
    pos.make_move(*move);
    played.push_back(*move);
  }
  ReportedFinding f;
  f.finding.kind = text.kind;
  f.finding.event.rule = text.rule;
  f.finding.event.article = text.article;
  f.finding.event.detail = text.sentence;
  f.finding.event.ply = ply;
  f.finding.event.fen = chess::to_fen(pos);
  f.position = finding_position(*start, played);
  return f;
}

inline std::vector<std::string> split_moves(std::string_view text) {
  std::vector<std::string> moves;
  std::string current;
  for (const char c : text) {
    if (c == ' ') {
      if (!current.empty()) moves.push_back(current);
      current.clear();
    } else {
      current += c;
    }
  }
  if (!current.empty()) moves.push_back(current);
  return moves;
}

inline std::string start_fen() { return std::string(chess::kStartFen); }

// Three games: a mate recorded as a draw (with a hostile White tag), a knight shuffle that could be
// claimed at ply 8 and ended by fivefold at ply 16 yet went on, and a time forfeit by the side with
// a lone king, from a FEN where black moves first.
inline std::vector<ReportedGame> three_games() {
  std::vector<ReportedGame> games;

  const auto mate = split_moves("e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#");
  games.push_back({.index = 3,
                   .file = "sample <one>.pgn",
                   .tags = {{"Event", "Club & \"Friends\" Open"},
                            {"Site", "?"},
                            {"Round", "1"},
                            {"White", "<script>alert('x')</script>"},
                            {"Black", "O'Brien, Pat"},
                            {"Result", "1/2-1/2"}},
                   .recorded_result = "1/2-1/2",
                   .lawful_result = "1-0",
                   .findings = {finding_at(start_fen(), mate, 7,
                                           {FindingKind::kResultContradictsLaws, draw::Rule::kCheckmate, "5.1.1",
                                            "1/2-1/2 is recorded, but White checkmated Black at ply 7."})}});

  const auto shuffle = split_moves("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 e4 e5");
  games.push_back(
      {.index = 17,
       .file = "sample-two.pgn",
       .tags = {{"Event", "Shuffle Cup"}, {"Round", "4.2"}, {"White", "Knight, A"}, {"Black", "Knight, B"}},
       .recorded_result = "1-0",
       .lawful_result = "1/2-1/2",
       .findings = {finding_at(start_fen(), shuffle, 8,
                               {FindingKind::kClaimableDrawNotClaimed, draw::Rule::kThreefoldRepetition, "9.2.1",
                                "White could have claimed a draw by threefold repetition at ply 8."}),
                    finding_at(start_fen(), shuffle, 16,
                               {FindingKind::kPlayedPastEnd, draw::Rule::kFivefoldRepetition, "9.6.1",
                                "The game ended by fivefold repetition at ply 16; 2 more moves were played."})}});

  const auto endgame = split_moves("Kf5 Nb4 Ke5");
  games.push_back({.index = 42,
                   .file = "sample-two.pgn",
                   .tags = {{"Event", "Blitz"},
                            {"Round", "9"},
                            {"White", "Rider, N"},
                            {"Black", "Lone, K"},
                            {"Termination", "time forfeit"}},
                   .recorded_result = "1-0",
                   .lawful_result = "1/2-1/2",
                   .findings = {finding_at("8/8/4k3/8/8/3NK3/8/8 b - - 10 60", endgame, 3,
                                           {FindingKind::kTimeoutShouldBeDraw, draw::Rule::kTimeout, "6.9",
                                            "Black lost on time, but White could not checkmate by any series of "
                                            "legal moves."})}});
  return games;
}

inline ScanTotals three_games_totals() {
  return {.games = 120,
          .plies = 9876,
          .errors = 1,
          .skipped = 2,
          .seconds = 0.25,
          .per_rule = {{"checkmate", 40}, {"threefold-repetition", 12}, {"fivefold-repetition", 1}},
          .per_finding = {{"result-contradicts-laws", 1},
                          {"played-past-end", 1},
                          {"timeout-should-be-draw", 1},
                          {"claimable-draw-not-claimed", 1}}};
}

}  // namespace drawbridge::scan::samples
