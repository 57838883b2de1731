"""python-chess interop through its duck types: moves with .uci(), a board's root().fen() and
move_stack (the repository's stand-in, and python-chess itself where it is installed)."""

from __future__ import annotations

import drawbridge

SCHOLARS_MATE = "e2e4 e7e5 f1c4 b8c6 d1h5 g8f6 h5f7"


def board_of(chess_module, uci_moves, fen=None):
    board = chess_module.Board(fen) if fen else chess_module.Board()
    for move in uci_moves.split():
        board.push(chess_module.Move.from_uci(move))
    return board


def test_board_from_the_start(chess_module):
    answer = drawbridge.adjudicate_board(board_of(chess_module, SCHOLARS_MATE))
    assert answer["result"] == "1-0" and answer["end"]["rule"] == "checkmate"
    assert answer == drawbridge.adjudicate(SCHOLARS_MATE)


def test_board_from_a_fen(chess_module):
    fen = "8/8/8/4k3/8/8/4K3/4R3 w - - 0 1"
    board = board_of(chess_module, "e2d3", fen)
    assert drawbridge.adjudicate_board(board) == drawbridge.adjudicate(["e2d3"], start=fen)


def test_moves_objects_in_claims(chess_module):
    repetition = "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1"
    claim = {"ply": 7, "rule": "threefold-repetition", "move": chess_module.Move.from_uci("f6g8"), "clocks": (30, 30)}
    answer = drawbridge.adjudicate_board(board_of(chess_module, repetition), claims=[claim])
    assert answer == drawbridge.adjudicate(repetition, claims="ply=7 rule=threefold-repetition move=f6g8 clocks=30/30")
    assert answer["result"] == "1/2-1/2"
