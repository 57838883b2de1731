// Random playouts from hand-picked positions for the notation tests, and the positions and games
// of the third-party data (tests/data/README.md) for the cases of the suite "shared-data".
#pragma once

#include <doctest/doctest.h>

#include <fstream>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "known_perft.h"
#include "rules/chess/fen.h"
#include "rules/chess/position.h"
#include "rules/chess/uci_move.h"
#include "tests/support/shared_data.h"

namespace drawbridge::chess::samples {

struct SampleFen {
  std::string fen;
  bool chess960 = false;
};

// The lines of a file of the third-party data.
inline std::vector<std::string> read_lines(std::string_view name) {
  std::ifstream in(testing::shared_data_file(name));
  REQUIRE_MESSAGE(in.good(), "cannot open ", name);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

inline std::vector<std::string> split_words(std::string_view text) {
  std::vector<std::string> words;
  std::string word;
  for (const char c : text) {
    if (c == ' ' || c == '\t') {
      if (!word.empty()) words.push_back(word);
      word.clear();
    } else {
      word += c;
    }
  }
  if (!word.empty()) words.push_back(word);
  return words;
}

// A Chess960 starting array: bishops on opposite colours, the king between the rooks.
inline std::string chess960_back_rank(std::mt19937& rng) {
  std::string rank(8, ' ');
  auto pick = [&](auto&& allowed) {
    std::vector<int> free;
    for (int f = 0; f < 8; ++f) {
      if (rank[f] == ' ' && allowed(f)) free.push_back(f);
    }
    return free[std::uniform_int_distribution<std::size_t>(0, free.size() - 1)(rng)];
  };
  rank[pick([](int f) { return f % 2 == 0; })] = 'B';
  rank[pick([](int f) { return f % 2 == 1; })] = 'B';
  rank[pick([](int) { return true; })] = 'Q';
  rank[pick([](int) { return true; })] = 'N';
  rank[pick([](int) { return true; })] = 'N';
  const char rook_king_rook[] = "RKR";
  for (int f = 0, i = 0; f < 8; ++f) {
    if (rank[f] == ' ') rank[f] = rook_king_rook[i++];
  }
  return rank;
}

inline std::string chess960_start_fen(std::mt19937& rng) {
  const std::string white = chess960_back_rank(rng);
  std::string black = white;
  for (char& c : black) c = char(c - 'A' + 'a');
  return black + "/pppppppp/8/8/8/8/PPPPPPPP/" + white + " w KQkq - 0 1";
}

inline Position parse_or_fail(const SampleFen& sample) {
  auto pos = parse_fen(sample.fen, sample.chess960);
  REQUIRE_MESSAGE(pos.ok(), sample.fen, ": ", std::string(pos.status().message()));
  return *pos;
}

// The position after each ply of a random game from `start` (start included).
inline std::vector<Position> random_playout(Position pos, int plies, std::mt19937& rng) {
  std::vector<Position> seen{pos};
  for (int ply = 0; ply < plies; ++ply) {
    const MoveList moves = pos.legal_moves();
    if (moves.empty()) break;
    pos.make_move(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)]);
    seen.push_back(pos);
  }
  return seen;
}

// Many positions: four random playouts from every hand-picked position, and one from each of
// 48 random Chess960 starts.
inline std::vector<Position> playout_positions(int plies_per_start) {
  std::mt19937 rng(20260213);
  std::vector<Position> all;
  std::vector<SampleFen> starts;
  for (int round = 0; round < 4; ++round) {
    for (const KnownPerft& known : known_perft()) starts.push_back({known.fen, known.chess960});
  }
  for (int i = 0; i < 48; ++i) starts.push_back({chess960_start_fen(rng), true});
  for (const SampleFen& start : starts) {
    for (const Position& p : random_playout(parse_or_fail(start), plies_per_start, rng)) all.push_back(p);
  }
  return all;
}

// The first `count` games of games/human.tsv as UCI move lists (every game starts at startpos).
inline std::vector<std::vector<std::string>> human_tsv_games(std::size_t count) {
  std::vector<std::vector<std::string>> games;
  for (const std::string& line : read_lines("games/human.tsv")) {
    if (games.size() == count) break;
    const auto tab = line.find('\t');
    REQUIRE(line.substr(0, tab) == "startpos");
    games.push_back(split_words(line.substr(tab + 1)));
  }
  return games;
}

// final.fen of each line of games/human.expected.jsonl (python-chess's FEN of the final position).
inline std::vector<std::string> human_expected_final_fens(std::size_t count) {
  std::vector<std::string> fens;
  constexpr std::string_view kKey = "\"final\": {\"fen\": \"";
  for (const std::string& line : read_lines("games/human.expected.jsonl")) {
    if (fens.size() == count) break;
    const auto start = line.find(kKey);
    REQUIRE(start != std::string::npos);
    const auto begin = start + kKey.size();
    fens.push_back(line.substr(begin, line.find('"', begin) - begin));
  }
  return fens;
}

inline Position play_uci(Position pos, const std::vector<std::string>& moves) {
  for (const std::string& text : moves) {
    auto move = parse_uci_move(pos, text);
    REQUIRE_MESSAGE(move.ok(), std::string(move.status().message()));
    pos.make_move(*move);
  }
  return pos;
}

}  // namespace drawbridge::chess::samples
