"""A stand-in for the part of pydraughts' API that drawbridge reads (pydraughts is not in Debian
12): its ``Move``, which carries the same move in several forms, among them ``pdn_move``
(``"32-28"``, ``"28x19"``) and ``hub_move`` (``"28x19x23"``); the stand-in knows no draughts and
converts nothing, so a test gives it the forms it needs."""

from __future__ import annotations

from typing import Any, List, Optional


class Move:
    """pydraughts' Move: the forms given, the others None, as pydraughts keeps them."""

    def __init__(self, board: Any = None, board_move: Optional[List[List[int]]] = None, hub_move: Optional[str] = None,
                 pdn_move: Optional[str] = None) -> None:
        self.board = board
        self.board_move = board_move
        self.hub_move = hub_move
        self.pdn_move = pdn_move
