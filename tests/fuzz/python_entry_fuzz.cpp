// The C++ under the Python module's entry points (python/, doc/python.md): Referee's calls as
// drawbridge.Referee makes them, the moves packed as drawbridge.adjudicate packs them (texts,
// python-chess squares, one text split on whitespace), adjudicate_game_of as it calls it, and
// decide_dead as drawbridge.dead does. The input is lines; the first is the start (`startpos`
// or a FEN), each other line one call:
//   p MOVE        Referee.play(MOVE)
//   s F T P       Referee.play(Move(F, T, P)): a python-chess move by its squares and promotion,
//                 any whole numbers; refused ones are not played
//   3 [MOVE]      Referee.claim("threefold-repetition", MOVE)
//   5 [MOVE]      Referee.claim("fifty-move", MOVE)
//   o w|b, a w|b  Referee.offer(side), Referee.accept(side)
//   ?             Referee.claimable(): each a claim of a rule, as drawbridge.Event shows it
//   d FEN         drawbridge.dead(FEN, budget=2000)
//   j CLAIMS      the CLAIMS column of the final drawbridge.adjudicate call (without flag falls)
// Then drawbridge.adjudicate(the played moves, start, claims=CLAIMS), the moves packed as a list
// and as one text: the two answers must be the same when no move holds whitespace. A refused
// call must leave the game as it was, and a game whose moves the referee all took, with no other
// call, must adjudicate without an error to the same ply. Flag falls (Referee.flag_fall, adjudicate's
// flag=) are left out: their full dead-position search has no budget a fuzzer could bound, and
// `d` reaches the same decider.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <boost/json/serialize.hpp>

#include "absl/strings/numbers.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "python/game_adjudication.h"
#include "python/packed_moves.h"
#include "python/referee_pool.h"
#include "rules/chess_draw/referee.h"
#include "tests/fuzz/fuzz_laws.h"
#include "tests/fuzz/fuzz_lines.h"
#include "verdict/dead_verdict.h"

namespace {

using namespace drawbridge;

void require(bool condition) {
  if (!condition) __builtin_trap();
}

chess::Color side_of(std::string_view text) { return text == "b" ? chess::kBlack : chess::kWhite; }

std::optional<std::string_view> intended_move(std::string_view rest) {
  if (rest.empty()) return std::nullopt;
  return rest;
}

// The UCI text of `line`'s squares and promotion ("s F T P"), or empty when it is not a move.
std::string squares_move(std::string_view line) {
  std::vector<std::string> numbers = absl::StrSplit(std::string(line), ' ', absl::SkipEmpty());
  long values[3] = {0, 0, 0};
  for (std::size_t i = 0; i < 3; ++i) {
    if (i < numbers.size() && !absl::SimpleAtoi(numbers[i], &values[i])) return "";
  }
  python::PackedMoves packed;
  if (!packed.add_squares(values[0], values[1], values[2])) return "";
  require(packed.size() == 1 && (packed.text(0).size() == 4 || packed.text(0).size() == 5));
  return std::string(packed.text(0));
}

// One game's calls, kept so that the final adjudicate can be compared with the referee's play.
struct Calls {
  std::string start;
  std::vector<std::string> moves;
  std::string claims;
  bool only_moves = true;  // every call was a move, and the referee took each one
};

void call(draw::Referee& referee, std::string_view line, Calls& calls) {
  const int ply_before = referee.ply();
  const std::string fen_before = referee.fen();
  const std::string_view rest = line.size() > 2 ? line.substr(2) : std::string_view();
  absl::StatusOr<std::vector<draw::Event>> made = std::vector<draw::Event>{};
  switch (line.empty() ? ' ' : line[0]) {
    case 'p':
      calls.moves.emplace_back(rest);
      made = referee.play(rest);
      if (!made.ok()) calls.only_moves = false;
      break;
    case 's':
      if (const std::string move = squares_move(rest); !move.empty()) {
        calls.moves.push_back(move);
        made = referee.play(move);
        if (!made.ok()) calls.only_moves = false;
      }
      break;
    case '3':
    case '5': {
      const draw::ClaimedRule rule =
          line[0] == '3' ? draw::ClaimedRule::kThreefoldRepetition : draw::ClaimedRule::kFiftyMoves;
      made = referee.claim(rule, intended_move(rest), draw::Clocks{});
      calls.only_moves = false;
      break;
    }
    case 'o':
      made = referee.offer(side_of(rest));
      calls.only_moves = false;
      break;
    case 'a':
      made = referee.accept(side_of(rest));
      calls.only_moves = false;
      break;
    case '?':
      for (const draw::Event& event : referee.claimable()) {
        require(event.kind == draw::EventKind::kClaim && event.rule.has_value() && !event.article.empty());
      }
      break;
    case 'd': require(!decide_dead(rest, 1, DeadBounds{2000, std::nullopt}).empty()); break;
    case 'j':
      if (rest.find("flag") == std::string_view::npos) calls.claims = std::string(rest);
      break;
    default: break;
  }
  if (!made.ok()) require(referee.ply() == ply_before && referee.fen() == fen_before);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  Calls calls;
  std::optional<draw::Referee> referee;
  bool bad_start = false;
  for_each_line(data, size, [&](std::string_view line) {
    if (bad_start) return;
    if (!referee) {
      calls.start = std::string(line);
      absl::StatusOr<draw::Referee> made = draw::Referee::create(fuzz_laws(), line);
      if (!made.ok()) {
        bad_start = true;
        return;
      }
      referee.emplace(*std::move(made));
      return;
    }
    call(*referee, line, calls);
  });
  if (!referee) return 0;
  python::PackedMoves listed;
  for (const std::string& move : calls.moves) listed.add(move);
  python::RefereePool referees;
  python::RefereePool::Lease lease = referees.borrow();
  const std::string claims = calls.only_moves ? "" : calls.claims;
  const boost::json::object answer =
      python::adjudicate_game_of(fuzz_laws(), lease.slot(), calls.start, listed, claims, false);
  require(answer.contains("line"));
  const bool spaced = std::none_of(calls.moves.begin(), calls.moves.end(), [](const std::string& move) {
    return move.empty() || move.find_first_of(" \t\n\r\f\v") != std::string::npos;
  });
  if (spaced) {
    python::PackedMoves text;
    text.add_text(absl::StrJoin(calls.moves, " "));
    require(boost::json::serialize(python::adjudicate_game_of(fuzz_laws(), lease.slot(), calls.start, text, claims,
                                                              false)) == boost::json::serialize(answer));
  }
  if (calls.only_moves && !calls.start.empty() && calls.start.find('\t') == std::string::npos) {
    const boost::json::value* error = answer.if_contains("error");
    require(error == nullptr || error->is_null());
    require(answer.at("plies").as_int64() == referee->ply());
  }
  return 0;
}
