"""The FIDE draw laws of drawbridge, in-process.

The same C++ core as the ``drawbridge`` program answers every call, and each answer is a
dict with exactly the fields of one JSON line of the matching subcommand:

- :class:`Referee`: one game refereed move by move, each call's :class:`Event` objects;
- :func:`adjudicate` and :func:`adjudicate_board`: ``drawbridge adjudicate``;
- :func:`dead`: ``drawbridge dead``;
- :func:`scan`: ``drawbridge scan`` (one dict per game);
- :func:`editions`: the editions of the Laws this package carries.

Bad input (a bad FEN, an illegal move, an unknown edition) raises :class:`ValueError` with the
program's message. The long calls release the GIL, so that threads run them side by side.
Moves are UCI strings or move objects: python-chess's ``Move`` (read by its squares), or any
object with a ``.uci()`` method;
a board is anything with ``root().fen()`` and ``move_stack``, such as python-chess's ``Board``.
"""

from __future__ import annotations

import functools
import io
import itertools
import json
import os
import queue
import threading
from typing import Any, Dict, Iterable, Iterator, List, Mapping, Optional, Sequence, Tuple, Union

from . import _drawbridge

__version__: str = _drawbridge.__version__

__all__ = ["Referee", "Tablebase", "TablebaseProbe", "Event", "EventKind", "Rule", "adjudicate", "adjudicate_many", "adjudicate_board", "dead", "scan", "editions", "__version__"]

# The editions travel with the package (drawbridge/rules/<id>.toml).
_RULES_DIRS = [os.path.join(os.path.dirname(os.path.abspath(__file__)), "rules")]

Move = Any  # a UCI string, or an object with .uci()
Policy = Union[None, str, Iterable[str]]
Claim = Union[str, Mapping[str, Any]]
Flag = Union[None, str, Tuple[str, int]]


def editions() -> List[str]:
    """The ids of the chess editions of the Laws this package carries, sorted (``fide-2023``, ...)."""
    return _drawbridge._editions(_RULES_DIRS)


@functools.lru_cache(maxsize=32)
def _loaded_laws(rules: str, policy: Tuple[str, ...]) -> Any:
    return _drawbridge._Laws(rules, list(policy), _RULES_DIRS)


def _laws(rules: Union[str, "os.PathLike[str]"], policy: Policy) -> Any:
    """The edition (an id, or a path to a .toml file) and the policy names, loaded once."""
    if policy is None and type(rules) is str:  # the common call, kept short: it runs once a game
        return _loaded_laws(rules, ())
    if isinstance(policy, str):
        names = tuple(name for name in policy.split(",") if name)
    else:
        names = tuple(policy or ())
    return _loaded_laws(os.fspath(rules), names)


_uci = _drawbridge._uci


def _claim_text(claim: Claim) -> str:
    if isinstance(claim, str):
        return claim
    fields = [f"ply={claim['ply']}", f"rule={claim['rule']}"]
    if claim.get("move") is not None:
        fields.append(f"move={_uci(claim['move'])}")
    claimant, opponent = claim["clocks"]
    fields.append(f"clocks={claimant}/{opponent}")
    return " ".join(fields)


def _claims_column(claims: Union[None, Claim, Iterable[Claim]], flag: Flag) -> str:
    """The CLAIMS column of an adjudicate input line."""
    if claims is None:
        items = []
    elif isinstance(claims, (str, Mapping)):
        items = [_claim_text(claims)]
    else:
        items = [_claim_text(claim) for claim in claims]
    if isinstance(flag, str):
        items.append(flag if flag.startswith("flag=") else f"flag={flag}")
    elif flag is not None:
        side, ply = flag
        items.append(f"flag={side}@{ply}")
    return ";".join(items)


