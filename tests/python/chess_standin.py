"""A stand-in for the part of python-chess's API that drawbridge reads (python-chess is not in
Debian 12): ``Move`` with its squares and ``uci()``, and a ``Board`` with ``push``, ``move_stack``, ``root()`` and
``fen()`` (of the root only: the stand-in knows no chess), ``chess960``."""

from __future__ import annotations

import dataclasses

from typing import List, Optional

STARTING_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"


@dataclasses.dataclass(unsafe_hash=True)
class Move:
    """python-chess's Move as python-chess 1.x defines it: a dataclass of squares (0 = a1 ... 63 =
    h8) and piece types (1 pawn ... 6 king), whose ``uci()`` builds the text on each call."""

    from_square: int
    to_square: int
    promotion: Optional[int] = None
    drop: Optional[int] = None

    @classmethod
    def from_uci(cls, uci: str) -> "Move":
        if uci == "0000":
            return cls(0, 0)
        if len(uci) == 4 and uci[1] == "@":
            return cls(_square(uci[2:]), _square(uci[2:]), drop=_PIECE_SYMBOLS.index(uci[0].lower()))
        if len(uci) in (4, 5):
            promotion = _PIECE_SYMBOLS.index(uci[4]) if len(uci) == 5 else None
            if promotion == 0:
                raise ValueError(f"invalid uci: {uci!r}")
            return cls(_square(uci[0:2]), _square(uci[2:4]), promotion)
        raise ValueError(f"expected uci string to be of length 4 or 5: {uci!r}")

    def uci(self) -> str:
        if self.drop:
            return _PIECE_SYMBOLS[self.drop].upper() + "@" + SQUARE_NAMES[self.to_square]
        if self.promotion:
            return SQUARE_NAMES[self.from_square] + SQUARE_NAMES[self.to_square] + _PIECE_SYMBOLS[self.promotion]
        if self:
            return SQUARE_NAMES[self.from_square] + SQUARE_NAMES[self.to_square]
        return "0000"

    def __bool__(self) -> bool:
        return bool(self.from_square or self.to_square or self.promotion or self.drop)


SQUARE_NAMES = [file + rank for rank in "12345678" for file in "abcdefgh"]
_PIECE_SYMBOLS = [None, "p", "n", "b", "r", "q", "k"]


def _square(name: str) -> int:
    try:
        return SQUARE_NAMES.index(name)
    except ValueError:
        raise ValueError(f"invalid uci: {name!r}") from None


class UciOnlyMove:
    """A move of another library that only answers ``uci()``: the duck type drawbridge falls back to."""

    def __init__(self, uci: str) -> None:
        self._uci = uci

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
