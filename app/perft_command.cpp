// drawbridge perft [--fen FEN] [--chess960] [--divide] DEPTH
// Counts the leaves of the legal move tree, in the format of Stockfish's `go perft`.
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "absl/flags/flag.h"
#include "absl/flags/parse.h"
#include "absl/status/statusor.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "app/commands.h"
#include "rules/chess/fen.h"
#include "rules/chess/uci_move.h"

ABSL_FLAG(std::string, fen, "", "perft: the position to count from (default: the start position)");
ABSL_FLAG(bool, chess960, false, "perft: read the FEN as Chess960 and print castling as king takes rook");
ABSL_FLAG(bool, divide, false, "perft: print the count below each root move, as `e2e4: 20`");

namespace drawbridge {
namespace {

constexpr int kMaxDepth = 20;

absl::StatusOr<int> parse_depth(const std::vector<char*>& positional) {
  if (positional.size() != 2) return absl::InvalidArgumentError("expected exactly one DEPTH argument");
  int depth = 0;
  if (!absl::SimpleAtoi(positional[1], &depth) || depth < 1 || depth > kMaxDepth) {
    return absl::InvalidArgumentError(absl::StrCat("DEPTH must be an integer from 1 to ", kMaxDepth, ", got '",
                                                   positional[1], "'"));
  }
  return depth;
}

absl::StatusOr<chess::Position> root_position() {
  const std::string fen = absl::GetFlag(FLAGS_fen);
  const bool chess960 = absl::GetFlag(FLAGS_chess960);
  return chess::parse_fen(fen.empty() ? chess::kStartFen : std::string_view(fen), chess960);
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

int fail(const absl::Status& status) {
  std::fprintf(stderr, "drawbridge perft: %s\n", std::string(status.message()).c_str());
  return 2;
}

}  // namespace

int run_perft_command(int argc, char** argv) {
  const std::vector<char*> positional = absl::ParseCommandLine(argc, argv);
  const absl::StatusOr<int> depth = parse_depth(positional);
  if (!depth.ok()) return fail(depth.status());
  absl::StatusOr<chess::Position> pos = root_position();
  if (!pos.ok()) return fail(pos.status());

  const auto start = std::chrono::steady_clock::now();
  const std::uint64_t nodes = absl::GetFlag(FLAGS_divide) ? divide(*pos, *depth) : pos->perft(*depth);
  const auto elapsed = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - start);
  const std::uint64_t nps = nodes * 1'000'000'000.0 / double(elapsed.count() + 1);
  std::printf("nodes %llu\nnps %llu\n", static_cast<unsigned long long>(nodes), static_cast<unsigned long long>(nps));
  return std::fflush(stdout) == 0 ? 0 : 1;
}

}  // namespace drawbridge
