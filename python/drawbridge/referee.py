"""drawbridge.Referee: one game refereed move by move (draw::Referee); its events are
drawbridge.Event objects, the C++ events themselves."""

from __future__ import annotations

import os
from typing import Any, Dict, List, Optional, Tuple, Union

from . import Move, Policy, _board_game, _drawbridge, _laws
from ._drawbridge import Event


class Referee:
    """The referee of one game, move by move, under an edition of the Laws and a policy.

    Each call returns the events it caused (a list of :class:`Event`); bad input (an illegal
    move, a claim or offer the Laws do not allow now) raises ValueError and changes nothing.

    >>> referee = drawbridge.Referee()
    >>> for move in ["g1f3", "g8f6", "f3g1", "f6g8"] * 2: events = referee.play(move)
    >>> [e.rule for e in referee.claimable()]
    """

    def __init__(self, rules: Union[str, "os.PathLike[str]"] = "fide-2023", policy: Policy = None,
                 fen: Optional[str] = None, chess960: bool = False) -> None:
        self._referee = _drawbridge._Referee(_laws(rules, policy), fen or "startpos", bool(chess960))

    @classmethod
    def from_board(cls, board: Any, rules: Union[str, "os.PathLike[str]"] = "fide-2023", policy: Policy = None) -> "Referee":
        """A referee that has replayed a python-chess ``Board`` from its root."""
        start, moves, chess960 = _board_game(board)
        referee = cls(rules, policy, start, chess960)
        for move in moves:
            referee.play(move)
        return referee

    def play(self, move: Move) -> List[Event]:
        """Plays a move (UCI, or a move object); the events it caused (the result)."""
        return self._referee.play(move)

    def claimable(self) -> List[Event]:
        """The claims the player on move could make now and win: each with its rule, article and
        the moves that make it (none when the claim is on the board)."""
        return self._referee.claimable()

    def claim(self, rule: str, move: Optional[Move] = None, clocks: Tuple[float, float] = (0.0, 0.0)) -> List[Event]:
        """A claim by the player on move (9.5): ``"threefold-repetition"`` or ``"fifty-move"``, with
        an intended move or on the board; clocks in seconds (claimant, opponent). The ruling."""
        return self._referee.claim(rule, move, clocks[0], clocks[1])

    def offer(self, side: Optional[str] = None) -> List[Event]:
        """A draw offer by `side` (the player who just moved, by default), right after his move."""
        if side is None:
            side = "black" if self._referee.side_to_move == "white" else "white"
        return self._referee.offer(side)

    def accept(self, side: Optional[str] = None) -> List[Event]:
        """`side` (the player on move, by default) accepts the pending offer: a draw."""
        return self._referee.accept(side or self._referee.side_to_move)

    def flag_fall(self, side: Optional[str] = None) -> List[Event]:
        """The flag of `side` (the player on move, by default) falls (6.9): a loss, or a draw when
        the opponent cannot checkmate by any series of legal moves."""
        return self._referee.flag_fall(side or self._referee.side_to_move)

    @property
    def result(self) -> Optional[str]:
        """``"1-0"``, ``"0-1"``, ``"1/2-1/2"``, or None while the game goes on."""
        return self._referee.result

    @property
    def ending(self) -> Optional[Dict[str, Any]]:
        """How the game ended: ply, rule and article; None while it goes on."""
        return self._referee.ending

    @property
    def ply(self) -> int:
        """Half-moves played."""
        return self._referee.ply

    @property
    def fen(self) -> str:
        """The position on the board."""
        return self._referee.fen
