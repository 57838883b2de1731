// Plies per second of the replay alone (no PGN reading, no JSON), each against a bare loop of
// chess::Position::make_move over the same moves in the same run:
//   the laws: the moves already resolved, replayed by the referee as adjudicate and scan
//   do (every draw rule and claim looked at, dead positions proved);
//   the laws and SAN: the same with each move read from its SAN as scan does.
// And scan's two floors (issue 41): reading the files into games and move tokens and nothing
// else (the splitter and the game reader scan uses, in its batch sizes), and the bare loop.
// The moves are those of the PGN files given (the test data's games), resolved once before
// timing. CPU time of this thread, best of several runs.
// Usage: replay_bench [--floors] EDITION_TOML FILE.pgn...
//   --floors: only the two floors, as one line of key=value pairs for bench/scan_vs_pgn_extract.py
#include <time.h>

#include <cstdio>
#include <fstream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pgn/byte_source.h"
#include "pgn/pgn_game.h"
#include "pgn/pgn_splitter.h"
#include "rules/chess/fen.h"
#include "rules/chess/san.h"
#include "rules/chess_draw/edition.h"
#include "rules/chess_draw/referee.h"

namespace {

using namespace drawbridge;
using chess::Move;
using chess::Position;

struct Game {
  Position start;
  std::vector<std::string> sans;
  std::vector<Move> moves;
};

// The games of `path` from the standard start whose every move is legal.
void read_games(const std::string& path, std::vector<Game>& games) {
  std::unique_ptr<pgn::ByteSource> source = pgn::open_byte_source(path).value();
  pgn::PgnSplitter splitter(*source, 256, 1 << 20);
  pgn::PgnGame pgn;
  for (;;) {
    const pgn::Batch batch = splitter.next_batch().value();
    if (batch.games.empty()) return;
    for (const pgn::GameSpan& span : batch.games) {
      pgn::read_pgn_game(batch.game_text(span), pgn);
      if (pgn.tag("FEN")) continue;
      Game game{Position::startpos(), {}, {}};
      Position pos = game.start;
      for (const pgn::SanToken& token : pgn.moves) {
        const absl::StatusOr<Move> m = chess::parse_san(pos, token.text);
        if (!m.ok()) break;
        game.sans.emplace_back(token.text);
        game.moves.push_back(*m);
        pos.make_move(*m);
      }
      games.push_back(std::move(game));
    }
  }
}

// Every game of the files read into its tags and move tokens, as scan reads them: the tokens.
long read_tokens(const std::vector<std::string>& paths) {
  long tokens = 0;
  pgn::PgnGame pgn;
  for (const std::string& path : paths) {
    std::unique_ptr<pgn::ByteSource> source = pgn::open_byte_source(path).value();
    pgn::PgnSplitter splitter(*source, 512, 1 << 20);  // scan's batches (scan/scan_pipeline.h)
    for (;;) {
      const pgn::Batch batch = splitter.next_batch().value();
      if (batch.games.empty()) break;
      for (const pgn::GameSpan& span : batch.games) {
        pgn::read_pgn_game(batch.game_text(span), pgn);
        tokens += static_cast<long>(pgn.moves.size());
      }
    }
  }
  return tokens;
}

// The moves of every game played by make_move alone: no notation, no laws.
long bare_replay(const std::vector<Game>& games) {
  long plies = 0;
  Position pos = Position::startpos();
  for (const Game& game : games) {
    pos = game.start;
    for (const Move m : game.moves) pos.make_move(m);
    plies += static_cast<long>(game.moves.size());
  }
  return plies;
}

class ResolvedMoves final : public draw::MoveText {
 public:
  explicit ResolvedMoves(const Game& game) : game_(game) {}
  int size() const override { return static_cast<int>(game_.moves.size()); }
  std::string_view text(int ply) const override { return game_.sans[ply]; }
  Move move(const Position&, int ply) const override { return game_.moves[ply]; }
  absl::Status refusal(const Position&, int) const override { return absl::OkStatus(); }

 private:
  const Game& game_;
};

class SanMoves final : public draw::MoveText {
 public:
  explicit SanMoves(const Game& game) : game_(game) {}
  int size() const override { return static_cast<int>(game_.sans.size()); }
  std::string_view text(int ply) const override { return game_.sans[ply]; }
  Move move(const Position& pos, int ply) const override { return chess::san_move_or_none(pos, game_.sans[ply]); }
  absl::Status refusal(const Position& pos, int ply) const override {
    return chess::parse_san(pos, game_.sans[ply]).status();
  }

 private:
  const Game& game_;
};

double thread_seconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

// Best CPU seconds of `runs` runs of `once`, which returns the plies it played.
template <class Once>
double best_seconds(int runs, long& plies, Once once) {
  double best = 1e30;
  for (int i = 0; i < runs; ++i) {
    const double start = thread_seconds();
    plies = once();
    best = std::min(best, thread_seconds() - start);
  }
  return best;
}

}  // namespace

int main(int argc, char** argv) {
  const bool floors_only = argc > 1 && std::string_view(argv[1]) == "--floors";
  const int first = floors_only ? 2 : 1;
  if (argc < first + 2) {
    std::fprintf(stderr, "usage: replay_bench [--floors] EDITION_TOML FILE.pgn...\n");
    return 2;
  }
  const draw::Edition edition = draw::load_edition_file(argv[first]).value();
  std::vector<std::string> paths(argv + first + 1, argv + argc);
  std::vector<Game> games;
  for (const std::string& path : paths) {
    if (!std::ifstream(path)) {
      std::fprintf(stderr, "replay_bench: cannot read %s\n", path.c_str());
      return 2;
    }
    read_games(path, games);
  }
  constexpr int kRuns = 5;
  long tokens = 0, bare_plies = 0, laws_plies = 0, san_plies = 0;
  const double read = best_seconds(kRuns, tokens, [&] { return read_tokens(paths); });
  const double bare = best_seconds(kRuns, bare_plies, [&] { return bare_replay(games); });
  if (floors_only) {
    std::printf("read_seconds=%.6f tokens=%ld replay_seconds=%.6f plies=%ld games=%zu\n", read, tokens, bare,
                bare_plies, games.size());
    return 0;
  }
  std::optional<draw::Referee> referee;
  const auto replay = [&](auto make_text) {
    long plies = 0;
    for (const Game& game : games) {
      draw::Referee& r = draw::referee_for(referee, edition, draw::Policy{}, game.start);
      r.replay(make_text(game), {}, std::nullopt);
      plies += r.ply();
    }
    return plies;
  };
  const double laws =
      best_seconds(kRuns, laws_plies, [&] { return replay([](const Game& g) { return ResolvedMoves(g); }); });
  const double san = best_seconds(kRuns, san_plies, [&] { return replay([](const Game& g) { return SanMoves(g); }); });
  std::printf("games: %zu, plies: %ld (the laws end %ld of them early)\n", games.size(), bare_plies,
              bare_plies - laws_plies);
  std::printf("reading PGN into games and move tokens: %.3f s (%ld tokens)\n", read, tokens);
  std::printf("bare make_move loop:      %6.2f M plies/s (%.3f s)\n", bare_plies / bare / 1e6, bare);
  std::printf("replay, the laws:         %6.2f M plies/s (%.3f s): %.2fx the bare loop's time\n",
              laws_plies / laws / 1e6, laws, (laws / laws_plies) / (bare / bare_plies));
  std::printf("replay, the laws and SAN: %6.2f M plies/s (%.3f s): %.2fx the bare loop's time\n", san_plies / san / 1e6,
              san, (san / san_plies) / (bare / bare_plies));
  return 0;
}
