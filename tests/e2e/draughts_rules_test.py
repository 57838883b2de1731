#!/usr/bin/env python3
"""Every draw rule of every draughts edition, end to end: for each rule the test writes a game of
its own, runs `drawbridge adjudicate --rules EDITION` on it through a real pipe, and asserts that
the rule ends the game (or is claimable) at exactly the ply its edition's count gives, and not one
ply earlier; the games that end are read again by `drawbridge scan` from a PDN file. The counts
and articles are read from the edition files (configs/rules/*.toml), which drawbridge is given.

The games keep every piece on the board's edge: a piece on the edge has no square behind it, so
no capture is ever possible, and a king crosses the empty interior from one edge square to
another. The king shuffles are planned here so that no
position occurs a third time where the rule under test is not repetition; drawbridge checks that
every move is legal (an illegal move is an error line and fails the test with its message).

usage: draughts_rules_test.py DRAWBRIDGE RULES_DIR
"""
import json
import os
import subprocess
import sys
import tempfile
import tomllib
import unittest

DRAWBRIDGE = RULES_DIR = None


def edition(name):
    with open(os.path.join(RULES_DIR, name + ".toml"), "rb") as f:
        return tomllib.load(f)


class Board:
    """The dark squares of an N x N board in PDN numbering: square 1 on the top row, second file;
    rows alternate starting on the second file and on the first."""

    def __init__(self, size):
        self.size = size
        self.per_row = size // 2

    def coord(self, square):
        row, index = divmod(square - 1, self.per_row)
        return row, 2 * index + (1 if row % 2 == 0 else 0)

    def square(self, row, col):
        return row * self.per_row + col // 2 + 1

    def on_edge(self, square):
        row, col = self.coord(square)
        return row in (0, self.size - 1) or col in (0, self.size - 1)

    def diagonal_ends(self, square):
        """The far ends of the diagonals through an edge square: the edge squares a king there
        reaches in one move across an empty interior."""
        ends = []
        for dr, dc in ((1, 1), (1, -1), (-1, 1), (-1, -1)):
            row, col = self.coord(square)
            while 0 <= row + dr < self.size and 0 <= col + dc < self.size:
                row, col = row + dr, col + dc
            if (row, col) != self.coord(square):
                ends.append(self.square(row, col))
        return ends


INTERNATIONAL, RUSSIAN = Board(10), Board(8)


def fen(side, pieces):
    """An FMJD FEN; `pieces` maps a square to w, b (men) or W, B (kings)."""
    def colour(c):
        return ",".join(("K" if p.isupper() else "") + str(s) for s, p in sorted(pieces.items()) if p.lower() == c)
    return f"{side}:W{colour('w')}:B{colour('b')}"


def plan(board, side, pieces, plies, most=2):
    """Kings' moves from edge square to edge square for `plies` plies, no position (pieces and the
    player on move) more than `most` times, found depth first, least-seen positions first."""
    for square in pieces:
        assert board.on_edge(square), f"square {square} is not on the edge"
    seen = {}
    moves = []

    def key(placing, to_move):
        return to_move, tuple(sorted(placing.items()))

    def search(placing, to_move):
        if len(moves) == plies:
            return True
        following = "B" if to_move == "W" else "W"
        options = []
        for square in sorted(s for s, p in placing.items() if p == to_move):  # the kings on move
            for target in board.diagonal_ends(square):
                if target not in placing:
                    after = {s: p for s, p in placing.items() if s != square} | {target: to_move}
                    options.append((seen.get(key(after, following), 0), square, target, after))
        for count, square, target, after in sorted(options, key=lambda o: o[:3]):
            if count == most:
                break
            seen[key(after, following)] = count + 1
            moves.append(f"{square}-{target}")
            if search(after, following):
                return True
            moves.pop()
            seen[key(after, following)] = count
        return False

    seen[key(pieces, side)] = 1
    assert search(dict(pieces), side), f"no {plies}-ply king shuffle from {fen(side, pieces)}"
    return moves


def adjudicate(rules, games, policy=None):
    """One JSON answer per game (START, MOVES), all written to one drawbridge through a pipe."""
    args = [DRAWBRIDGE, "adjudicate", "--rules-dir", RULES_DIR, "--rules", rules]
    args += ["--policy", policy] if policy else []
    text = "".join(f"{start}\t{' '.join(moves)}\n" for start, moves in games)
    p = subprocess.run(args, input=text, capture_output=True, text=True, timeout=60)
    answers = [json.loads(line) for line in p.stdout.splitlines()]
    for answer in answers:
        assert answer["error"] is None, f"{rules}: {answer['error']}"
    assert len(answers) == len(games), p.stderr
    return answers


