// drawbridge dead [--budget N] [--max-ms MS] [FILE...]: for each FEN (one per line, `#` lines skipped), who
// can still checkmate by some series of legal moves; one JSON object per line.
#include <chrono>
#include <optional>
#include <string>

#include <boost/json/object.hpp>
#include <boost/json/serialize.hpp>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/strip.h"
#include "app/json_line_loop.h"
#include "app/subcommand.h"
#include "app/subcommand_table.h"
#include "rules/dead/search_budget.h"
#include "settings/command_line.h"
#include "support/absl_view.h"
#include "verdict/dead_verdict.h"

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

absl::Status not_a_whole_number(std::string_view flag, const std::string& text) {
  return absl::InvalidArgumentError(absl::StrCat(av(flag), ": '", text, "' is not a whole number"));
}

absl::StatusOr<DeadBounds> read_bounds(const CommandLine& line) {
  DeadBounds bounds;
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
  const absl::StatusOr<DeadBounds> bounds = read_bounds(line);
  if (!bounds.ok()) return bounds.status();
  // The search, not its short answer, is the time of a line: the answer keeps its DOM.
  return run_json_line_loop(kCommand, line.positional, [&](std::string_view text, int number, JsonText& out) {
    const absl::string_view fen = absl::StripAsciiWhitespace(av(text));
    if (fen.empty() || fen.front() == '#') return LineAnswer::kNone;
    const json::object answer = decide_dead(std::string_view(fen.data(), fen.size()), number, *bounds);
    out.serialized(json::serialize(answer));
    return answer.at("error").is_null() ? LineAnswer::kRead : LineAnswer::kError;
  });
}

}  // namespace

int run_dead_command(std::span<char* const> args) { return run_subcommand({kCommand, kUsage, kFlags}, args, run); }

}  // namespace drawbridge
