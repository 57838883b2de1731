"""Draughts by the laws of its federations, in-process: the editions ``draughts-fmjd``
(international, 10x10), ``draughts-russian`` (8x8) and the others of :func:`editions`.

- :class:`Referee`: one game refereed move by move, its moves PDN (``32-28``, ``28x19``),
  Hub (``28x19x23``) or DXP (``28190123``) text, each call's :class:`drawbridge.Event` objects,
  the same events as chess;
- :func:`adjudicate`: a game's PDN moves judged as ``drawbridge adjudicate --rules
  draughts-fmjd`` judges them;
- :func:`scan`: the games of a PDN file (tags, move numbers, comments, results) judged against
  their recorded results, as ``drawbridge scan --rules draughts-fmjd`` judges them.

Moves are strings, or move objects: one with a ``pdn_move`` string (pydraughts' ``Move``) is
read by it, any other by ``str()``. Bad input (a bad FEN, an illegal or malformed move, an
unknown edition) raises :class:`ValueError` with the program's message.
"""

from __future__ import annotations

from typing import Any, Dict, Iterable, Iterator, List, Optional, Tuple, Union

from . import _drawbridge
from ._adjudication import Claim, claims_column
from ._drawbridge import Event
from ._game_referee import GameReferee
from ._laws import RULES_DIRS, Policy, Rules, draughts_laws
from ._scan import Source, scan_by

Move = Any  # a move's text, or an object with a pdn_move string or a str()

NOTATIONS = ("pdn", "hub", "dxp")

__all__ = ["Referee", "adjudicate", "scan", "editions", "NOTATIONS"]


def editions() -> List[str]:
    """The ids of the draughts editions this package carries, sorted (``draughts-fmjd``, ...)."""
    return _drawbridge._draughts_editions(RULES_DIRS)


def _written(move: Move, notation: str) -> Tuple[str, str]:
    """The text of a move and its notation: a str in `notation`, an object's ``pdn_move`` in
    PDN, or else its ``str()`` in `notation`."""
    if isinstance(move, str):
        return move, notation
    pdn = getattr(move, "pdn_move", None)
    if isinstance(pdn, str):
        return pdn, "pdn"
    return str(move), notation


def _pdn_text(move: Move) -> str:
    """One PDN move of a list, as the MOVES column of adjudicate's input holds it."""
    text, _ = _written(move, "pdn")
    if not text or any(character.isspace() for character in text):
        raise ValueError(f"move {move!r} is not one move")
    return text


class Referee(GameReferee):
    """The referee of one draughts game, move by move, under an edition and a policy.

    Each call returns the events it caused (a list of :class:`drawbridge.Event`, as chess's
    referee does); bad input (an illegal or malformed move, a claim or offer the laws do not
    allow now) raises ValueError and changes nothing.

    >>> referee = drawbridge.draughts.Referee("draughts-fmjd")
    >>> referee.play("32-28"), referee.play("19-23"), referee.play("28x19")
    >>> referee.play("14x23", notation="pdn")
    """

    def __init__(self, rules: Rules = "draughts-fmjd", policy: Policy = None, fen: Optional[str] = None,
                 notation: str = "pdn") -> None:
        """`rules` a draughts edition id or file; `fen` an FMJD FEN (``W:W31-50:B1-20``), the
        edition's start when None; `notation` the moves' text by default: ``"pdn"``, ``"hub"``
        or ``"dxp"``."""
        self._notation = self._checked(notation)
        self._referee = _drawbridge._DraughtsReferee(draughts_laws(rules, policy), fen)

    @staticmethod
    def _checked(notation: str) -> str:
        if notation not in NOTATIONS:
            raise ValueError(f"notation: {notation!r} is none of {', '.join(NOTATIONS)}")
        return notation

    def _notation_of(self, notation: Optional[str]) -> str:
        return self._notation if notation is None else self._checked(notation)

    @classmethod
    def from_moves(cls, moves: Iterable[Move], rules: Rules = "draughts-fmjd", policy: Policy = None,
                   fen: Optional[str] = None, notation: str = "pdn") -> "Referee":
        """A referee that has played `moves` (strings, or pydraughts' moves) from `fen`."""
        referee = cls(rules, policy, fen, notation)
        for move in moves:
            referee.play(move)
        return referee

    def play(self, move: Move, notation: Optional[str] = None) -> List[Event]:
        """Plays a move of the player on move; the events it caused (the result)."""
        text, written_in = _written(move, self._notation_of(notation))
        return self._referee.play(text, written_in)

    def claim(self, rule: str = "threefold-repetition", move: Optional[Move] = None,
              clocks: Tuple[float, float] = (0.0, 0.0), notation: Optional[str] = None) -> List[Event]:
        """A claim of a repetition by the player on move, on the board or with the move he
        writes down (5.4.12.2: a refused claim's move is played); clocks in seconds (claimant,
        opponent). The ruling, and the result when it is upheld."""
        text, written_in = (None, self._notation_of(notation))
        if move is not None:
            text, written_in = _written(move, written_in)
        return self._referee.claim(rule, text, written_in, clocks[0], clocks[1])

    def move_text(self, move: Move, to: str, notation: Optional[str] = None) -> str:
        """A legal move on the board written in the notation `to` (``"pdn"``, ``"hub"``,
        ``"dxp"``): ``move_text("32-28", "dxp")`` is ``"322800"``."""
        text, written_in = _written(move, self._notation_of(notation))
        return self._referee.move_text(text, written_in, self._checked(to))


