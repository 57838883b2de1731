// parse_san's fast path returns exactly what its general path returns (findings of the
// scan_san fuzz target become cases here), and it is the path the common forms take.
#include <doctest/doctest.h>

#include <array>
#include <string_view>

#include "rules/chess/fen.h"
#include "rules/chess/san.h"
#include "rules/chess/san_fast_path.h"
#include "rules/chess/uci_move.h"

namespace drawbridge::chess {
namespace {

// parse_san's answer, as UCI or "error", checked against the general path's.
std::string read_as_uci(std::string_view fen, std::string_view san) {
  const absl::StatusOr<chess::Position> pos = chess::parse_fen(fen);
  REQUIRE(pos.ok());
  const absl::StatusOr<chess::Move> fast = parse_san(*pos, san);
  const absl::StatusOr<chess::Move> plain = parse_san_by_legal_moves(*pos, san);
  CHECK(fast.ok() == plain.ok());
  if (!fast.ok()) return "error";
  CHECK(*fast == *plain);
  return chess::to_uci(*pos, *fast);
}

TEST_CASE("a pawn move is a pawn's: d4 is no queen move from d5") {
  // Found by tests/fuzz/scan_san_fuzz.cpp: the square behind d4 holds black's queen.
  CHECK(read_as_uci("rnb1kbnr/ppp1pppp/8/3q4/8/2N5/PPPP1PPP/R1BQKBNR b KQkq - 1 3", "d4") == "error");
  CHECK(read_as_uci("rnb1kbnr/ppp1pppp/8/3q4/8/2N5/PPPP1PPP/R1BQKBNR b KQkq - 1 3", "Qd4") == "d5d4");
}

TEST_CASE("a '=' names a promotion piece") {
  // Found by tests/fuzz/scan_san_fuzz.cpp.
  CHECK(read_as_uci("r1bqkb1r/1ppp1ppp/p1n2n2/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 5", "d6=") == "error");
  CHECK(read_as_uci("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8=") == "error");
}

TEST_CASE("the common forms") {
  const std::string_view start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  CHECK(read_as_uci(start, "e4") == "e2e4");
  CHECK(read_as_uci(start, "e3") == "e2e3");
  CHECK(read_as_uci(start, "Nf3") == "g1f3");
  CHECK(read_as_uci(start, "e5") == "error");
  CHECK(read_as_uci("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "exd6") == "e5d6");
  CHECK(read_as_uci("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 2", "exd6") == "error");
  CHECK(read_as_uci("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8=Q+") == "a7a8q");
  CHECK(read_as_uci("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "exd6 e.p.") == "e5d6");
  CHECK(read_as_uci("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O-O+") == "e1c1");
  CHECK(read_as_uci("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "o-o") == "e1g1");
}

// The fast path's own answer: a move, or none for what it leaves to the general path.
std::string fast_as_uci(std::string_view fen, std::string_view san) {
  const absl::StatusOr<Position> pos = parse_fen(fen);
  REQUIRE(pos.ok());
  const Move m = common_san_move(*pos, san);
  return m.is_none() ? "none" : to_uci(*pos, m);
}

TEST_CASE("the common forms take the fast path; the rest is left to the general one") {
  constexpr std::string_view kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  constexpr std::string_view kCastles = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
  constexpr std::string_view kPromotes = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1";
  // The position, the SAN, and the fast path's answer.
  constexpr std::array<std::array<std::string_view, 3>, 11> kCases{{
      {kStart, "Nf3", "g1f3"},
      {kStart, "Ngf3", "g1f3"},
      {kStart, "e4", "e2e4"},
      {kStart, "exd5", "none"},
      {kStart, "Pe4", "none"},
      {kStart, "e2e4", "none"},
      {kCastles, "O-O", "e1g1"},
      {kCastles, "0-0-0", "e1c1"},
      {kCastles, "o-o", "none"},
      {kPromotes, "a8=Q", "a7a8q"},
      {kPromotes, "a8=K", "none"},
  }};
  // Indexed, not bound: doctest's message is a lambda, and a lambda may not capture a structured
  // binding before C++20's rules reached clang-14.
  for (const auto& row : kCases) CHECK_MESSAGE(fast_as_uci(row[0], row[1]) == row[2], row[1]);
}

}  // namespace
}  // namespace drawbridge::chess
