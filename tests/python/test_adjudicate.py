"""drawbridge.adjudicate and adjudicate_board: the CLI's answers, claims, flags, policies and
bad input."""

from __future__ import annotations

import pytest

import drawbridge
from conftest import run_cli

REPETITION = "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8"
FIVEFOLD = " ".join([REPETITION] * 2)


def cli_line(cli, line, *flags):
    (answer,) = run_cli(cli, "adjudicate", *flags, stdin=line + "\n")
    return answer


def test_fields_are_the_cli_line(cli):
    answer = drawbridge.adjudicate(FIVEFOLD.split())
    assert answer == cli_line(cli, f"startpos\t{FIVEFOLD}")
    assert list(answer) == ["line", "plies", "fen", "status", "result", "end", "moves_after_end", "events", "error"]
    assert answer["result"] == "1/2-1/2"
    assert answer["end"]["rule"] == "fivefold-repetition"


def test_moves_as_a_string_or_objects_with_uci(chess_module):
    as_text = drawbridge.adjudicate(REPETITION)
    as_objects = drawbridge.adjudicate([chess_module.Move.from_uci(m) for m in REPETITION.split()])
    assert as_text == as_objects
    assert as_text["plies"] == 8
    # Any whitespace separates the moves of a text, as str.split() separates them.
    assert drawbridge.adjudicate(REPETITION.replace(" ", "\t", 2).replace(" ", " \r\n ", 1)) == as_text


def test_start_fen_and_editions(cli):
    fen = "8/8/8/4k3/8/8/4K3/4N3 w - - 0 1"
    answer = drawbridge.adjudicate([], start=fen, rules="fide-2014")
    assert answer == cli_line(cli, f"{fen}\t", "--rules", "fide-2014")
    assert answer["end"]["rule"] == "dead-position"


def test_claims_and_flag_as_the_cli_reads_them(cli):
    claim = "ply=8 rule=threefold-repetition clocks=60/60"
    as_text = drawbridge.adjudicate(REPETITION, claims=claim)
    as_dict = drawbridge.adjudicate(
        REPETITION, claims=[{"ply": 8, "rule": "threefold-repetition", "clocks": (60, 60)}]
    )
    assert as_text == as_dict == cli_line(cli, f"startpos\t{REPETITION}\t{claim}")
    flagged = drawbridge.adjudicate("e2e4 e7e5", flag=("white", 2))
    assert flagged == drawbridge.adjudicate("e2e4 e7e5", flag="white@2")
    assert flagged == cli_line(cli, "startpos\te2e4 e7e5\tflag=white@2")
    assert flagged["result"] == "0-1"


def test_policy(cli):
    answer = drawbridge.adjudicate(REPETITION + " g1f3", policy="arbiter-initiative")
    assert answer == cli_line(cli, f"startpos\t{REPETITION} g1f3", "--policy", "arbiter-initiative")
    assert answer == drawbridge.adjudicate(REPETITION + " g1f3", policy=["arbiter-initiative"])


def test_chess960_castling():
    fen = "1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R2K1R1 w GBgb - 0 1"
    with pytest.raises(ValueError, match="bad FEN"):
        drawbridge.adjudicate([], start=fen)
    castled = drawbridge.adjudicate(["e1g1"], start=fen, chess960=True)
    assert castled["fen"].startswith("1r2k1r1/pppppppp/8/8/8/8/PPPPPPPP/1R3RK1 b")


def test_adjudicate_board(chess_module):
    board = chess_module.Board()
    for move in REPETITION.split():
        board.push(chess_module.Move.from_uci(move))
    assert drawbridge.adjudicate_board(board) == drawbridge.adjudicate(REPETITION)


@pytest.mark.parametrize(
    "call, line, flags",
    [
        (lambda: drawbridge.adjudicate("e2e5"), "startpos\te2e5", []),
        (lambda: drawbridge.adjudicate("", start="not a fen"), "not a fen\t", []),
        (lambda: drawbridge.adjudicate("e2e4", claims="ply=x"), "startpos\te2e4\tply=x", []),
        (lambda: drawbridge.adjudicate("e2e4", flag="green@1"), "startpos\te2e4\tflag=green@1", []),
    ],
    ids=["illegal-move", "bad-fen", "bad-claim", "bad-flag"],
)
def test_bad_input_raises_the_cli_message(cli, call, line, flags):
    with pytest.raises(ValueError) as raised:
        call()
    assert str(raised.value) == cli_line(cli, line, *flags)["error"]


