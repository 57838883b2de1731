"""``drawbridge scan`` of large archives on a Dask cluster (Debian's python3-dask and
python3-distributed), the workers writing the output.

A plain PGN file is cut into blocks (64 MB by default), each block's edges moved to the next
game start, so that every game is in one block whatever the block size; a compressed file
(gzip, zstd) is one block. A quick first task per block counts its games and lines, so that
each block knows the number of its first game before it is scanned; then one task per block
scans it and writes its part into ``out_dir``: ``part-NNNNNN.jsonl`` (and ``part-NNNNNN.pgn``
with ``fixed=True``), under a temporary name renamed when the task completes. Read in name
order, the parts are exactly ``drawbridge scan``'s output for the same files, game numbers,
offsets and line numbers included. The client receives a summary and the games with findings:
its memory does not grow with the archive.

Every worker must see the files and ``out_dir`` at the paths given (a shared file system) and
have drawbridge installed. See doc/python.md for a cluster of several machines and for SLURM.
"""

from __future__ import annotations

import glob
import os
import time
import uuid
from typing import Any, Callable, Dict, Iterable, List, Optional, Set, Tuple, Union

from . import _drawbridge
from ._laws import laws, policy_names

DEFAULT_BLOCK_BYTES = 64 << 20

Block = Tuple[str, int, Optional[int]]  # path, begin, end (None: the file's end)


def _blocks(path: str, block_bytes: int) -> List[Tuple[int, Optional[int]]]:
    """Task: the blocks a file is cut into (one for a compressed file)."""
    return _drawbridge._blocks(path, block_bytes)


def _cut(path: str, begin: int, end: Optional[int]) -> Tuple[int, Optional[int], int, int]:
    """Task: the block moved to game starts, with its games and line breaks counted."""
    return _drawbridge._cut_range(path, begin, end)


def _remove(*paths: str) -> None:
    for path in paths:
        try:
            os.remove(path)
        except FileNotFoundError:
            pass


def _scan_part(
    path: str,
    part: Tuple[int, Optional[int], int, int],
    out_dir: str,
    name: str,
    rules: str,
    policy: List[str],
    fixed: bool,
    threads: int,
) -> Dict[str, Any]:
    """Task: scans one range into ``out_dir/name.jsonl`` (and ``.pgn``); returns its summary.

    The files are written under names of this run's own and renamed at the end, the PGN
    first: a task that runs twice (its worker lost) leaves one part, and a failed one none.
    """
    token = uuid.uuid4().hex
    json_path, fixed_path = (os.path.join(out_dir, f"{name}{suffix}") for suffix in (".jsonl", ".pgn"))
    json_tmp, fixed_tmp = (os.path.join(out_dir, f".{name}{suffix}.{token}.tmp") for suffix in (".jsonl", ".pgn"))
    try:
        run = _drawbridge._Scan(laws(rules, policy), [(path, path)], threads, part)
        summary = run.write(json_tmp, fixed_tmp if fixed else "")
        if fixed:
            os.replace(fixed_tmp, fixed_path)
        os.replace(json_tmp, json_path)
    finally:
        _remove(json_tmp, fixed_tmp)
    summary["part"] = name
    return summary


def _add(total: Dict[str, Any], summary: Dict[str, Any]) -> None:
    for key in ("games", "plies", "errors", "skipped", "bytes"):
        total[key] += summary[key]
    total["task_seconds"] += summary["seconds"]
    for key in ("findings", "endings"):
        for kind, count in summary[key].items():
            total[key][kind] = total[key].get(kind, 0) + count


def _check_out_dir(out_dir: str) -> None:
    os.makedirs(out_dir, exist_ok=True)
    if glob.glob(os.path.join(glob.escape(out_dir), "part-*")):
        raise ValueError(f"{out_dir}: holds parts already (part-*); give an empty folder")


