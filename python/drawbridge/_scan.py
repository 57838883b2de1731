"""``drawbridge scan`` of a PGN (or PDN) archive for Python: its input a path, bytes or a binary
file object, its games handed to Python as dicts built in C++."""

from __future__ import annotations

import io
import os
from typing import Any, Dict, Iterator, Optional, Tuple, Union

from . import _drawbridge
from ._laws import Policy, Rules, laws as _laws
from ._scan_threads import Feeder, results

Source = Union[str, "os.PathLike[str]", bytes, bytearray, memoryview, Any]


def _scan_input(source: Source) -> Tuple[str, str, Optional[Feeder]]:
    """(name in the JSON lines, path to open, feeder of a pipe or None)."""
    if isinstance(source, (str, os.PathLike)):
        path = os.fspath(source)
        return path, path, None
    if isinstance(source, io.TextIOBase):
        raise ValueError(f"{source!r} is a text file object; open the file in binary mode ('rb')")
    if isinstance(source, (bytes, bytearray, memoryview)) or callable(getattr(source, "read", None)):
        feeder = Feeder(source)
        return "-", f"/dev/fd/{feeder.read_fd}", feeder
    raise ValueError(f"{source!r} is neither a path, bytes nor a binary file object")


def scan(
    source: Source,
    rules: Rules = "fide-2023",
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
    return scan_by(_laws(rules, policy), source, threads)


def scan_by(laws: Any, source: Source, threads: int) -> Iterator[Dict[str, Any]]:
    """The scan of `source` by loaded laws, chess's or a draughts edition's."""
    name, path, feeder = _scan_input(source)
    try:
        run = _drawbridge._Scan(laws, [(name, path)], threads)
    finally:
        if feeder is not None:
            os.close(feeder.read_fd)  # the scan has its own descriptor of the pipe
    return results(run, feeder)
