"""One recorded game judged by the Laws, as ``drawbridge adjudicate`` does, and one position,
as ``drawbridge dead`` does: each answer the dict of the subcommand's JSON line."""

from __future__ import annotations

import itertools
from typing import Any, Callable, Dict, Iterable, Iterator, List, Mapping, Optional, Tuple, Union

from . import _drawbridge
from ._laws import Policy, Rules, laws as _laws, loaded_laws as _loaded_laws

Move = Any  # a UCI string, or an object with .uci()
Claim = Union[str, Mapping[str, Any]]
Flag = Union[None, str, Tuple[str, int]]

_uci = _drawbridge._uci


def _claim_text(claim: Claim, move_text: Callable[[Any], str]) -> str:
    if isinstance(claim, str):
        return claim
    fields = [f"ply={claim['ply']}", f"rule={claim['rule']}"]
    if claim.get("move") is not None:
        fields.append(f"move={move_text(claim['move'])}")
    claimant, opponent = claim["clocks"]
    fields.append(f"clocks={claimant}/{opponent}")
    return " ".join(fields)


def claims_column(
    claims: Union[None, Claim, Iterable[Claim]], flag: Flag, move_text: Callable[[Any], str] = _uci
) -> str:
    """The CLAIMS column of an adjudicate input line, a claim's move written by `move_text`."""
    if claims is None:
        items: List[str] = []
    elif isinstance(claims, (str, Mapping)):
        items = [_claim_text(claims, move_text)]
    else:
        items = [_claim_text(claim, move_text) for claim in claims]
    if isinstance(flag, str):
        items.append(flag if flag.startswith("flag=") else f"flag={flag}")
    elif flag is not None:
        side, ply = flag
        items.append(f"flag={side}@{ply}")
    return ";".join(items)


def adjudicate(
    moves: Union[str, Iterable[Move]],
    start: str = "startpos",
    rules: Rules = "fide-2023",
    policy: Policy = None,
    chess960: bool = False,
    claims: Union[None, Claim, Iterable[Claim]] = None,
    flag: Flag = None,
) -> Dict[str, Any]:
    """Judges one recorded game by the Laws, as ``drawbridge adjudicate`` does.

    Args:
        moves: UCI moves, as a list (strings, or move objects: python-chess's ``Move``, or
            anything with ``.uci()``) or one whitespace-separated string.
        start: ``"startpos"`` or a FEN.
        rules: an edition id (see :func:`editions`) or the path of an edition file.
        policy: policy names (``"arbiter-initiative"``, ``"after-opponent-offer"``,
            ``"every-n-moves:N"``), as a list or a comma-separated string.
        chess960: read the start FEN's castling rights as Chess960's.
        claims: claims to rule on: the CLAIMS column of the CLI
            (``"ply=N rule=threefold-repetition [move=UCI] clocks=C/O"``, ``;`` between
            claims), or a list of such strings or of dicts with the keys ``ply``, ``rule``,
            ``move`` (optional) and ``clocks`` (a pair of seconds: claimant, opponent).
        flag: a flag fall: ``"white@N"`` or ``("white", N)``: that side's flag fell after
            N plies.

    Returns:
        The dict of the game's JSON line (``line`` is 1): line, plies, fen, status, result,
        end, moves_after_end, events, error.

    Raises:
        ValueError: with the CLI's message, for a bad FEN, an illegal move, a bad claim or
            an unknown edition or policy.
    """
    laws = _loaded_laws(rules, ()) if policy is None and type(rules) is str else _laws(rules, policy)
    column = "" if claims is None and flag is None else claims_column(claims, flag)
    # Read in C++ in one pass: a text split there, a str in place, a move object by its squares.
    return _drawbridge._adjudicate(laws, start, moves, column, bool(chess960))


_GROUP = 256  # games a call of the extension answers: its few hundred dicts stay in the cache

GameMoves = Union[str, Iterable[Move], Tuple[str, Union[str, Iterable[Move]]]]


def adjudicate_many(
    games: Iterable[GameMoves],
    rules: Rules = "fide-2023",
    policy: Policy = None,
    chess960: bool = False,
) -> Iterator[Dict[str, Any]]:
    """:func:`adjudicate` of many games, read and answered in groups of a few hundred, the GIL
    released once a group: several threads, each on its own games, use several cores.

    Args:
        games: each game's moves (a text, or a list of UCI strings or move objects) from the
            start position, or a tuple ``(start, moves)``.
        rules, policy, chess960: as for :func:`adjudicate`.

    Returns:
        An iterator of the dicts of the games' JSON lines, in order (a group is answered as the
        iterator reaches it: memory stays flat); a game the CLI would answer with an error
        (a bad FEN, an illegal move) has its ``error`` set, as the CLI's line has, and does not
        stop the others.

    Raises:
        ValueError: an unknown edition or policy, or a game that is not moves or a
            ``(start, moves)`` tuple.
    """
    return _answers(_laws(rules, policy), iter(games), bool(chess960))  # bad laws raise here


def _answers(laws: Any, games: Iterator[GameMoves], chess960: bool) -> Iterator[Dict[str, Any]]:
    while True:
        group = list(itertools.islice(games, _GROUP))
        if not group:
            return
        yield from _drawbridge._adjudicate_many(laws, group, chess960)


def board_game(board: Any) -> Tuple[str, List[Any], bool]:
    """The start FEN, the UCI moves and the Chess960 flag of a python-chess style board."""
    try:
        start = board.root().fen()
        stack = board.move_stack
    except AttributeError:
        raise ValueError(f"{board!r} has no root().fen() and move_stack, as python-chess's Board has") from None
    return start, stack, bool(getattr(board, "chess960", False))


def adjudicate_board(
    board: Any,
    rules: Rules = "fide-2023",
    policy: Policy = None,
    claims: Union[None, Claim, Iterable[Claim]] = None,
    flag: Flag = None,
) -> Dict[str, Any]:
    """:func:`adjudicate` for a python-chess ``Board`` (its root FEN and its move stack)."""
    start, moves, chess960 = board_game(board)
    return adjudicate(moves, start, rules, policy, chess960, claims, flag)


def dead(fen: Any, budget: Optional[int] = None, max_ms: Optional[int] = None) -> Dict[str, Any]:
    """Whether each side can still checkmate by some series of legal moves, as ``drawbridge dead``.

    Args:
        fen: a FEN (it may stop after the side to move), or an object with ``.fen()``.
        budget: search nodes per side before the answer is ``"unknown"``.
        max_ms: milliseconds for the position (both sides) before ``"unknown"``.

    Returns:
        The dict of the position's JSON line (``line`` is 1): line, fen, white, black
        (``"can-mate"``, ``"cannot-mate"`` or ``"unknown"``), dead, white_line and black_line
        (a mating line as UCI moves, or None), why, nodes, micros, error.

    Raises:
        ValueError: a bad FEN, with the CLI's message.
    """
    if not isinstance(fen, str) and callable(getattr(fen, "fen", None)):
        fen = fen.fen()
    return _drawbridge._dead(fen, budget, max_ms)