def adjudicate(
    moves: Union[str, Iterable[Move]],
    start: str = "startpos",
    rules: Union[str, "os.PathLike[str]"] = "fide-2023",
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
    claims_column = "" if claims is None and flag is None else _claims_column(claims, flag)
    # Read in C++ in one pass: a text split there, a str in place, a move object by its squares.
    return _drawbridge._adjudicate(laws, start, moves, claims_column, bool(chess960))


_GROUP = 256  # games a call of the extension answers: its few hundred dicts stay in the cache

GameMoves = Union[str, Iterable[Move], Tuple[str, Union[str, Iterable[Move]]]]


def adjudicate_many(
    games: Iterable[GameMoves],
    rules: Union[str, "os.PathLike[str]"] = "fide-2023",
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


def _board_game(board: Any) -> Tuple[str, List[Any], bool]:
    """The start FEN, the UCI moves and the Chess960 flag of a python-chess style board."""
    try:
        start = board.root().fen()
        stack = board.move_stack
    except AttributeError:
        raise ValueError(f"{board!r} has no root().fen() and move_stack, as python-chess's Board has") from None
    return start, stack, bool(getattr(board, "chess960", False))


def adjudicate_board(
    board: Any,
    rules: Union[str, "os.PathLike[str]"] = "fide-2023",
    policy: Policy = None,
    claims: Union[None, Claim, Iterable[Claim]] = None,
    flag: Flag = None,
) -> Dict[str, Any]:
    """:func:`adjudicate` for a python-chess ``Board`` (its root FEN and its move stack)."""
    start, moves, chess960 = _board_game(board)
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


Source = Union[str, "os.PathLike[str]", bytes, bytearray, memoryview, Any]


class _Feeder:
    """Writes bytes or a binary file object's content into a pipe the scan reads."""

    _CHUNK = 1 << 16

    def __init__(self, source: Any) -> None:
        self._source = source
        self.read_fd, self._write_fd = os.pipe()
        self._thread = threading.Thread(target=self._feed, name="drawbridge-scan-feeder", daemon=True)
        self._thread.start()

    def _chunks(self) -> Iterator[bytes]:
        if isinstance(self._source, (bytes, bytearray, memoryview)):
            data = memoryview(self._source)
            for begin in range(0, len(data), self._CHUNK):
                yield data[begin : begin + self._CHUNK]
            return
        while True:
            chunk = self._source.read(self._CHUNK)
            if not chunk:
                return
            yield chunk

    def _feed(self) -> None:
        try:
            for chunk in self._chunks():
                view = memoryview(chunk)
                while view:
                    view = view[os.write(self._write_fd, view) :]
        except OSError:
            pass  # the scan stopped reading (a closed generator): nothing more to give it
        finally:
            os.close(self._write_fd)

    def join(self) -> None:
        self._thread.join()


_DONE = object()


def _scan_input(source: Source) -> Tuple[str, str, Optional[_Feeder]]:
    """(name in the JSON lines, path to open, feeder of a pipe or None)."""
    if isinstance(source, (str, os.PathLike)):
        path = os.fspath(source)
        return path, path, None
    if isinstance(source, io.TextIOBase):
        raise ValueError(f"{source!r} is a text file object; open the file in binary mode ('rb')")
    if isinstance(source, (bytes, bytearray, memoryview)) or callable(getattr(source, "read", None)):
        feeder = _Feeder(source)
        return "-", f"/dev/fd/{feeder.read_fd}", feeder
    raise ValueError(f"{source!r} is neither a path, bytes nor a binary file object")


def scan(
    source: Source,
    rules: Union[str, "os.PathLike[str]"] = "fide-2023",
    policy: Policy = None,
    threads: int = 1,
) -> Iterator[Dict[str, Any]]:
    """Audits a PGN archive by the Laws, as ``drawbridge scan`` does; one dict per game.

    Args:
        source: a path, bytes, or a binary file object; plain PGN, gzip or zstd (told apart
            by content). Games from a path name it in ``file``; from bytes or a file object,
            ``file`` is ``"-"``, as for the CLI's stdin.
        rules, policy: as for :func:`adjudicate`.
        threads: games are scanned on this many threads (1 to 256); the output is the same
            for any number.

    Returns:
        An iterator of the dicts of ``drawbridge scan``'s JSON lines, in input order. The
        scan runs in a background thread while the iterator is read; closing the iterator
        stops it.

    Raises:
        ValueError: at once for an unreadable input, an unknown edition or a bad thread
            count; while iterating when an input cannot be read to its end.
    """
    laws = _laws(rules, policy)
    name, path, feeder = _scan_input(source)
    try:
        run = _drawbridge._Scan(laws, [(name, path)], threads)
    finally:
        if feeder is not None:
            os.close(feeder.read_fd)  # the scan has its own descriptor of the pipe
    return _scan_results(run, feeder)


class _Stopped(Exception):
    """Raised in the scan's callback once the reader has closed the iterator."""


def _scan_results(run: Any, feeder: Optional[_Feeder]) -> Iterator[Dict[str, Any]]:
    batches: "queue.Queue[Any]" = queue.Queue(maxsize=4)
    stop = threading.Event()

    def emit(text: str) -> None:
        if stop.is_set():
            raise _Stopped
        batches.put(text)

    def work() -> None:
        try:
            run.run(emit)
            batches.put(_DONE)
        except BaseException as error:  # handed to the reader, who raises it
            batches.put(error)

    worker = threading.Thread(target=work, name="drawbridge-scan", daemon=True)
    worker.start()
    finished = False
    try:
        while not finished:
            item = batches.get()
            finished = item is _DONE or isinstance(item, BaseException)
            if isinstance(item, BaseException):
                raise item
            if not finished:
                for line in item.splitlines():
                    yield json.loads(line)
    finally:
        stop.set()
        while not finished:  # the worker puts one more item, _DONE or _Stopped, after the last batch
            item = batches.get()
            finished = item is _DONE or isinstance(item, BaseException)
        worker.join()
        run.close()  # closes the pipe, so that a feeder still writing stops
        if feeder is not None:
            feeder.join()


from ._drawbridge import Event, EventKind, Rule  # noqa: E402,F401  (public: the events' types)
from .referee import Referee  # noqa: E402  (it uses the helpers above)
from .tablebase import Tablebase, TablebaseProbe  # noqa: E402  (it uses the helpers above)
