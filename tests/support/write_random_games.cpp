// write_random_games: the project's own games and positions, made at test time from seeded
// random legal games (random_games.h) so that a clone needs no outside collection. Writes
// into OUT_DIR:
//   random.tsv     the standard-chess games as `startpos<TAB>uci moves` (adjudicate's input)
//   random.pgn     the same games, in the same order, in SAN with a result where the game ends
//                  in checkmate or stalemate ('*' otherwise)
//   random.epd     the standard positions halfway through the first games, one FEN per line
//   random960.epd  the same of the Chess960 games
// The same seed gives the same files. Usage: write_random_games OUT_DIR GAMES SEED
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <random>
#include <string>

#include "rules/chess/fen.h"
#include "rules/chess/san.h"
#include "rules/chess/uci_move.h"
#include "tests/support/random_games.h"

namespace {

using namespace drawbridge;

// The games whose halfway positions go to the EPD files (each costs a perft against Stockfish).
constexpr long kEpdGames = 200;

std::string result_of(const chess::Position& end) {
  if (end.is_checkmate()) return end.side_to_move() == chess::kWhite ? "0-1" : "1-0";
  if (end.is_stalemate()) return "1/2-1/2";
  return "*";
}

// PGN movetext of `game`, lines kept under 80 characters.
std::string movetext(const testing::RandomGame& game, chess::Position& end) {
  std::string text, line;
  end = game.start;
  for (std::size_t ply = 0; ply < game.moves.size(); ++ply) {
    std::string token = ply % 2 == 0 ? std::to_string(ply / 2 + 1) + ". " : "";
    token += chess::to_san(end, game.moves[ply]);
    end.make_move(game.moves[ply]);
    if (line.size() + token.size() + 1 > 79) {
      text += line + "\n";
      line.clear();
    }
    line += (line.empty() ? "" : " ") + token;
  }
  return text + line;
}

void write_standard(const testing::RandomGame& game, int number, std::ofstream& tsv, std::ofstream& pgn) {
  chess::Position pos = game.start;
  tsv << "startpos\t";
  for (std::size_t ply = 0; ply < game.moves.size(); ++ply) {
    tsv << (ply ? " " : "") << chess::to_uci(pos, game.moves[ply]);
    pos.make_move(game.moves[ply]);
  }
  tsv << "\n";
  chess::Position end = game.start;
  const std::string moves = movetext(game, end);
  const std::string result = result_of(end);
  pgn << "[Event \"random game " << number << "\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"" << number
      << "\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"" << result << "\"]\n\n"
      << moves << (moves.empty() ? "" : " ") << result << "\n\n";
}

void write_halfway(const testing::RandomGame& game, std::ofstream& epd) {
  chess::Position pos = game.start;
  for (std::size_t ply = 0; ply < game.moves.size() / 2; ++ply) pos.make_move(game.moves[ply]);
  epd << chess::to_fen(pos) << "\n";
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) {
    std::cerr << "usage: write_random_games OUT_DIR GAMES SEED\n";
    return 2;
  }
  const std::string dir = argv[1];
  const long games = std::atol(argv[2]);
  std::mt19937_64 rng(std::strtoull(argv[3], nullptr, 10));
  std::ofstream tsv(dir + "/random.tsv"), pgn(dir + "/random.pgn");
  std::ofstream epd(dir + "/random.epd"), epd960(dir + "/random960.epd");
  if (!tsv || !pgn || !epd || !epd960) {
    std::cerr << "write_random_games: cannot write into " << dir << "\n";
    return 1;
  }
  int standard = 0;
  for (long i = 0; i < games; ++i) {
    const testing::RandomGame game = testing::random_game(rng);
    if (i < kEpdGames) write_halfway(game, game.start.chess960() ? epd960 : epd);
    if (!game.start.chess960()) write_standard(game, ++standard, tsv, pgn);
  }
  std::cout << games << " random games, " << standard << " standard, in " << dir << "\n";
  return tsv && pgn && epd && epd960 ? 0 : 1;
}
