// Differential check of SAN, UCI and FEN against pgn-extract. Reads the same games twice, as
// pgn-extract wrote them in SAN (-Wsan -F: canonical SAN and a final FEN comment) and in UCI
// (-Wuci), and replays each game: every SAN must parse to the move pgn-extract wrote in UCI, print
// back to pgn-extract's SAN, and the final position must print as pgn-extract's final FEN.
#include <cctype>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "rules/chess/fen.h"
#include "rules/chess/san.h"
#include "rules/chess/uci_move.h"

namespace {

using namespace drawbridge::chess;

struct Game {
  std::string start_fen;  // empty: the standard start position
  std::vector<std::string> moves;
  std::string final_fen;  // from a { "FEN" } comment, if any
};

bool is_move_number_or_result(const std::string& word) {
  return word.find_first_not_of("0123456789.") == std::string::npos || word == "1-0" || word == "0-1" ||
         word == "1/2-1/2" || word == "*";
}

void read_movetext(const std::string& line, Game& game) {
  std::istringstream words(line);
  for (std::string word; words >> word;) {
    if (word == "{") {
      std::string rest;
      std::getline(words, rest, '}');
      const auto open = rest.find('"');
      game.final_fen = rest.substr(open + 1, rest.rfind('"') - open - 1);
    } else if (!is_move_number_or_result(word)) {
      game.moves.push_back(word);
    }
  }
}

// pgn-extract 19.04's -Wuci writes promotions in upper case (a7a8Q); UCI wants a7a8q.
std::string lower_case(std::string move) {
  for (char& c : move) c = char(std::tolower(static_cast<unsigned char>(c)));
  return move;
}

std::vector<Game> read_games(const char* path) {
  std::ifstream in(path);
  std::vector<Game> games;
  bool in_tags = false;
  for (std::string line; std::getline(in, line);) {
    if (line.starts_with("[")) {
      if (!in_tags) games.emplace_back();
      in_tags = true;
      if (line.starts_with("[FEN \"")) games.back().start_fen = line.substr(6, line.rfind('"') - 6);
    } else if (!line.empty() && !games.empty()) {
      in_tags = false;
      read_movetext(line, games.back());
    }
  }
  return games;
}

class Replay {
 public:
  // Returns false (after reporting) at the first disagreement in the game.
  bool game(std::size_t number, const Game& san, const Game& uci) {
    number_ = number;
    auto start = san.start_fen.empty() ? Position::startpos() : parse_fen(san.start_fen);
    if (!start.ok()) return fail("start FEN", std::string(start.status().message()));
    Position pos = *start;
    if (san.moves.size() != uci.moves.size()) return fail("move count", "SAN and UCI files differ");
    for (std::size_t ply = 0; ply < san.moves.size(); ++ply) {
      ply_ = ply + 1;
      auto move = parse_san(pos, san.moves[ply]);
      if (!move.ok()) return fail(san.moves[ply], std::string(move.status().message()));
      if (to_uci(pos, *move) != lower_case(uci.moves[ply])) {
        return fail(san.moves[ply], "parsed as " + to_uci(pos, *move) + ", pgn-extract says " + uci.moves[ply]);
      }
      if (to_san(pos, *move) != san.moves[ply]) return fail(san.moves[ply], "printed as " + to_san(pos, *move));
      pos.make_move(*move);
      ++plies_;
    }
    ply_ = 0;
    if (!san.final_fen.empty() && to_fen(pos) != san.final_fen) {
      return fail("final FEN", to_fen(pos) + " vs pgn-extract " + san.final_fen);
    }
    return true;
  }
  std::size_t plies() const { return plies_; }

 private:
  bool fail(const std::string& what, const std::string& why) {
    std::cerr << "game " << number_ << " ply " << ply_ << ": " << what << ": " << why << "\n";
    return false;
  }
  std::size_t number_ = 0;
  std::size_t ply_ = 0;
  std::size_t plies_ = 0;
};

}  // namespace

int main(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "usage: notation_replay SAN.pgn UCI.pgn (both written by pgn-extract from one file)\n";
    return 2;
  }
  const std::vector<Game> san = read_games(argv[1]);
  const std::vector<Game> uci = read_games(argv[2]);
  if (san.size() != uci.size() || san.empty()) {
    std::cerr << "game counts differ or are zero: " << san.size() << " vs " << uci.size() << "\n";
    return 1;
  }
  Replay replay;
  std::size_t failed = 0;
  for (std::size_t i = 0; i < san.size(); ++i) failed += !replay.game(i + 1, san[i], uci[i]);
  std::cout << san.size() << " games, " << replay.plies() << " plies replayed, " << failed << " games disagree\n";
  return failed == 0 ? 0 : 1;
}