def pdn(start, moves):
    """A PDN game from the FEN `start`, numbered as PDN numbers a game black begins."""
    text, number = "", 1
    if start.startswith("B"):
        text, moves = f"1... {moves[0]} ", moves[1:]
        number = 2
    for i in range(0, len(moves), 2):
        text += f"{number + i // 2}. {' '.join(moves[i:i + 2])} "
    return f'[Event "draw rule"]\n[SetUp "1"]\n[FEN "{start}"]\n[Result "*"]\n\n{text}*\n\n'


def scan(rules, games, policy=None):
    """`drawbridge scan` of the games written to one PDN file: one JSON answer per game."""
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "games.pdn")
        with open(path, "w", encoding="utf-8") as f:
            f.write("".join(pdn(start, moves) for start, moves in games))
        args = [DRAWBRIDGE, "scan", "--quiet", "--rules-dir", RULES_DIR, "--rules", rules, path]
        p = subprocess.run(args + (["--policy", policy] if policy else []), capture_output=True, text=True,
                           timeout=60)
    answers = [json.loads(line) for line in p.stdout.splitlines()]
    assert len(answers) == len(games) and all(a["error"] is None for a in answers), p.stdout + p.stderr
    return answers


def stronger_moves_reach(moves, strong_first):
    """The ply of the stronger side's `moves`th move, its moves counted from ply 0."""
    return 2 * moves - 1 if strong_first else 2 * moves


class Rules(unittest.TestCase):
    def assert_ends_at(self, rules, start, moves, ply, rule, article, status="drawn", result="1/2-1/2",
                       policy=None):
        """The game ends by `rule` at `ply`; one ply short it is still going on. adjudicate reads
        the games from a pipe, scan from a PDN file: both say so."""
        games = [(start, moves[:ply]), (start, moves[:ply - 1])]
        for full, short in (adjudicate(rules, games, policy), scan(rules, games, policy)):
            self.assertEqual(full["end"], {"ply": ply, "rule": rule, "article": article}, full)
            self.assertEqual((full["plies"], full["status"], full["result"]), (ply, status, result))
            self.assertEqual((short["plies"], short["status"], short["end"]), (ply - 1, "ongoing", None), short)

    def assert_claimable_from(self, rules, start, moves, ply, rule, article):
        """The player on move may claim `rule` first at `ply`, and still one ply later."""
        (game,) = adjudicate(rules, [(start, moves[:ply + 1])])
        self.assertEqual(game["status"], "ongoing")
        claims = [e for e in game["events"] if e["event"] == "claim" and e["rule"] == rule]
        self.assertTrue(claims, game)
        self.assertEqual((claims[0]["ply"], claims[0]["article"]), (ply, article), claims)
        self.assertEqual([e["ply"] for e in claims], [ply, ply + 1])

    def assert_arbiter_ends_at(self, rules, start, moves, ply, rule, article):
        self.assert_ends_at(rules, start, moves, ply, rule, article, policy="arbiter-initiative")


class Repetition(Rules):
    """Two kings each going to and fro: the start position comes back every 4 plies."""

    def game(self, board):
        white, black = 1, 2  # on two edge cycles of their own
        wb, bb = board.diagonal_ends(white)[0], board.diagonal_ends(black)[0]
        # and men on the long diagonal's corners that never move: no lone king
        pieces = {white: "W", black: "B", **({46: "w", 5: "b"} if board is INTERNATIONAL else {29: "w", 4: "b"})}
        moves = [f"{white}-{wb}", f"{black}-{bb}", f"{wb}-{white}", f"{bb}-{black}"] * 3
        return fen("W", pieces), moves

    def test_fmjd_6_1(self):
        rule = edition("draughts-fmjd")["repetition"]
        self.assertTrue(rule["automatic"])
        start, moves = self.game(INTERNATIONAL)
        self.assert_ends_at("draughts-fmjd", start, moves, 4 * (rule["count"] - 1), "threefold-repetition",
                            rule["article"])

    def check_claimed(self, name, board):
        rule = edition(name)["repetition"]
        self.assertFalse(rule["automatic"])
        start, moves = self.game(board)
        third = 4 * (rule["count"] - 1)
        (game,) = adjudicate(name, [(start, moves[:third])])
        claims = [e for e in game["events"] if e["rule"] == "threefold-repetition"]
        # 5.4.12.2: the player whose move would make the third occurrence writes it down and
        # claims; after it is played, his opponent claims the position on the board.
        self.assertEqual(claims[0], {"ply": third - 1, "event": "claim", "rule": "threefold-repetition",
                                     "article": rule["with_move_article"], "moves": [moves[third - 1]]})
        self.assertIn({"ply": third, "event": "claim", "rule": "threefold-repetition", "article": rule["article"]},
                      claims)
        self.assertEqual(game["status"], "ongoing")
        self.assert_arbiter_ends_at(name, start, moves, third, "threefold-repetition", rule["article"])

    def test_russian_5_4_12_1_3(self):
        self.check_claimed("draughts-russian", RUSSIAN)

    def test_ministry_100_5_4_12_1_3(self):
        self.check_claimed("draughts-ministry-100", INTERNATIONAL)


