"""A stand-in for the part of python-chess's API that drawbridge reads (python-chess is not in
Debian 12): ``Move.uci()``, and a ``Board`` with ``push``, ``move_stack``, ``root()`` and
``fen()`` (of the root only: the stand-in knows no chess), ``chess960``."""

from __future__ import annotations

from typing import List, Optional

STARTING_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"


class Move:
    def __init__(self, uci: str) -> None:
        self._uci = uci

    @classmethod
    def from_uci(cls, uci: str) -> "Move":
        return cls(uci)

    def uci(self) -> str:
        return self._uci


class Board:
    def __init__(self, fen: Optional[str] = STARTING_FEN, *, chess960: bool = False) -> None:
        self._start = fen or STARTING_FEN
        self.chess960 = chess960
        self.move_stack: List[Move] = []

    def push(self, move: Move) -> None:
        self.move_stack.append(move)

    def push_uci(self, uci: str) -> Move:
        move = Move.from_uci(uci)
        self.push(move)
        return move

    def root(self) -> "Board":
        return Board(self._start, chess960=self.chess960)

    def fen(self) -> str:
        if self.move_stack:
            raise NotImplementedError("the stand-in knows only its root's FEN")
        return self._start
