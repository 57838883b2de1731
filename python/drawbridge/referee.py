"""drawbridge.Referee: one game refereed move by move (draw::Referee); its events are
drawbridge.Event objects, the C++ events themselves."""

from __future__ import annotations

from typing import Any, List, Optional, Tuple

from . import _drawbridge
from ._adjudication import Move, board_game
from ._laws import Policy, Rules, laws
from ._drawbridge import Event
from ._game_referee import GameReferee


class Referee(GameReferee):
    """The referee of one game, move by move, under an edition of the Laws and a policy.

    Each call returns the events it caused (a list of :class:`Event`); bad input (an illegal
    move, a claim or offer the Laws do not allow now) raises ValueError and changes nothing.

    >>> referee = drawbridge.Referee()
    >>> for move in ["g1f3", "g8f6", "f3g1", "f6g8"] * 2: events = referee.play(move)
    >>> [e.rule for e in referee.claimable()]
    """

    def __init__(self, rules: Rules = "fide-2023", policy: Policy = None,
                 fen: Optional[str] = None, chess960: bool = False) -> None:
        self._referee = _drawbridge._Referee(laws(rules, policy), fen or "startpos", bool(chess960))

    @classmethod
    def from_board(cls, board: Any, rules: Rules = "fide-2023", policy: Policy = None) -> "Referee":
        """A referee that has replayed a python-chess ``Board`` from its root."""
        start, moves, chess960 = board_game(board)
        referee = cls(rules, policy, start, chess960)
        for move in moves:
            referee.play(move)
        return referee

    def play(self, move: Move) -> List[Event]:
        """Plays a move (UCI, or a move object); the events it caused (the result)."""
        return self._referee.play(move)

    def claim(self, rule: str, move: Optional[Move] = None, clocks: Tuple[float, float] = (0.0, 0.0)) -> List[Event]:
        """A claim by the player on move (9.5): ``"threefold-repetition"`` or ``"fifty-move"``, with
        an intended move or on the board; clocks in seconds (claimant, opponent). The ruling."""
        return self._referee.claim(rule, move, clocks[0], clocks[1])

    def flag_fall(self, side: Optional[str] = None) -> List[Event]:
        """The flag of `side` (the player on move, by default) falls (6.9): a loss, or a draw when
        the opponent cannot checkmate by any series of legal moves."""
        return self._referee.flag_fall(side or self._referee.side_to_move)
