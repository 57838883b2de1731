"""``drawbridge scan`` of many archives on a Dask cluster (Debian's python3-dask and
python3-distributed): one task per file, each a :func:`drawbridge.scan` on a worker.

The games come back in the order of the files, numbered as one ``drawbridge scan`` of all the
files numbers them (``index`` from 0 over the whole scan): the output is the CLI's for the same
files. Every worker must see the files at the paths given (a shared file system) and have
drawbridge installed. See doc/python.md for a cluster of several machines and for SLURM.
"""

from __future__ import annotations

import os
from typing import Any, Dict, Iterable, Iterator, List, Optional, Union

import drawbridge


def _scan_file(path: str, rules: str, policy: Optional[List[str]], threads: int) -> List[Dict[str, Any]]:
    """The task: one file's games, scanned on a worker."""
    return list(drawbridge.scan(path, rules=rules, policy=policy, threads=threads))


def scan(
    files: Iterable[Union[str, "os.PathLike[str]"]],
    client: Any = None,
    rules: Union[str, "os.PathLike[str]"] = "fide-2023",
    policy: Union[None, str, Iterable[str]] = None,
    threads: int = 1,
) -> Iterator[Dict[str, Any]]:
    """Scans `files` on the cluster of `client` (the current client, distributed.get_client(),
    when None); yields the dicts of ``drawbridge scan``'s JSON lines in the files' order.

    Args:
        files: PGN archives (plain, gzip or zstd) as paths the workers can open.
        client: a ``distributed.Client``.
        rules, policy: as for :func:`drawbridge.adjudicate`.
        threads: scanning threads per task (1 lets Dask's workers use the cores).

    Raises:
        ValueError: an unreadable file or bad laws, raised by the task of that file.
    """
    if client is None:
        from distributed import get_client

        client = get_client()
    paths = [os.fspath(path) for path in files]
    names = list(policy.split(",")) if isinstance(policy, str) else list(policy or [])
    # One task per file, each told apart by its position (the same path may come twice).
    futures = client.map(
        _scan_file, paths, rules=os.fspath(rules), policy=names, threads=threads, pure=False
    )
    first_index = 0
    try:
        for future in futures:
            games = future.result()
            for game in games:
                game["index"] += first_index
                yield game
            first_index += len(games)
    finally:
        client.cancel(futures)