def scan(
    files: Iterable[Union[str, "os.PathLike[str]"]],
    out_dir: Union[str, "os.PathLike[str]"],
    client: Any = None,
    rules: Union[str, "os.PathLike[str]"] = "fide-2023",
    policy: Union[None, str, Iterable[str]] = None,
    fixed: bool = False,
    block_bytes: int = DEFAULT_BLOCK_BYTES,
    threads: int = 1,
    on_flagged: Optional[Callable[[Dict[str, Any]], None]] = None,
) -> Dict[str, Any]:
    """Scans `files` on the cluster of `client` (distributed.get_client() when None), the
    workers writing the parts into `out_dir`; returns the summary.

    Args:
        files: PGN archives (plain, gzip or zstd) as paths the workers can open; the JSON
            lines name them as given, as the CLI does.
        out_dir: a folder without parts, created if absent, that the workers can write.
        client: a ``distributed.Client``.
        rules, policy: as for :func:`drawbridge.adjudicate`.
        fixed: also write each part's ``--fixed`` PGN (``part-NNNNNN.pgn``).
        block_bytes: the size of the blocks plain files are cut into (at least 1).
        threads: scanning threads per task (1 lets Dask's workers use the cores).
        on_flagged: called with each game with findings, in input order, as the parts come;
            the summary then keeps none of them, and the client's memory stays flat however
            many games have findings.

    Returns:
        ``games``, ``plies``, ``errors``, ``skipped``, ``findings`` (by kind), ``endings`` (by
        rule), ``bytes`` (read from the files), ``seconds`` (wall time of the whole scan),
        ``task_seconds`` (the tasks' own, added up), ``parts`` (their names, in order) and
        ``flagged``: the dicts of the games with findings, in input order (none kept when
        `on_flagged` is given; ``flagged_games`` counts them either way).

    Raises:
        ValueError: bad arguments, or a task's error: an unreadable file or range (its message
            names the file and the bytes), bad laws. Parts already written stay as they are.
    """
    if not isinstance(block_bytes, int) or block_bytes < 1:
        raise ValueError(f"block_bytes: {block_bytes!r} is not a positive number of bytes")
    if client is None:
        from distributed import get_client

        client = get_client()
    started = time.monotonic()
    out = os.fspath(out_dir)
    _check_out_dir(out)
    laws(rules, policy)  # bad laws raise here, before any task
    names = list(policy_names(policy))
    paths = [os.fspath(path) for path in files]
    futures: Set[Any] = set()  # those not yet done, cancelled if the scan stops
    try:
        blocks_of = client.gather(_map(client, futures, _blocks, paths, [block_bytes] * len(paths)))
        blocks = [(path, begin, end) for path, found in zip(paths, blocks_of) for begin, end in found]
        cuts = _map(client, futures, _cut, *zip(*blocks))
        scans = _submit_scans(client, futures, blocks, cuts, out, os.fspath(rules), names, fixed, threads)
        return _summary(futures, scans, started, on_flagged)
    finally:
        client.cancel(list(futures))
        for leftover in glob.glob(os.path.join(glob.escape(out), ".part-*.tmp")):
            _remove(leftover)  # of a task whose worker was lost while it wrote


def _map(client: Any, kept: Set[Any], task: Any, *args: Any) -> List[Any]:
    """client.map(task, *args), each call a task of its own (pure=False), kept to be cancelled."""
    if not args or not args[0]:
        return []
    futures = client.map(task, *args, pure=False)
    kept.update(futures)
    return futures


def _submit_scans(
    client: Any,
    kept: Set[Any],
    blocks: List[Block],
    cuts: List[Any],
    out_dir: str,
    rules: str,
    policy: List[str],
    fixed: bool,
    threads: int,
) -> List[Any]:
    """One scan task per block, each submitted once the counts before it are known."""
    scans: List[Any] = []
    first_index, first_line, previous_path = 0, 1, None
    for number, ((path, _, _), cut) in enumerate(zip(blocks, cuts)):
        begin, end, games, lines = cut.result()
        kept.discard(cut)
        cut.release()
        if path != previous_path:
            first_line, previous_path = 1, path
        part = (begin, end, first_index, first_line)
        future = client.submit(
            _scan_part, path, part, out_dir, f"part-{number:06d}", rules, policy, fixed, threads, pure=False
        )
        kept.add(future)
        scans.append(future)
        first_index += games
        first_line += lines
    return scans


def _summary(
    kept: Set[Any], scans: List[Any], started: float, on_flagged: Optional[Callable[[Dict[str, Any]], None]]
) -> Dict[str, Any]:
    """The parts' summaries added up, in order; each result let go once read."""
    total: Dict[str, Any] = {
        "games": 0, "plies": 0, "errors": 0, "skipped": 0, "findings": {}, "endings": {},
        "bytes": 0, "seconds": 0.0, "task_seconds": 0.0, "parts": [], "flagged": [], "flagged_games": 0,
    }  # fmt: skip
    for future in scans:
        summary = future.result()
        kept.discard(future)
        future.release()
        _add(total, summary)
        total["parts"].append(summary["part"])
        for game in summary.pop("flagged"):  # dicts the worker built in C++
            total["flagged_games"] += 1
            if on_flagged is None:
                total["flagged"].append(game)
            else:
                on_flagged(game)
    total["seconds"] = time.monotonic() - started
    return total
