#include "verdict/dead_verdict.h"

#include <string>
#include <vector>

#include <boost/json/array.hpp>

#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "rules/chess/fen.h"
#include "rules/chess/uci_move.h"
#include "rules/dead/mate_decider.h"
#include "support/absl_view.h"
#include "support/json_view.h"

namespace drawbridge {
namespace {

namespace json = boost::json;

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

}  // namespace

json::object decide_dead(std::string_view fen, int number, const DeadBounds& bounds) {
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

}  // namespace drawbridge
