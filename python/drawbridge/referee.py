"""drawbridge.Referee: one game refereed move by move (draw::Referee), and its events."""

from __future__ import annotations

import json
import os
from typing import Any, Dict, List, Optional, Sequence, Tuple, Union

from . import Move, Policy, _board_game, _drawbridge, _laws, _uci


class Event:
    """One thing the referee says about the game, with the fields of the events file (--events):
    event, rule, article, edition, ply, move, result, fen, game, detail; and, for a claim, the
    moves that make it (empty when it is on the board)."""

    __slots__ = ("event", "rule", "article", "edition", "ply", "move", "result", "fen", "game", "detail", "moves")

    def __init__(self, fields: Dict[str, Any], moves: Sequence[str] = ()) -> None:
        for name in self.__slots__[:-1]:
            setattr(self, name, fields.get(name))
        self.moves: List[str] = list(moves)

    def to_dict(self) -> Dict[str, Any]:
        """The events file's JSON object, and `moves`."""
        return {name: getattr(self, name) for name in self.__slots__}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Event) and self.to_dict() == other.to_dict()

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__slots__ if getattr(self, name) not in (None, []))
        return f"Event({shown})"


def _events(made: List[Tuple[str, List[str]]]) -> List[Event]:
    return [Event(json.loads(text), moves) for text, moves in made]


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
        """Plays a move (UCI, or an object with ``.uci()``); the events it caused (the result)."""
        return _events(self._referee.play(_uci(move)))

    def claimable(self) -> List[Event]:
        """The claims the player on move could make now and win: each with its rule, article and
        the moves that make it (none when the claim is on the board)."""
        return _events(self._referee.claimable())

    def claim(self, rule: str, move: Optional[Move] = None, clocks: Tuple[float, float] = (0.0, 0.0)) -> List[Event]:
        """A claim by the player on move (9.5): ``"threefold-repetition"`` or ``"fifty-move"``, with
        an intended move or on the board; clocks in seconds (claimant, opponent). The ruling."""
        return _events(self._referee.claim(rule, None if move is None else _uci(move), clocks[0], clocks[1]))

    def offer(self, side: Optional[str] = None) -> List[Event]:
        """A draw offer by `side` (the player who just moved, by default), right after his move."""
        if side is None:
            side = "black" if self._referee.side_to_move == "white" else "white"
        return _events(self._referee.offer(side))

    def accept(self, side: Optional[str] = None) -> List[Event]:
        """`side` (the player on move, by default) accepts the pending offer: a draw."""
        return _events(self._referee.accept(side or self._referee.side_to_move))

    def flag_fall(self, side: Optional[str] = None) -> List[Event]:
        """The flag of `side` (the player on move, by default) falls (6.9): a loss, or a draw when
        the opponent cannot checkmate by any series of legal moves."""
        return _events(self._referee.flag_fall(side or self._referee.side_to_move))

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