def test_unknown_edition_and_policy():
    with pytest.raises(ValueError, match="fide-2023"):  # the message lists the editions there are
        drawbridge.adjudicate("e2e4", rules="fide-1900")
    with pytest.raises(ValueError, match="no-such-policy"):
        drawbridge.adjudicate("e2e4", policy="no-such-policy")
    with pytest.raises(ValueError):
        drawbridge.adjudicate([object()])
    with pytest.raises(ValueError):
        drawbridge.adjudicate(["e2 e4"])
    with pytest.raises(ValueError):
        drawbridge.adjudicate_board(object())


def test_editions_and_version():
    assert {"fide-2014", "fide-2023"} <= set(drawbridge.editions())
    assert drawbridge.__version__.count(".") == 2


def test_many_games_are_each_one_cli_line(cli, own_games, chess_module):
    rows = [row.split("\t") for row in (own_games / "random.tsv").read_text().splitlines()[:600]]
    games = [(start, [chess_module.Move.from_uci(m) for m in moves.split()]) for start, moves, *_ in rows]
    games += [("startpos", "e2e4 e7e5 e1e3"), "e2e4 e7e5", ["d2d4"], ("not a fen", [])]
    expected = run_cli(cli, "adjudicate", stdin="".join(f"{start}\t{moves}\n" for start, moves, *_ in rows))
    expected += run_cli(cli, "adjudicate", stdin="startpos\te2e4 e7e5 e1e3\nstartpos\te2e4 e7e5\nstartpos\td2d4\n")
    answers = list(drawbridge.adjudicate_many(games))
    assert [a["plies"] for a in answers[:-1]] == [e["plies"] for e in expected]
    assert [{**a, "line": 1} for a in answers[:-1]] == [{**e, "line": 1} for e in expected]
    assert "not a fen" in answers[-1]["error"]  # the bad game's line, the others answered


def test_bad_moves_items_are_value_errors():
    class Raises:
        def uci(self):
            raise RuntimeError("its own error")

    with pytest.raises(ValueError, match=r"42 is neither a UCI string nor a move with \.uci\(\)"):
        drawbridge.adjudicate(["e2e4", 42])
    with pytest.raises(ValueError, match="neither a text nor an iterable of moves"):
        drawbridge.adjudicate(42)
    with pytest.raises(RuntimeError, match="its own error"):
        drawbridge.adjudicate([Raises()])
    with pytest.raises(ValueError, match="is neither a UCI string"):
        list(drawbridge.adjudicate_many([["e2e4", None]]))
    with pytest.raises(ValueError, match=r"\(start, moves\)"):
        list(drawbridge.adjudicate_many([("startpos", "e2e4", "extra")]))
    with pytest.raises(ValueError, match="no-such-edition"):
        drawbridge.adjudicate_many([], rules="no-such-edition")


def test_move_objects_by_their_squares(chess_module):
    promotion = "8/P7/8/8/8/8/8/k6K w - - 0 1"
    queen = drawbridge.adjudicate([chess_module.Move.from_uci("a7a8q")], start=promotion)
    assert queen == drawbridge.adjudicate("a7a8q", start=promotion)
    knight = drawbridge.adjudicate([chess_module.Move(48, 56, promotion=2)], start=promotion)
    assert knight["fen"].startswith("N7/")
    # A promotion named on a move to another rank is no pawn's: it is not read.
    assert drawbridge.adjudicate([chess_module.Move(12, 28, promotion=5)])["plies"] == 1
    with pytest.raises(ValueError, match="null moves"):
        drawbridge.adjudicate([chess_module.Move.from_uci("0000")])  # read by its .uci(): "0000"


def test_moves_of_other_kinds():
    from chess_standin import UciOnlyMove

    game = REPETITION.split()
    expected = drawbridge.adjudicate(REPETITION)
    assert drawbridge.adjudicate([UciOnlyMove(m) for m in game]) == expected  # by .uci()
    assert drawbridge.adjudicate(m for m in game) == expected  # any iterable
    assert drawbridge.adjudicate(tuple(game)) == expected
    mixed = [UciOnlyMove(m) if i % 2 else m for i, m in enumerate(game)]
    assert drawbridge.adjudicate(mixed) == expected


@pytest.mark.parametrize(
    "moves, message",
    [
        ([object()], "neither a UCI string nor a move"),
        (7, "neither a text nor an iterable"),
        (["e2e4", 5], "neither a UCI string nor a move"),
    ],
)
def test_bad_moves_are_value_errors(moves, message):
    with pytest.raises(ValueError, match=message):
        drawbridge.adjudicate(moves)


def test_bad_squares_are_value_errors(chess_module):
    for move in [chess_module.Move(12, 64), chess_module.Move(-3, 20), chess_module.Move(52, 60, promotion=6)]:
        with pytest.raises(ValueError, match="is not a move"):
            drawbridge.adjudicate([move])
    with pytest.raises(ValueError):
        drawbridge.Referee().play(chess_module.Move(12, 99))