class KingsOnly(Rules):
    """Two kings against a king and a man that never moves: kings only, and no lone king."""

    def game(self, board, plies):
        pieces = {INTERNATIONAL: {1: "W", 2: "W", 3: "B", 4: "B"}, RUSSIAN: {1: "W", 2: "W", 3: "B", 4: "b"}}[board]
        return fen("W", pieces), plan(board, "W", pieces, plies + 1)

    def test_fmjd_6_2(self):
        rule = edition("draughts-fmjd")["kings_only_moves"]
        self.assertTrue(rule["automatic"])
        start, moves = self.game(INTERNATIONAL, 2 * rule["moves"])
        self.assert_ends_at("draughts-fmjd", start, moves, 2 * rule["moves"], "kings-only-moves", rule["article"])

    def check_claimed(self, name, board):
        rule = edition(name)["kings_only_moves"]
        self.assertFalse(rule["automatic"])
        ply = 2 * rule["moves"]
        start, moves = self.game(board, ply)
        self.assert_claimable_from(name, start, moves, ply, "kings-only-moves", rule["article"])
        self.assert_arbiter_ends_at(name, start, moves, ply, "kings-only-moves", rule["article"])

    def test_russian_64sq_5(self):
        self.check_claimed("draughts-russian", RUSSIAN)

    def test_ministry_100_3_5(self):
        self.check_claimed("draughts-ministry-100", INTERNATIONAL)


class LoneKing(Rules):
    """White's pieces against a lone black king, counted from the FEN's position."""

    def lone_king_rule(self, name, pieces):
        (rule,) = [r for r in edition(name)["lone_king"] if r["pieces_min"] <= pieces <= r["pieces_max"]]
        return rule

    def expected_ply(self, rule, side):
        if rule["counted"] == "each":
            return 2 * rule["moves"]
        return stronger_moves_reach(rule["moves"], strong_first=side == "W")

    def check(self, name, board, pieces, side, arbiter=True):
        strong = sum(1 for p in pieces.values() if p in "wW")
        rule = self.lone_king_rule(name, strong)
        if rule["all_kings"]:
            self.assertNotIn("w", pieces.values())
        ply = self.expected_ply(rule, side)
        start = fen(side, pieces)
        moves = plan(board, side, pieces, ply + 1)
        if rule["automatic"]:
            self.assert_ends_at(name, start, moves, ply, "lone-king", rule["article"])
        else:
            self.assert_claimable_from(name, start, moves, ply, "lone-king", rule["article"])
            if arbiter:
                self.assert_arbiter_ends_at(name, start, moves, ply, "lone-king", rule["article"])

    def test_fmjd_6_3_two_kings_and_a_man(self):
        self.check("draughts-fmjd", INTERNATIONAL, {1: "W", 2: "W", 46: "w", 3: "B"}, "W")

    def test_fmjd_6_3_three_kings_lone_king_first(self):
        self.check("draughts-fmjd", INTERNATIONAL, {1: "W", 2: "W", 3: "W", 4: "B"}, "B")

    def test_fmjd_6_4_king_and_man(self):
        self.check("draughts-fmjd", INTERNATIONAL, {1: "W", 46: "w", 2: "B"}, "W")

    def test_fmjd_6_4_king_against_king(self):
        self.check("draughts-fmjd", INTERNATIONAL, {1: "W", 2: "B"}, "B")

    def test_russian_64sq_4_stronger_first(self):
        self.check("draughts-russian", RUSSIAN, {1: "W", 2: "W", 3: "W", 29: "B"}, "W")

    def test_russian_64sq_4_lone_king_first(self):
        # White's 15th move is ply 30, where 64sq.5's 15 moves of kings end too: both are
        # claimable, and the arbiter's initiative takes 64sq.5, first in the edition's order.
        self.check("draughts-russian", RUSSIAN, {1: "W", 2: "W", 3: "W", 29: "B"}, "B", arbiter=False)

    def test_ministry_100_3_5_three_pieces(self):
        self.check("draughts-ministry-100", INTERNATIONAL, {1: "W", 2: "W", 46: "w", 3: "B"}, "W")

    def test_ministry_100_3_5_three_pieces_lone_king_first(self):
        self.check("draughts-ministry-100", INTERNATIONAL, {1: "W", 2: "W", 46: "w", 3: "B"}, "B")

    def test_ministry_100_3_5_one_or_two_pieces(self):
        self.check("draughts-ministry-100", INTERNATIONAL, {1: "W", 46: "w", 2: "B"}, "B")
        self.check("draughts-ministry-100", INTERNATIONAL, {1: "W", 2: "B"}, "W")


