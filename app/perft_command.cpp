// drawbridge perft [--fen FEN] [--chess960] [--divide] DEPTH
// Counts the leaves of the legal move tree, in the format of Stockfish's `go perft`.
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "app/command_line.h"
#include "app/subcommand.h"
#include "app/subcommand_table.h"
#include "rules/chess/fen.h"
#include "rules/chess/uci_move.h"

namespace drawbridge {
namespace {

constexpr char kCommand[] = "drawbridge perft";

constexpr int kMaxDepth = 20;

constexpr char kUsage[] =
    "  drawbridge perft [OPTIONS] DEPTH\n"
    "  Counts the leaves of the legal move tree DEPTH plies deep (0 to 20), as Stockfish's `go perft`.";

const FlagSpec kFlags[] = {
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

absl::StatusOr<chess::Position> root_position(const CommandLine& line) {
  const std::string* fen = last_value(line, "fen");
  return chess::parse_fen(fen == nullptr ? chess::kStartFen : std::string_view(*fen),
                          last_value(line, "chess960") != nullptr);
}

std::uint64_t divide(chess::Position& pos, int depth) {
  std::uint64_t total = 0;
  std::string out;
  for (const chess::Move m : pos.legal_moves()) {
    pos.make_move(m);
    const std::uint64_t nodes = pos.perft(depth - 1);
    pos.unmake_move();
    absl::StrAppend(&out, chess::to_uci(pos, m), ": ", nodes, "\n");
    total += nodes;
  }
  std::fputs(out.c_str(), stdout);
  return total;
}

absl::StatusOr<int> run(const CommandLine& line) {
  const absl::StatusOr<int> depth = parse_depth(line.positional);
  if (!depth.ok()) return depth.status();
  absl::StatusOr<chess::Position> pos = root_position(line);
  if (!pos.ok()) return pos.status();
  const auto start = std::chrono::steady_clock::now();
  const std::uint64_t nodes = last_value(line, "divide") != nullptr ? divide(*pos, *depth) : pos->perft(*depth);
  const auto elapsed = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - start);
  const std::uint64_t nps = nodes * 1'000'000'000.0 / double(elapsed.count() + 1);
  std::printf("nodes %llu\nnps %llu\n", static_cast<unsigned long long>(nodes), static_cast<unsigned long long>(nps));
  return std::fflush(stdout) == 0 ? 0 : 1;
}

}  // namespace

int run_perft_command(std::span<char* const> args) { return run_subcommand({kCommand, kUsage, kFlags}, args, run); }

}  // namespace drawbridge
