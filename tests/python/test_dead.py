"""drawbridge.dead: the CLI's answers, bounds and bad input."""

from __future__ import annotations

import pytest

import drawbridge
from conftest import run_cli

KNIGHT_ONLY = "8/8/8/4k3/8/8/4K3/4N3 w - - 0 1"


def without_time(answer):
    return {key: value for key, value in answer.items() if key != "micros"}


@pytest.mark.parametrize("fen", [KNIGHT_ONLY, "8/8/8/4k3/8/8/4K3/4Q3 b", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"])
def test_fields_are_the_cli_line(cli, fen):
    (expected,) = run_cli(cli, "dead", stdin=fen + "\n")
    assert without_time(drawbridge.dead(fen)) == without_time(expected)


def test_dead_and_a_witness():
    answer = drawbridge.dead(KNIGHT_ONLY)
    assert answer["dead"] is True and answer["white"] == "cannot-mate"
    queen = drawbridge.dead("8/8/8/4k3/8/8/4K3/4Q3 w - - 0 1")
    assert queen["dead"] is False and queen["white"] == "can-mate" and queen["white_line"]


def test_a_board_with_fen(chess_module):
    board = chess_module.Board(KNIGHT_ONLY)
    assert without_time(drawbridge.dead(board)) == without_time(drawbridge.dead(KNIGHT_ONLY))


def test_budget_and_max_ms():
    small = drawbridge.dead("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", budget=0, max_ms=1000)
    assert small["white"] in ("can-mate", "unknown")
    with pytest.raises(ValueError, match="budget"):
        drawbridge.dead(KNIGHT_ONLY, budget=-1)


def test_bad_fen_raises_the_cli_message(cli):
    (expected,) = run_cli(cli, "dead", stdin="8/8/9 w\n")
    with pytest.raises(ValueError) as raised:
        drawbridge.dead("8/8/9 w")
    assert str(raised.value) == expected["error"]
