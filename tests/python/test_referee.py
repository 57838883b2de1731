"""drawbridge.Referee: a game refereed move by move, its events, claims, offers and flag falls."""

from __future__ import annotations

import pytest

import drawbridge

SHUFFLE = ["g1f3", "g8f6", "f3g1", "f6g8"]


def test_fivefold_ends_the_game():
    referee = drawbridge.Referee()
    events = []
    for move in SHUFFLE * 4:
        events = referee.play(move)
    assert referee.result == "1/2-1/2" and referee.ending["rule"] == "fivefold-repetition"
    assert [e.event for e in events] == ["result"]
    assert events[0].to_dict()["edition"] == "fide-2023"
    assert referee.ply == 16
    with pytest.raises(ValueError):
        referee.play("e2e4")


def test_claimable_and_a_claim(chess_module):
    referee = drawbridge.Referee()
    for move in SHUFFLE * 2:
        referee.play(chess_module.Move.from_uci(move))
    claims = referee.claimable()
    assert {(c.rule, bool(c.moves)) for c in claims} >= {("threefold-repetition", False)}
    ruling = referee.claim("threefold-repetition", clocks=(60, 60))
    assert referee.result == "1/2-1/2" and ruling


def test_flag_fall_and_offer():
    referee = drawbridge.Referee(fen="4k3/8/8/8/8/8/8/3QK3 w - - 0 1")
    events = referee.flag_fall("white")
    assert referee.result == "1/2-1/2"  # black, a bare king, cannot mate (6.9)
    assert events[-1].event == "result"
    lost = drawbridge.Referee(fen="4k3/8/8/8/8/8/8/3QK3 b - - 0 1")
    lost.flag_fall()
    assert lost.result == "1-0"
    offered = drawbridge.Referee()
    offered.play("e2e4")
    assert [e.event for e in offered.offer()] == ["offer"]


def test_from_board_and_bad_input(chess_module):
    board = chess_module.Board()
    for move in SHUFFLE:
        board.push(chess_module.Move.from_uci(move))
    assert drawbridge.Referee.from_board(board).ply == 4
    with pytest.raises(ValueError):
        drawbridge.Referee(fen="not a fen")
    with pytest.raises(ValueError):
        drawbridge.Referee(rules="fide-1900")
    with pytest.raises(ValueError):
        drawbridge.Referee().play("e2e5")