def adjudicate(
    moves: Union[str, Iterable[Move]],
    start: str = "startpos",
    rules: Rules = "draughts-fmjd",
    policy: Policy = None,
    claims: Union[None, Claim, Iterable[Claim]] = None,
) -> Dict[str, Any]:
    """Judges one recorded draughts game by the laws, as ``drawbridge adjudicate --rules
    draughts-fmjd`` does.

    Args:
        moves: PDN moves, as one whitespace-separated string or a list of strings or move
            objects (pydraughts' ``Move``, by its ``pdn_move``).
        start: ``"startpos"`` or an FMJD FEN.
        rules: a draughts edition id (see :func:`editions`) or the path of an edition file.
        policy: policy names, as for :func:`drawbridge.adjudicate`.
        claims: repetition claims to rule on: ``"ply=N rule=threefold-repetition [move=PDN]
            clocks=C/O"`` (``;`` between claims), or a list of such strings or of dicts with
            the keys ``ply``, ``rule``, ``move`` (optional) and ``clocks``.

    Returns:
        The dict of the game's JSON line (``line`` is 1): line, plies, fen, status, result,
        end, moves_after_end, events, error.

    Raises:
        ValueError: with the CLI's message, for a bad FEN, an illegal move, a bad claim or an
            unknown edition or policy.
    """
    laws = draughts_laws(rules, policy)
    text = moves if isinstance(moves, str) else " ".join(_pdn_text(move) for move in moves)
    column = "" if claims is None else claims_column(claims, None, _pdn_text)
    for field, value in (("start", start), ("moves", text), ("claims", column)):
        if "\t" in value or "\n" in value or "\r" in value:
            raise ValueError(f"{field}: {value!r} holds a tab or a line break")
    return _drawbridge._adjudicate_draughts(laws, f"{start}\t{text}\t{column}" if column else f"{start}\t{text}")


def scan(
    source: Source,
    rules: Rules = "draughts-fmjd",
    policy: Policy = None,
    threads: int = 1,
) -> Iterator[Dict[str, Any]]:
    """Audits the games of a PDN file by a draughts edition, as ``drawbridge scan --rules
    draughts-fmjd`` does; one dict per game, as :func:`drawbridge.scan` gives them.

    Args:
        source: a path, bytes, or a binary file object; plain PDN, gzip or zstd.
        rules: a draughts edition id or file: every game is judged by it, and a game whose
            ``GameType`` names another game is an error on that game.
        policy, threads: as for :func:`drawbridge.scan`.

    Raises:
        ValueError: at once for an unreadable input, an unknown or chess edition or a bad
            thread count; while iterating when an input cannot be read to its end.
    """
    return scan_by(draughts_laws(rules, policy), source, threads)