class UnchangedMaterial(Rules):
    """64sq.6: both sides with kings, nothing taken, no man crowned. Its counts are longer than
    64sq.5's, so the kings-only claim is open first; the test looks at 64sq.6's claim alone."""

    def check(self, pieces):
        (rule,) = [r for r in edition("draughts-russian")["unchanged_material"]
                   if r["pieces_min"] <= len(pieces) <= r["pieces_max"]]
        self.assertFalse(rule["automatic"])
        ply = 2 * rule["moves"]
        start = fen("W", pieces)
        moves = plan(RUSSIAN, "W", pieces, ply + 1)
        self.assert_claimable_from("draughts-russian", start, moves, ply, "unchanged-material", rule["article"])
        (game,) = adjudicate("draughts-russian", [(start, moves[:ply + 1])])
        repetitions = [e for e in game["events"] if e["rule"] == "threefold-repetition" and "moves" not in e]
        self.assertEqual(repetitions, [], "a position came a third time")

    def test_russian_64sq_6_four_and_five_pieces(self):
        self.check({1: "W", 2: "W", 3: "B", 4: "b"})
        self.check({1: "W", 2: "W", 29: "w", 3: "B", 4: "b"})

    def test_russian_64sq_6_six_and_seven_pieces(self):
        self.check({1: "W", 2: "W", 29: "w", 3: "B", 12: "B", 4: "b"})
        self.check({1: "W", 2: "W", 29: "w", 3: "B", 12: "B", 20: "B", 4: "b"})


class NoMove(Rules):
    """7.2: after a few king moves the black king steps off the edge into a capture; with its last
    piece gone, black on move cannot move and loses."""

    def test_fmjd_7_2(self):
        article = edition("draughts-fmjd")["game_end"]["no_move_article"]
        pieces = {3: "W", 2: "B", 46: "w", 47: "w"}
        for plies in range(1, 12, 2):  # a shuffle that leaves black on move
            shuffle = plan(INTERNATIONAL, "W", pieces, plies)
            at = dict(pieces)
            for move in shuffle:
                source, target = map(int, move.split("-"))
                at[target] = at.pop(source)
            capture = self.into_capture(at)
            if capture:
                break
        else:
            self.fail("no shuffle lets the black king step into a capture")
        black, step, white, landing = capture
        moves = shuffle + [f"{black}-{step}", f"{white}x{landing}"]
        self.assert_ends_at("draughts-fmjd", fen("W", pieces), moves, len(moves), "no-move", article,
                            status="no-move", result="1-0")

    def into_capture(self, at):
        """The black king's step off the edge onto the white king's diagonal, with the square
        beyond it free: (black, step, white, landing), or None."""
        board = INTERNATIONAL
        (black,) = [s for s, p in at.items() if p == "B"]
        (white,) = [s for s, p in at.items() if p == "W"]
        (br, bc), (wr, wc) = board.coord(black), board.coord(white)
        for dr, dc in ((1, 1), (1, -1), (-1, 1), (-1, -1)):
            r, c = br + dr, bc + dc
            if not (0 < r < board.size - 1 and 0 < c < board.size - 1) or abs(r - wr) != abs(c - wc):
                continue
            beyond = (r + (1 if r > wr else -1), c + (1 if c > wc else -1))
            if 0 <= min(beyond) and max(beyond) < board.size and board.square(*beyond) not in at:
                return black, board.square(r, c), white, board.square(*beyond)
        return None


if __name__ == "__main__":
    DRAWBRIDGE, RULES_DIR = sys.argv[1], sys.argv[2]
    unittest.main(argv=sys.argv[:1], verbosity=2)
