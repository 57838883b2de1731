"""drawbridge.Tablebase: Syzygy tables probed through Fathom, and what the tables and the Laws
decide together (doc/tablebases.md)."""

from __future__ import annotations

import os
from typing import Any, Iterable, NamedTuple, Optional, Union

from . import _drawbridge
from ._laws import Policy, laws

Paths = Union[str, "os.PathLike[str]", Iterable[Union[str, "os.PathLike[str]"]]]


class TablebaseProbe(NamedTuple):
    """A position's WDL and DTZ in python-chess's conventions (side to move: 2 win, 1 cursed
    win, 0 draw, -1 blessed loss, -2 loss; dtz None without its table), and the verdict:
    ``outcome`` ("win", "draw", "loss" for the side to move, or "undecided"), ``result``
    ("1-0", "0-1", "1/2-1/2" or None), the ``article`` that draws it (or None), ``reason``."""

    wdl: int
    dtz: Optional[int]
    outcome: str
    result: Optional[str]
    article: Optional[str]
    reason: str


class Tablebase:
    """Syzygy tables in one or more folders (a list, or one string with ``os.pathsep`` between
    folders, as engines read SyzygyPath). A missing folder, or one with no tables, is a
    ValueError naming it; files cut short are left out and listed in :attr:`problems`.

    Fathom holds one set of folders per process: a Tablebase of other folders while one is
    alive is a ValueError. Probing is thread-safe and releases the GIL.

    >>> tables = drawbridge.Tablebase("/usr/share/syzygy")
    >>> tables.probe("8/8/8/8/8/2k5/8/KQ6 w - - 0 1").result
    '1-0'
    """

    def __init__(self, paths: Paths, pieces: int = 0) -> None:
        if isinstance(paths, (str, os.PathLike)):
            folders = [folder for folder in os.fspath(paths).split(os.pathsep) if folder]
        else:
            folders = [os.fspath(folder) for folder in paths]
        self._tables = _drawbridge._Tablebase(folders, int(pieces))

    @property
    def pieces(self) -> int:
        """The most pieces a probed position may have."""
        return int(self._tables.pieces)

    @property
    def problems(self) -> list:
        """The table files left out, each with why."""
        return list(self._tables.problems)

    def probe(self, fen_or_board: Any, rules: Union[str, "os.PathLike[str]"] = "fide-2023",
              policy: Policy = None, claims: bool = True) -> Optional[TablebaseProbe]:
        """The tables' WDL and DTZ of a FEN (or an object with ``.fen()``, such as a python-chess
        Board) and the verdict under the edition ``rules``, its halfmove clock counting; with
        ``claims`` the side that would lose claims the fifty-move draw when it may. None when
        the position has castling rights, more pieces than :attr:`pieces`, or no table."""
        fen = fen_or_board
        if not isinstance(fen, str) and callable(getattr(fen, "fen", None)):
            fen = fen.fen()
        if not isinstance(fen, str):
            raise ValueError(f"not a FEN or a board: {fen_or_board!r}")
        found = self._tables.probe(fen, laws(rules, policy), bool(claims))
        return None if found is None else TablebaseProbe(**found)
