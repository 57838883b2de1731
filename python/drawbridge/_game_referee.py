"""What the referees of one game, chess's and draughts', answer alike over their C++ referee:
the claims open now, draw offers, and the state of the game."""

from __future__ import annotations

from typing import Any, Dict, List, Optional

from ._drawbridge import Event


class GameReferee:
    """The calls a referee of one game shares; ``self._referee`` is its C++ referee."""

    _referee: Any

    def claimable(self) -> List[Event]:
        """The claims the player on move could make now and win: each with its rule, article and
        the moves that make it (UCI for chess, PDN for draughts; none when the claim is on the
        board)."""
        return self._referee.claimable()

    def offer(self, side: Optional[str] = None) -> List[Event]:
        """A draw offer by `side` (the player who just moved, by default), right after his move."""
        if side is None:
            side = "black" if self._referee.side_to_move == "white" else "white"
        return self._referee.offer(side)

    def accept(self, side: Optional[str] = None) -> List[Event]:
        """`side` (the player on move, by default) accepts the pending offer: a draw."""
        return self._referee.accept(side or self._referee.side_to_move)

    @property
    def result(self) -> Optional[str]:
        """``"1-0"``, ``"0-1"``, ``"1/2-1/2"`` (as the events write a result, for draughts too),
        or None while the game goes on."""
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
        """The position on the board (a FEN; for draughts, an FMJD FEN)."""
        return self._referee.fen

    @property
    def edition(self) -> str:
        """The id of the edition the game is refereed by."""
        return self._referee.edition
