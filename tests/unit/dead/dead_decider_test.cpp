// The dead-position decider (rules/dead): one case per kind of proof, and helpmates that only
// exist with the loser's help; every witness is replayed and must end in mate by its side.
#include <chrono>
#include <optional>
#include <string>

#include <doctest/doctest.h>

#include "rules/chess/fen.h"
#include "rules/chess/uci_move.h"
#include "rules/chess_draw/dead_position.h"
#include "rules/dead/blocked_pawns.h"
#include "rules/dead/mate_decider.h"

namespace drawbridge::dead {
namespace {

using chess::Color;
using chess::kBlack;
using chess::kWhite;

chess::Position position(const char* fen) {
  auto pos = chess::parse_fen(fen);
  REQUIRE_MESSAGE(pos.ok(), fen);
  return *pos;
}

// Replays the witness with the core's own legality check; empty when it ends in mate by `side`.
std::string witness_problem(const chess::Position& start, Color side, const MateVerdict& v) {
  chess::Position pos = start;
  for (const chess::Move m : v.witness) {
    if (!pos.is_legal(m)) return "illegal move " + chess::to_uci(pos, m);
    pos.make_move(m);
  }
  if (!pos.is_checkmate()) return "no checkmate at the end";
  if (pos.side_to_move() == side) return "the wrong side is mated";
  return {};
}

// The verdict, for the checks a case adds (its nodes, its witness's moves).
MateVerdict check_can_mate(const char* fen, Color side) {
  const chess::Position pos = position(fen);
  const MateVerdict v = decide_can_mate(pos, side);
  const std::string context = std::string(fen) + (side == kWhite ? " white" : " black");
  INFO(context);
  REQUIRE(v.answer == MateAnswer::kCanMate);
  CHECK(v.why.empty());
  CHECK(witness_problem(pos, side, v) == "");
  return v;
}

void check_cannot_mate(const char* fen, Color side, const char* proof) {
  const MateVerdict v = decide_can_mate(position(fen), side);
  const std::string context = std::string(fen) + (side == kWhite ? " white" : " black");
  INFO(context);
  REQUIRE(v.answer == MateAnswer::kCannotMate);
  CHECK(v.why == proof);
  CHECK(v.witness.empty());
}

// Neither side can mate, by the same proof.
void check_neither_mates(const char* fen, const char* proof) {
  check_cannot_mate(fen, kWhite, proof);
  check_cannot_mate(fen, kBlack, proof);
}

// `fen` is a checkmate given by `winner`: it can mate (an empty witness), the mated side cannot.
void check_mated(const char* fen, Color winner) {
  const chess::Position pos = position(fen);
  INFO(fen);
  const MateVerdict mating = decide_can_mate(pos, winner);
  CHECK(mating.answer == MateAnswer::kCanMate);
  CHECK(mating.why == "checkmate");
  CHECK(mating.witness.empty());
  check_cannot_mate(fen, ~winner, "checkmated");
}

// A position where the static proof must not apply: `side` can mate, and the proof says nothing.
void check_no_static_proof(const char* fen, Color side) {
  CHECK_FALSE(blocked_pawns_forbid_mate(position(fen), side));
  check_can_mate(fen, side);
}

TEST_CASE("dead: material alone") {
  // Bare kings; a lone knight; bishops all on light squares against a light bishop.
  check_neither_mates("8/8/8/4k3/8/8/8/4K3 w - - 0 1", "material");
  check_neither_mates("8/8/8/4k3/8/8/8/4KN2 w - - 0 1", "material");
  check_neither_mates("8/8/2b5/4k3/8/8/8/3BKB2 w - - 0 1", "bishops-one-colour");
  // Bishops of one colour against a rook: the rook blocking a flight always reaches the
  // checking diagonal. A lone knight against queens: a blocking queen takes the knight.
  check_cannot_mate("8/8/8/4k3/8/8/2r5/3BKB2 b - - 0 1", kWhite, "bishops-one-colour");
  check_cannot_mate("8/8/8/4k3/8/8/2q5/4KN2 b - - 0 1", kWhite, "material");
}

TEST_CASE("dead: minor pieces mate with the other side's help") {
  // K+N v K+N and K+B v K+B on opposite colours: each side can be mated.
  check_can_mate("8/8/3n4/4k3/8/8/8/4KN2 w - - 0 1", kWhite);
  check_can_mate("8/8/3n4/4k3/8/8/8/4KN2 w - - 0 1", kBlack);
  check_can_mate("8/8/3b4/4k3/8/8/8/4KB2 w - - 0 1", kWhite);
  check_can_mate("8/8/3b4/4k3/8/8/8/4KB2 w - - 0 1", kBlack);
  // Two knights against a bare king cannot force mate, but a helpmate exists.
  check_can_mate("8/8/8/4k3/8/8/8/3NKN2 w - - 0 1", kWhite);
}

TEST_CASE("dead: the side with less material can mate only with help") {
  // A knight against a rook: the rook blocks the king in; against the rook's side nothing
  // but the knight's side's own men could help.
  check_can_mate("7k/8/8/8/8/8/8/R3K1n1 w - - 0 1", kBlack);
  check_can_mate("7k/8/8/8/8/8/8/R3K1n1 w - - 0 1", kWhite);
  // A lone pawn against a queen: it promotes.
  check_can_mate("4k3/8/8/8/8/8/p7/4K2Q w - - 0 1", kBlack);
}

TEST_CASE("dead: blocked pawn chains") {
  // Locked chain, bishops of opposite colours that can never cross it: dead for both.
  check_neither_mates("2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1", "blocked-pawns");
  // Locked pawns, kings shut in their corners, bishops of one colour (dark) that can reach
  // neither the other king nor a pawn of the other side.
  check_neither_mates("5bk1/4p1p1/4P1P1/8/8/1p1p4/1P1P4/1KB5 w - - 0 1", "blocked-pawns");
  // Pawns that can still advance, but only into the locked chain (and nothing to capture).
  check_neither_mates("3k4/p1p1p1p1/P1P1P1P1/8/8/8/P1P1P1P1/3K1B2 w - - 0 1", "blocked-pawns");
}

TEST_CASE("dead: a pawn whose file is open to its last rank ends the static proofs") {
  // The locked chain above, and the same with the h-file opened: White's h-pawn runs to h8.
  const char* locked = "2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1";
  const char* open = "2b1k3/8/8/1p1p1p2/1P1P1P1P/8/8/2B1K3 w - - 0 1";
  CHECK_FALSE(some_pawn_has_open_file(position(locked)));
  CHECK(some_pawn_has_open_file(position(open)));
  // A man anywhere ahead closes the file, a bishop on h8 as much as a pawn on h5.
  CHECK_FALSE(some_pawn_has_open_file(position("2b1k2B/8/8/1p1p1p2/1P1P1P1P/8/8/4K3 w - - 0 1")));
  // Black's pawn on a2 has a1 ahead: open too; the material still proves that White's bare
  // king cannot mate.
  const char* bare_king = "4k3/8/8/8/8/8/p7/4K3 w - - 0 1";
  CHECK(some_pawn_has_open_file(position(bare_king)));
  CHECK(decide_can_mate_statically(position(bare_king), kWhite).why == "material");
  for (const Color side : {kWhite, kBlack}) {
    CHECK_FALSE(blocked_pawns_forbid_mate(position(open), side));
    const MateVerdict v = decide_can_mate_statically(position(open), side);
    CHECK(v.answer == MateAnswer::kUnknown);
    CHECK(v.why.empty());
    CHECK(v.witness.empty());
    CHECK(decide_can_mate_statically(position(locked), side).answer == MateAnswer::kCannotMate);
  }
}

TEST_CASE("dead: men that can never move are walls too") {
  // The black bishop on b8 is shut in by its own pawns and can never be taken: Black's king
  // cannot pass it to a8, the one square where the bishop on f7 could mate.
  check_cannot_mate("1b1k4/p1p1pBp1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/3K4 w - - 0 1", kWhite, "blocked-pawns");
  // White's king on h1 can never move, so the pawn on h2 is frozen in front of it, and g2 is
  // always defended by that king: Black's dark bishops never reach the light h1.
  check_cannot_mate("7k/8/8/3B4/8/6p1/1b4Pp/2b4K w - - 0 1", kBlack, "blocked-pawns");
  // White's light bishop still mates (Black's king walks to a8, its bishops block a7 and b8).
  check_can_mate("7k/8/8/3B4/8/6p1/1b4Pp/2b4K w - - 0 1", kWhite);
}

TEST_CASE("dead: an immovable knight defends its pawns from the other king") {
  // The knights on a4 and a5 can never move (every step lands on a pawn of their own) and
  // defend c5, b7 and c4, the pawns no frozen pawn defends: the chain stands, the kings roam
  // the open side, and two dark bishops never mate there (test-vector line 1126, once 5.5
  // million search nodes).
  check_neither_mates("k7/1p6/1Pp5/n1P5/N1p5/1pP1B3/1P1B4/K7 w - - 0 1", "blocked-pawns");
  // Without the knight on a4, c5 falls to the black king: no proof without search.
  CHECK_FALSE(blocked_pawns_forbid_mate(position("k7/1p6/1Pp5/n1P5/2p5/1pP1B3/1P1B4/K7 w - - 0 1"), kWhite));
}

TEST_CASE("dead: locked pawns do not choose the mating corner") {
  // The same stuck knights, with the bishops behind the kings: both kings get out to the open
  // board, and White's dark bishop mates on h8 (Black's light bishop on g8). White's pawns can
  // never move, so the corner is chosen by the bishop's colour, not by the nearest to Black's
  // king (a8, behind the chain): the search finds the mate in under 300,000 positions, where
  // it took 687,116 steering to a8 (test-vector line 1095, the worst of that set).
  const char* fen = "1kb5/1p6/1Pp5/n1P5/N1p5/1pP5/1P6/1KB5 w - - 0 1";
  CHECK(check_can_mate(fen, kWhite).nodes < 300000);
  check_can_mate(fen, kBlack);
}

TEST_CASE("dead: bishops shut in a cage defend the pawns of its wall") {
  // Seven light bishops on the eight light squares behind a6, c6, e6 and g6: wherever the one
  // hole is, each of those pawns is attacked (a6 from c8 through an empty b7), so Black's king
  // never takes one and the chain stands. Dead for both (a community position, once unknown).
  check_neither_mates("B1B1B1B1/pBpBpBp1/P1P1P1P1/4b3/5b2/8/8/k1K5 w - - 0 1", "blocked-pawns");
  // Two holes (no bishop on c8): with b7 and c8 empty, a6 falls and the chain opens.
  check_no_static_proof("B3B1B1/pBpBpBp1/P1P1P1P1/4b3/5b2/8/8/k1K5 w - - 0 1", kBlack);
  // No pawn on g6: the bishops leave their cage and g7 can run.
  check_no_static_proof("B1B1B1B1/pBpBpBp1/P1P1P3/4b3/5b2/8/8/k1K5 w - - 0 1", kWhite);
  // A black knight can jump into the cage: the bishops' squares are no longer theirs alone.
  check_no_static_proof("B1B1B1B1/pBpBpBp1/P1P1P1P1/4b3/5b2/8/3n4/k1K5 w - - 0 1", kBlack);
}

TEST_CASE("dead: a castling right whose path a wall blocks") {
  // White may still castle king side, but its bishop on f1 and knight on g1 never move and are
  // never taken: castling never happens, and the chain is dead for both (a community position,
  // once 130,000 search nodes a side).
  check_neither_mates("2k5/8/8/3B4/2Bp1p1p/1BpP1P1P/2P1BPBP/3BKBNR w K - 0 1", "blocked-pawns");
  // Both gone: the path is empty, the king or the rook gets out and the chain opens.
  check_no_static_proof("2k5/8/8/3B4/2Bp1p1p/1BpP1P1P/2P1BPBP/3BK2R w K - 0 1", kWhite);
  check_no_static_proof("2k5/8/8/3B4/2Bp1p1p/1BpP1P1P/2P1BPBP/3BK2R w K - 0 1", kBlack);
}

TEST_CASE("dead: a piece that never moves but may be captured where it stands") {
  // White's rook on a1 can be taken by a dark bishop from b2, but never moves while the king
  // on a2 and the bishop on b1 (which nothing can take) stand: it is there or gone, and the
  // corner never opens to let it out. Dead for both.
  check_neither_mates("1b6/k7/B7/8/1pBp1p1p/1PpP1PbP/K1P4b/RB6 b - - 0 1", "blocked-pawns");
  check_neither_mates("1bB5/k7/B7/8/1p1p1p1p/1PpP1PbP/K1P4b/RB6 b - - 0 1", "blocked-pawns");
  // The community position before that: ...Rxa6+ is forced and both of White's answers take
  // the rook (once unknown at the default budget).
  check_neither_mates("1bB5/k7/R5r1/8/1pBp1p1p/1PpP1PbP/K1P4b/RB6 b - - 0 1", "exhaustive-search");
  // A black knight on b1 that the rook can take: the rook is free, and so is the knight.
  check_no_static_proof("1b6/k7/B7/8/1pBp1p1p/1PpP1PbP/K1P4b/Rn6 b - - 0 1", kWhite);
  // A black knight that can take the bishop on b1 (and the pawns): the corner may open.
  check_no_static_proof("1b6/k7/B7/8/1pBp1p1p/1PpP1PbP/K1Pn3b/RB6 b - - 0 1", kBlack);
}

TEST_CASE("dead: a king caged by its own men against a lone queen (issue 29)") {
  // Every move of Black's queen and knights mates White; White's queen can only check by
  // taking a man next to Black's king, and is taken back; Black's pawns may promote.
  check_cannot_mate("8/5ppp/8/8/ppp5/bkp4Q/qnp5/n1K5 b - - 0 1", kWhite, "reach-saturation");
  check_can_mate("8/5ppp/8/8/ppp5/bkp4Q/qnp5/n1K5 b - - 0 1", kBlack);
  // A rook takes c2 without check, and the cage's knight then only checks: White can mate.
  check_can_mate("8/5ppp/8/8/ppp5/bkp4R/qnp5/n1K5 b - - 0 1", kWhite);
  // No pawn on c4: the queen checks from the diagonal.
  check_can_mate("8/5ppp/8/8/pp6/bkp4Q/qnp5/n1K5 b - - 0 1", kWhite);
}

TEST_CASE("dead: a caged king and the tempo of its last step") {
  // White's king can only step between h3 and h4. A mate on h4 needs Black's king on h2 to
  // cover h3, which it can only reach with White's king on h4, leaving White without a move;
  // Black's king taking g2 or h5 stalemates White as well. Dead for both.
  const char* cage = "8/2b5/1b5p/b4p1P/5p1K/5Pp1/6P1/5kb1 b - - 0 1";
  check_neither_mates(cage, "blocked-pawns");
  // Black's king steps between a5 and a6. White's king would have to cover a6 from a7, which
  // it cannot reach in time; taking b7 stalemates Black.
  const char* other_cage = "8/1p2B1B1/1PpB1B2/k1P5/p1P5/P7/5K2/8 w - - 0 1";
  check_neither_mates(other_cage, "blocked-pawns");
}

TEST_CASE("dead: a capture opens a near-blocked chain") {
  // With the black pawn on h5 the chain is locked: dead. With it on h6, ...h5 is not forced
  // and g4xh5 (or the kings through the gap) opens the position: both sides can mate.
  const char* locked = "8/8/8/1k3p1p/3p1P2/1p1P1PpP/1P4P1/K7 b - - 0 1";
  const char* open = "8/8/7p/1k3p2/3p1P2/1p1P1PpP/1P4P1/K7 b - - 0 1";
  CHECK(decide_can_mate(position(locked), kWhite).answer == MateAnswer::kCannotMate);
  CHECK(decide_can_mate(position(locked), kBlack).answer == MateAnswer::kCannotMate);
  check_can_mate(open, kWhite);
  check_can_mate(open, kBlack);
}

TEST_CASE("dead: a bishop given up to a pawn that cannot step opens a chain with bishops inside it") {
  // Chain Y (tests/data/dead/composed-bishop-chains.txt): Black mates after ...Bd2 and ...Bc3,
  // a bishop given to the b2 pawn, which cannot step (b3 stands in front): bxc3 bxc3, ...c2
  // and ...cxd1=Q (12 plies). The helpmate searches try such sacrifices and a bishop's way to
  // them first (the kOpening rewards of mate_pattern.h); without them this side stayed unknown
  // at the default budget of 6,000,000 nodes.
  const char* fen = "5b1k/8/8/pBpBpBp1/PpP1PbPb/1P4pP/1P4P1/3B1B1K w - - 0 1";
  CHECK(check_can_mate(fen, kBlack).nodes < 100000);
  check_can_mate(fen, kWhite);
}

TEST_CASE("dead: an underpromotion to a rook, where a queen's world has no end") {
  // Black's king on h3 is shut in by its own men and White's king on g1 never moves; Black's
  // b-pawn gives five tempi, too few for a knight promoted on d8 to reach f4 or g5, and every
  // capture a queen makes next to Black's king is check and loses her. A rook interposes when
  // Black's knight uncovers the a1 rook, takes it, takes g4 without check and lets the king
  // out (doc/dead.md, step 8: the underpromotions' worlds searched apart). Black must mate at
  // once or step its pawn, so the tempo count (step 5b) searches those worlds first: about
  // 3,000 nodes, where the searches of 6 and 7 spent 2,050,000 in the queen's world before.
  const MateVerdict v = check_can_mate("8/1p6/8/8/3P2pp/6pk/p5pr/rn4K1 b - - 0 1", kWhite);
  CHECK(v.nodes < 20000);
  bool rook = false;
  for (const chess::Move m : v.witness)
    rook = rook || (m.kind() == chess::MoveKind::kPromotion && m.promotion() == chess::kRook);
  CHECK(rook);
}

TEST_CASE("dead: the game is already over") {
  // Fool's mate: White is mated. Black's witness is empty; White can never mate.
  const char* fools_mate = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
  check_mated(fools_mate, kBlack);
  // Stalemate: neither side, whatever the material.
  check_neither_mates("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "stalemate");
  // White to move, stalemated by a queen that could otherwise mate.
  check_neither_mates("8/8/8/7p/7P/1q6/8/K1k5 w - - 0 1", "stalemate");
}

TEST_CASE("dead: a mate by bishops of one colour (a double check) is a mate") {
  // Each side to move, mated by two bishops of one colour at once: material that could never
  // mate again, yet the mate stands.
  check_mated("8/8/8/8/8/2b1k1b1/8/3RKR2 w - - 0 1", kBlack);
  check_mated("8/8/8/8/8/1k6/b1b5/RKR5 w - - 0 1", kBlack);
  check_mated("5B2/7r/5K1k/7r/8/4B3/8/8 b - - 0 1", kWhite);
  check_mated("3rkr2/8/2B1K1B1/8/8/8/8/8 b - - 0 1", kWhite);
}

TEST_CASE("dead: the frozen-pawn proof on its own respects a game already over") {
  // Black is mated by the pawn on d7 inside a locked structure (found by a soundness fuzz
  // against a plain exhaustive search): the static proof must not deny White's mate.
  const chess::Position mated = position("RNkb1N1b/P1pPpPpP/P1P1P1P1/8/8/8/8/2K5 b - - 0 1");
  CHECK_FALSE(blocked_pawns_forbid_mate(mated, kWhite));
  CHECK(blocked_pawns_forbid_mate(mated, kBlack));
  const MateVerdict v = decide_can_mate(mated, kWhite);
  CHECK(v.answer == MateAnswer::kCanMate);
  CHECK(v.witness.empty());
}

TEST_CASE("dead: forced moves are played before deciding") {
  // Black's king is in check from an undefended queen and its only move takes it: then White
  // has a bare king.
  const MateVerdict v = decide_can_mate(position("7k/6Q1/8/8/8/8/8/K7 b - - 0 1"), kWhite);
  CHECK(v.answer == MateAnswer::kCannotMate);
  CHECK(v.why == "material");
  CHECK(v.forced_plies == 1);
}

TEST_CASE("dead: from the start position both sides can mate") {
  const chess::Position start = chess::Position::startpos();
  for (const Color side : {kWhite, kBlack}) {
    const MateVerdict v = decide_can_mate(start, side);
    REQUIRE(v.answer == MateAnswer::kCanMate);
    CHECK(witness_problem(start, side, v) == "");
    CHECK(v.nodes > 0);
  }
}

TEST_CASE("dead: unknown only when the budget runs out") {
  const MateVerdict v = decide_can_mate(chess::Position::startpos(), kWhite, {.nodes = 1, .deadline = std::nullopt});
  CHECK(v.answer == MateAnswer::kUnknown);
  CHECK(v.why == "budget");
  CHECK(v.witness.empty());
  CHECK(v.nodes <= 1);
  CHECK(mate_answer_name(MateAnswer::kCanMate) == "can-mate");
  CHECK(mate_answer_name(MateAnswer::kCannotMate) == "cannot-mate");
  CHECK(mate_answer_name(MateAnswer::kUnknown) == "unknown");
}

TEST_CASE("dead: a deadline cuts the search, never the proofs without search") {
  const auto now = std::chrono::steady_clock::now();
  const SearchLimits past{.nodes = kDefaultBudget, .deadline = now};
  const SearchLimits far{.nodes = kDefaultBudget, .deadline = now + std::chrono::hours(1)};
  // A mate that needs a search: unknown when the deadline has come, found before a far one.
  const MateVerdict cut = decide_can_mate(chess::Position::startpos(), kWhite, past);
  CHECK(cut.answer == MateAnswer::kUnknown);
  CHECK(cut.why == "budget");
  CHECK(cut.nodes == 0);
  CHECK(cut.witness.empty());
  CHECK(decide_can_mate(chess::Position::startpos(), kWhite, far).answer == MateAnswer::kCanMate);
  // A dead world that only the exhaustive search proves (test-vector line 1473, Black's side).
  const chess::Position locked = position("Bb2kb2/bKp1p1p1/1pP1P1P1/pP6/6P1/P7/8/8 b - - 0 1");
  CHECK(decide_can_mate(locked, kBlack, past).answer == MateAnswer::kUnknown);
  const MateVerdict proved = decide_can_mate(locked, kBlack, far);
  CHECK(proved.answer == MateAnswer::kCannotMate);
  CHECK(proved.why == "exhaustive-search");
  // Proofs without search and the laws answer whatever the deadline.
  CHECK(decide_can_mate(position("8/8/8/4k3/8/8/8/4KN2 w - - 0 1"), kWhite, past).why == "material");
  CHECK(decide_can_mate(position("8/8/8/7p/7P/1q6/8/K1k5 w - - 0 1"), kBlack, past).why == "stalemate");
}

TEST_CASE("dead: the decision at a flag fall (scan, adjudicate) is bounded in time") {
  // Black cannot mate, which only the exhaustive search proves (test-vector line 1473). With
  // no time the search is cut: taken as able to mate (no draw is declared on a guess).
  const chess::Position locked = position("Bb2kb2/bKp1p1p1/1pP1P1P1/pP6/6P1/P7/8/8 b - - 0 1");
  CHECK(draw::SearchedUnwinnability(std::chrono::milliseconds(0)).can_mate(locked, kBlack));
  CHECK_FALSE(draw::SearchedUnwinnability(std::chrono::hours(1)).can_mate(locked, kBlack));
  CHECK(draw::SearchedUnwinnability().can_mate(locked, kWhite));
}

}  // namespace
}  // namespace drawbridge::dead
