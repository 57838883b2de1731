// Positions and moves for the draughts tests, read from FMJD FEN and PDN.
#pragma once

#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "rules/draughts/fen.h"
#include "rules/draughts/hub.h"
#include "rules/draughts/pdn_move.h"

namespace drawbridge::draughts {

inline Position position(Game game, std::string_view fen) {
  const absl::StatusOr<Position> pos = parse_fen(game, fen);
  REQUIRE_MESSAGE(pos.ok(), std::string(pos.status().message()));
  return *pos;
}

// The legal moves in Hub form (the pieces taken named), sorted.
inline std::vector<std::string> hub_moves(const Position& pos) {
  std::vector<std::string> out;
  for (const Move& m : pos.legal_moves()) out.push_back(to_hub_move(pos, m));
  std::sort(out.begin(), out.end());
  return out;
}

inline Position after(const Position& pos, std::string_view pdn) {
  const absl::StatusOr<Move> m = parse_pdn_move(pos, pdn);
  REQUIRE_MESSAGE(m.ok(), std::string(m.status().message()));
  return pos.after(*m);
}

struct PdnGame {
  Game game = Game::kInternational;
  std::optional<std::string> fen;
  std::vector<std::string> moves;
  std::string result;  // the Result tag
};

inline bool is_result(const std::string& t) {
  return t == "*" || t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "2-0" || t == "0-2" || t == "1-1" || t == "0-0";
}

// Tag pairs, then move text up to the result; move numbers (`12.`, `12...`) dropped.
inline std::vector<PdnGame> read_pdn(const std::filesystem::path& file) {
  std::ifstream in(file);
  std::vector<PdnGame> games;
  bool in_moves = true;
  for (std::string line; std::getline(in, line);) {
    if (line.starts_with("[")) {
      if (in_moves) games.emplace_back();
      in_moves = false;
      const std::size_t quote = line.find('"'), end = line.rfind('"');
      const std::string value = quote < end ? line.substr(quote + 1, end - quote - 1) : "";
      if (line.starts_with("[GameType "))
        games.back().game = value.starts_with("25") ? Game::kRussian : Game::kInternational;
      if (line.starts_with("[FEN ")) games.back().fen = value;
      if (line.starts_with("[Result ")) games.back().result = value;
      continue;
    }
    std::istringstream words(line);
    for (std::string word; words >> word;) {
      in_moves = true;
      const std::size_t dot = word.find_last_of('.');
      if (dot != std::string::npos) word = word.substr(dot + 1);
      if (!word.empty() && !is_result(word) && !games.empty()) games.back().moves.push_back(word);
    }
  }
  return games;
}

inline std::string error_of(const absl::StatusOr<Move>& m) { return m.ok() ? "ok" : std::string(m.status().message()); }

}  // namespace drawbridge::draughts
