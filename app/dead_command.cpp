// drawbridge dead [--budget N] [--max-ms MS] [FILE...]: for each FEN (one per line, `#` lines skipped), who
// can still checkmate by some series of legal moves; one JSON object per line.
#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include <boost/json/object.hpp>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "app/command_line.h"
#include "app/json_line_loop.h"
#include "app/subcommand.h"
#include "app/subcommand_table.h"
#include "rules/chess/fen.h"
#include "rules/chess/uci_move.h"
#include "rules/dead/mate_decider.h"
#include "support/absl_view.h"
#include "support/json_view.h"

namespace drawbridge {
namespace {

namespace json = boost::json;

constexpr char kCommand[] = "drawbridge dead";

constexpr char kUsage[] =
    "  drawbridge dead [OPTIONS] [FILE...]\n"
    "  For each FEN (one per line; `#` lines skipped) of the FILEs, or stdin, whether each side can still\n"
    "  checkmate by some series of legal moves (FIDE 5.2.2 dead position, 6.9 flag fall). A FEN may stop after\n"
    "  the side to move (then no castling, no en passant, clocks 0 1) or after en passant (clocks 0 1).\n"
    "  One JSON line each:\n"
    "  {line, fen, white, black, dead, white_line, black_line, why, nodes, micros, error}.";

const FlagSpec kFlags[] = {
    {"budget", "N", "search nodes per side before the answer is `unknown`", absl::StrCat(dead::kDefaultBudget)},
    {"max_ms", "MS", "milliseconds per position (both sides, from the start of its decision) before `unknown`", "none"},
};

struct Bounds {
  std::uint64_t nodes = dead::kDefaultBudget;
  std::optional<std::chrono::milliseconds> time;
};

json::value witness(const chess::Position& start, const dead::MateVerdict& verdict) {
  if (verdict.answer != dead::MateAnswer::kCanMate) return nullptr;
  json::array moves;
  chess::Position pos = start;
  for (const chess::Move m : verdict.witness) {
    moves.emplace_back(chess::to_uci(pos, m));
    pos.make_move(m);
  }
  return moves;
}

json::value why(const dead::MateVerdict& verdict) {
  return verdict.why.empty() ? json::value(nullptr) : json::value(verdict.why.c_str());
}

// A FEN of only the board and the side to move, as python-chess and CHA read it: no castling,
// no en passant, clocks 0 and 1.
absl::StatusOr<chess::Position> parse_short_fen(std::string_view fen) {
  const std::vector<absl::string_view> fields = absl::StrSplit(av(fen), absl::ByAnyChar(" \t"), absl::SkipEmpty());
  return chess::parse_fen(fields.size() == 2 ? absl::StrCat(av(fen), " - - 0 1") : std::string(fen));
}

json::object decide(std::string_view fen, int number, const Bounds& bounds) {
  json::object out{{"line", number}, {"fen", jsv(fen)}};
  const absl::StatusOr<chess::Position> pos = parse_short_fen(fen);
  if (!pos.ok()) {
    for (const char* key : {"white", "black", "dead", "white_line", "black_line", "why", "nodes", "micros"}) {
      out[key] = nullptr;
    }
    out["error"] = std::string(pos.status().message());
    return out;
  }
  const auto start = std::chrono::steady_clock::now();
  dead::SearchLimits limits;
  limits.nodes = bounds.nodes;
  if (bounds.time) limits.deadline = start + *bounds.time;
  const dead::MateVerdict white = dead::decide_can_mate(*pos, chess::kWhite, limits);
  const dead::MateVerdict black = dead::decide_can_mate(*pos, chess::kBlack, limits);
  const auto micros =
      std::chrono::duration_cast<std::chrono::microseconds>(std::chrono::steady_clock::now() - start).count();
  const auto cannot = [](const dead::MateVerdict& v) { return v.answer == dead::MateAnswer::kCannotMate; };
  const auto can = [](const dead::MateVerdict& v) { return v.answer == dead::MateAnswer::kCanMate; };
  out["white"] = dead::mate_answer_name(white.answer).data();
  out["black"] = dead::mate_answer_name(black.answer).data();
  out["dead"] = cannot(white) && cannot(black) ? json::value(true)
                : can(white) || can(black)     ? json::value(false)
                                               : json::value(nullptr);
  out["white_line"] = witness(*pos, white);
  out["black_line"] = witness(*pos, black);
  out["why"] = json::object{{"white", why(white)}, {"black", why(black)}};
  out["nodes"] = white.nodes + black.nodes;
  out["micros"] = micros;
  out["error"] = nullptr;
  return out;
}

absl::Status not_a_whole_number(std::string_view flag, const std::string& text) {
  return absl::InvalidArgumentError(absl::StrCat(av(flag), ": '", text, "' is not a whole number"));
}

absl::StatusOr<Bounds> read_bounds(const CommandLine& line) {
  Bounds bounds;
  if (const std::string* text = last_value(line, "budget");
      text != nullptr && !absl::SimpleAtoi(*text, &bounds.nodes)) {
    return not_a_whole_number("--budget", *text);
  }
  if (const std::string* text = last_value(line, "max_ms"); text != nullptr) {
    std::uint32_t ms = 0;
    if (!absl::SimpleAtoi(*text, &ms)) return not_a_whole_number("--max-ms", *text);
    bounds.time = std::chrono::milliseconds(ms);
  }
  return bounds;
}

absl::StatusOr<int> run(const CommandLine& line) {
  const absl::StatusOr<Bounds> bounds = read_bounds(line);
  if (!bounds.ok()) return bounds.status();
  return run_json_line_loop(kCommand, line.positional,
                            [&](std::string_view text, int number) -> std::optional<json::object> {
                              const absl::string_view fen = absl::StripAsciiWhitespace(av(text));
                              if (fen.empty() || fen.front() == '#') return std::nullopt;
                              return decide(std::string_view(fen.data(), fen.size()), number, *bounds);
                            });
}

}  // namespace

int run_dead_command(std::span<char* const> args) { return run_subcommand({kCommand, kUsage, kFlags}, args, run); }

}  // namespace drawbridge
