// FMJD FEN, PDN move text (numbers and the algebraic squares of 64-square files) and the Hub
// protocol's position and move forms: read, printed, and every malformed input refused.
#include <doctest/doctest.h>

#include "absl/strings/str_cat.h"
#include "tests/unit/draughts/draughts_test_support.h"

namespace drawbridge::draughts {
namespace {

constexpr Game kFmjd = Game::kInternational;
constexpr Game kRussian = Game::kRussian;

std::string fen_error(Game game, std::string_view fen) {
  const absl::StatusOr<Position> pos = parse_fen(game, fen);
  return pos.ok() ? "ok" : std::string(pos.status().message());
}

TEST_CASE("draughts FEN: ranges, kings, either colour first, algebraic squares, real files' extras") {
  CHECK(position(kFmjd, "W:W31-50:B1-20") == Position::start(kFmjd));
  CHECK(position(kFmjd, "W:B1-20:W31-50") == Position::start(kFmjd));
  const Position random178 = position(kFmjd, "B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46");
  CHECK(to_fen(random178) == "B:W6,9-11,20-23,30,K31,33,37,41-44,46:BK17,K24");
  CHECK(position(kFmjd, to_fen(random178)) == random178);
  // ussr1947: the start in disorder with a trailing dot; lidraughts: algebraic, and H/F counters.
  CHECK(position(kRussian, "W:W29,30,31,32,25,26,27,28,21,22,23,24:B9,10,11,12,5,6,7,8,1,2,3,4.") ==
        Position::start(kRussian));
  CHECK(position(kRussian, "W:Wa3,c3,e3,g3,b2,d2,f2,h2,a1,c1,e1,g1:Bb8,d8,f8,h8,a7,c7,e7,g7,b6,d6,f6,h6") ==
        Position::start(kRussian));
  CHECK(position(kRussian, "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12:H0:F1") ==
        Position::start(kRussian));
  CHECK(to_fen(position(kFmjd, "W:WK1-3:B")) == "W:WK1-3:B");
  CHECK(to_fen(position(kFmjd, "B:W:BK50")) == "B:W:BK50");
}

TEST_CASE("draughts FEN: every malformed FEN is refused with the reason") {
  CHECK(fen_error(kFmjd, "") == "bad FEN '': expected TURN:WHITE-PIECES:BLACK-PIECES, as W:W31-50:B1-20");
  CHECK(fen_error(kFmjd, "X:W31:B1") == "bad FEN 'X:W31:B1': the side to move must be W or B");
  CHECK(fen_error(kFmjd, "W:W51:B1") == "bad FEN 'W:W51:B1': '51' is not a square of the 50-square board");
  CHECK(fen_error(kRussian, "W:W33:B1") == "bad FEN 'W:W33:B1': '33' is not a square of the 32-square board");
  CHECK(fen_error(kRussian, "W:Wa2:B1") == "bad FEN 'W:Wa2:B1': 'a2' is not a square of the 32-square board");
  CHECK(fen_error(kFmjd, "W:W31,31:B1") == "bad FEN 'W:W31,31:B1': square 31 is given twice");
  CHECK(fen_error(kFmjd, "W:W31:B31") == "bad FEN 'W:W31:B31': square 31 holds both colours");
  CHECK(fen_error(kFmjd, "W:W40-31:B1") == "bad FEN 'W:W40-31:B1': the range '40-31' runs backwards");
  CHECK(fen_error(kFmjd, "W:W31:W32") == "bad FEN 'W:W31:W32': the pieces of White are given twice");
  CHECK(fen_error(kFmjd, "W:W31:X1") ==
        "bad FEN 'W:W31:X1': 'X1' is neither a colour's pieces (W..., B...) nor a counter");
  CHECK(fen_error(kFmjd, "W:W3:B50") == "bad FEN 'W:W3:B50': a man stands on the row where it would have been crowned");
  CHECK(fen_error(kFmjd, "W:W31,:B1") == "bad FEN 'W:W31,:B1': '' is not a square of the 50-square board");
  CHECK(fen_error(kFmjd, "W:WK:B1") == "bad FEN 'W:WK:B1': '' is not a square of the 50-square board");
  CHECK(fen_error(kFmjd, "W:W 31:B1") == "bad FEN 'W:W 31:B1': ' 31' is not a square of the 50-square board");
}

TEST_CASE("PDN moves: steps, captures, full paths, algebraic squares, move strength") {
  const Position start = Position::start(kFmjd);
  CHECK(to_hub_move(start, parse_pdn_move(start, "32-28").value()) == "32-28");
  CHECK(to_hub_move(start, parse_pdn_move(start, "32-28!?").value()) == "32-28");
  const Position russian = Position::start(kRussian);
  CHECK(to_pdn_move(russian, parse_pdn_move(russian, "c3-d4").value()) == "22-18");
  CHECK(to_pdn_move(russian, parse_pdn_move(russian, "c3d4").value(), SquareStyle::kAlgebraic) == "c3-d4");
  const Position take = position(kRussian, "W:W18:B14");  // d4 takes c5
  CHECK(to_pdn_move(take, parse_pdn_move(take, "d4:b6").value(), SquareStyle::kAlgebraic) == "d4:b6");
  CHECK(to_pdn_move(take, parse_pdn_move(take, "d4xb6").value()) == "18x9");
  CHECK(to_pdn_move(take, parse_pdn_move(take, "18x9").value()) == "18x9");
  const Position multi = position(kFmjd, "W:W32:B19,27,28");
  CHECK(to_pdn_move(multi, parse_pdn_move(multi, "32x14").value()) == "32x14");
  CHECK(to_pdn_move(multi, parse_pdn_move(multi, "32x23x14").value()) == "32x14");
}

TEST_CASE("PDN moves: a capture shared by two paths' ends is written, and read, in full") {
  const Position pos = position(kFmjd, "W:WK41:B9,18,21,28");
  CHECK(error_of(parse_pdn_move(pos, "41x26")) ==
        "ambiguous capture '41x26': write it in full, 41x23x12x26 or 41x14x3x26");
  const Move by_12 = parse_pdn_move(pos, "41x23x12x26").value();
  CHECK(to_hub_move(pos, by_12) == "41x26x18x21x28");
  CHECK(to_pdn_move(pos, by_12) == "41x23x12x26");
  CHECK(to_hub_move(pos, parse_pdn_move(pos, "41x3x26").value()) == "41x26x9x21x28");  // the turn alone
  const Position russian = position(kRussian, "W:WK20:B16,22-24");
  CHECK(to_pdn_move(russian, parse_pdn_move(russian, "20x27x18x25").value(), SquareStyle::kAlgebraic) == "h4:f2:d4:b2");
  CHECK(error_of(parse_pdn_move(russian, "h4:b2")) ==
        "ambiguous capture 'h4:b2': write it in full, h4:f6:b2 or h4:f2:d4:b2");
}

TEST_CASE("PDN moves: illegal and malformed moves are refused with the reason") {
  const Position start = Position::start(kFmjd);
  CHECK(error_of(parse_pdn_move(start, "32-27")) == "ok");
  CHECK(error_of(parse_pdn_move(start, "32-23")) == "illegal move '32-23'");
  CHECK(error_of(parse_pdn_move(start, "32x23")) == "illegal move '32x23'");
  CHECK(to_hub_move(start, parse_pdn_move(start, "32x28").value()) == "32-28");  // as real files write it
  CHECK(error_of(parse_pdn_move(start, "32")) == "bad move '32': a move names at least two squares");
  CHECK(error_of(parse_pdn_move(start, "32-28-23")) ==
        "bad move '32-28-23': a move that is not a capture names two squares");
  CHECK(error_of(parse_pdn_move(start, "32-28x23")) == "bad move '32-28x23': its separators differ");
  CHECK(error_of(parse_pdn_move(start, "51-46")) == "bad move '51-46': '51' is not a square");
  CHECK(error_of(parse_pdn_move(start, "32/28")) == "bad move '32/28': '/' does not separate two squares");
  CHECK(error_of(parse_pdn_move(start, "")) == "bad move '': a move names at least two squares");
  CHECK(error_of(parse_pdn_move(start, "-")) == "bad move '-': '-' is not a square");
  const Position take = position(kFmjd, "W:W28:B33");
  CHECK(error_of(parse_pdn_move(take, "28-22")) == "illegal move '28-22'");       // the capture is obligatory
  CHECK(to_hub_move(take, parse_pdn_move(take, "28-39").value()) == "28x39x33");  // as real files write it
}

TEST_CASE("Hub: the position form, read and printed") {
  const std::string start = "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww";
  CHECK(to_hub_position(Position::start(kFmjd)) == start);
  CHECK(parse_hub_position(kFmjd, start).value() == Position::start(kFmjd));
  const std::string kings = "BeeeWWeeeeeeeeeeeeeeeeeeeweeeeeeeeewweBeeeeeeeeeBee";
  const Position pos = parse_hub_position(kFmjd, kings).value();
  CHECK(to_fen(pos) == "B:WK4,K5,25,35,36:BK38,K48");
  CHECK(to_hub_position(pos) == kings);
  CHECK(to_hub_position(Position::start(kRussian)) == "Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww");
  const auto error = [](std::string_view text) {
    const absl::StatusOr<Position> p = parse_hub_position(kFmjd, text);
    return p.ok() ? "ok" : std::string(p.status().message());
  };
  CHECK(error("W") == "bad position 'W': expected the side to move and 50 squares, got 1 letters");
  const std::string no_side = absl::StrCat("X", start.substr(1));
  CHECK(error(no_side) == absl::StrCat("bad position '", no_side, "': the side to move must be W or B"));
  const std::string bad_letter = absl::StrCat("W", std::string(49, 'e'), "x");
  CHECK(error(bad_letter) == absl::StrCat("bad position '", bad_letter, "': square 50 is 'x', not one of w b W B e"));
  const std::string crowned = absl::StrCat("Ww", std::string(49, 'e'));
  CHECK(error(crowned) ==
        absl::StrCat("bad position '", crowned, "': a man stands on the row where it would have been crowned"));
}

TEST_CASE("Hub: moves name the pieces taken, in any order") {
  const Position pos = position(kFmjd, "W:WK41:B9,18,21,28");
  CHECK(to_pdn_move(pos, parse_hub_move(pos, "41x26x28x21x18").value()) == "41x23x12x26");
  CHECK(to_pdn_move(pos, parse_hub_move(pos, "41x26x9x21x28").value()) == "41x14x3x26");
  CHECK(error_of(parse_hub_move(pos, "41x26")) ==
        "ambiguous capture '41x26': name the pieces taken, 41x26x18x21x28 or 41x26x9x21x28");
  CHECK(error_of(parse_hub_move(pos, "41x26x9")) == "illegal move '41x26x9'");
  CHECK(error_of(parse_hub_move(pos, "41-46")) == "illegal move '41-46'");
  const Position start = Position::start(kFmjd);
  CHECK(to_hub_move(start, parse_hub_move(start, "32-28").value()) == "32-28");
  CHECK(error_of(parse_hub_move(start, "32x28")) == "illegal move '32x28'");
  CHECK(error_of(parse_hub_move(Position::start(kRussian), "c3d4")) ==
        "bad move 'c3d4': Hub moves are numbered squares");
  const Position one = position(kFmjd, "W:W28:B33");
  CHECK(to_hub_move(one, parse_hub_move(one, "28x39").value()) == "28x39x33");
}

}  // namespace
}  // namespace drawbridge::draughts
