// drawbridge perft [--rules EDITION] [--rules-dir DIR] [--fen FEN] [--chess960] [--divide] DEPTH
// Counts the leaves of the legal move tree, in the format of Stockfish's `go perft`; draughts
// counts unique captures (two paths taking the same pieces to the same square are one move).
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "app/edition_dirs.h"
#include "app/subcommand.h"
#include "app/subcommand_table.h"
#include "rules/chess/fen.h"
#include "rules/chess/uci_move.h"
#include "rules/draughts/fen.h"
#include "rules/draughts/pdn_move.h"
#include "rules/draughts_draw/edition.h"
#include "settings/command_line.h"

namespace drawbridge {
namespace {

constexpr char kCommand[] = "drawbridge perft";

constexpr int kMaxDepth = 20;

constexpr char kUsage[] =
    "  drawbridge perft [OPTIONS] DEPTH\n"
    "  Counts the leaves of the legal move tree DEPTH plies deep (0 to 20), as Stockfish's `go perft`.";

const FlagSpec kFlags[] = {
    {"rules", "EDITION",
     "an edition or its .toml file; a draughts edition (draughts-fmjd, draughts-russian) counts its game, from an FMJD "
     "FEN (W:W31-50:B1-20)",
     "chess"},
    {"rules-dir", "DIR", "look for editions in DIR first", ""},
    {"fen", "FEN", "the position to count from", "the start position"},
    {"chess960", "", "read the FEN as Chess960 and print castling as king takes rook", ""},
    {"divide", "", "print the count below each root move, as `e2e4: 20`", ""},
};

absl::StatusOr<int> parse_depth(const std::vector<std::string>& positional) {
  if (positional.size() != 1) {
    return absl::InvalidArgumentError(absl::StrCat("expected one DEPTH, got ", positional.size(), " arguments"));
  }
  int depth = 0;
  if (!absl::SimpleAtoi(positional[0], &depth) || depth < 0 || depth > kMaxDepth) {
    return absl::InvalidArgumentError(
        absl::StrCat("DEPTH '", positional[0], "' is not a non-negative whole number up to ", kMaxDepth));
  }
  return depth;
}

// The draughts game the --rules edition names; nullopt for chess (a chess edition, or none).
absl::StatusOr<std::optional<draughts::Game>> game_of(const CommandLine& line) {
  const std::string* rules = last_value(line, "rules");
  if (rules == nullptr) return std::nullopt;
  const std::string* dir = last_value(line, "rules-dir");
  absl::StatusOr<std::optional<draughts_draw::Edition>> edition =
      draughts_draw::find_edition(*rules, edition_search_dirs(dir == nullptr ? "" : *dir));
  if (!edition.ok()) return edition.status();
  if (!*edition) return std::nullopt;
  return (*edition)->game;
}

// Prints `move: count` under each root move, as Stockfish's divide does, and returns the sum.
template <typename Moves, typename CountBelow, typename Name>
std::uint64_t divide(const Moves& moves, CountBelow count_below, Name name) {
  std::uint64_t total = 0;
  std::string out;
  for (const auto& m : moves) {
    const std::uint64_t nodes = count_below(m);
    absl::StrAppend(&out, name(m), ": ", nodes, "\n");
    total += nodes;
  }
  std::fputs(out.c_str(), stdout);
  return total;
}

absl::StatusOr<std::uint64_t> count_draughts(draughts::Game game, const CommandLine& line, int depth) {
  if (last_value(line, "chess960") != nullptr)
    return absl::InvalidArgumentError("--chess960 is for chess, not draughts");
  const std::string* fen = last_value(line, "fen");
  const absl::StatusOr<draughts::Position> pos =
      fen == nullptr ? draughts::Position::start(game) : draughts::parse_fen(game, *fen);
  if (!pos.ok()) return pos.status();
  if (last_value(line, "divide") == nullptr) return pos->perft(depth);
  return divide(
      pos->legal_moves(), [&](const draughts::Move& m) { return pos->after(m).perft(depth - 1); },
      [&](const draughts::Move& m) { return draughts::to_pdn_move(*pos, m); });
}

absl::StatusOr<chess::Position> root_position(const CommandLine& line) {
  const std::string* fen = last_value(line, "fen");
  return chess::parse_fen(fen == nullptr ? chess::kStartFen : std::string_view(*fen),
                          last_value(line, "chess960") != nullptr);
}

absl::StatusOr<std::uint64_t> count_chess(const CommandLine& line, int depth) {
  absl::StatusOr<chess::Position> pos = root_position(line);
  if (!pos.ok()) return pos.status();
  if (last_value(line, "divide") == nullptr) return pos->perft(depth);
  return divide(
      pos->legal_moves(),
      [&](chess::Move m) {
        pos->make_move(m);
        const std::uint64_t nodes = pos->perft(depth - 1);
        pos->unmake_move();
        return nodes;
      },
      [&](chess::Move m) { return chess::to_uci(*pos, m); });
}

absl::StatusOr<int> run(const CommandLine& line) {
  const absl::StatusOr<int> depth = parse_depth(line.positional);
  if (!depth.ok()) return depth.status();
  const absl::StatusOr<std::optional<draughts::Game>> game = game_of(line);
  if (!game.ok()) return game.status();
  const auto start = std::chrono::steady_clock::now();
  const absl::StatusOr<std::uint64_t> counted =
      *game ? count_draughts(**game, line, *depth) : count_chess(line, *depth);
  if (!counted.ok()) return counted.status();
  const std::uint64_t nodes = *counted;
  const auto elapsed = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - start);
  const std::uint64_t nps = nodes * 1'000'000'000.0 / double(elapsed.count() + 1);
  std::printf("nodes %llu\nnps %llu\n", static_cast<unsigned long long>(nodes), static_cast<unsigned long long>(nps));
  return std::fflush(stdout) == 0 ? 0 : 1;
}

}  // namespace

int run_perft_command(std::span<char* const> args) { return run_subcommand({kCommand, kUsage, kFlags}, args, run); }

}  // namespace drawbridge
