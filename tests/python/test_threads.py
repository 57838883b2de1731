"""The long calls release the GIL: while one thread is inside a call, another runs Python.

Python hands the GIL over only when it is released or after sys.getswitchinterval(): with the
interval made very long, the main thread can run while the other thread is still calling only
if the calls release the GIL. No time is measured; the deadline only bounds a failing test."""

from __future__ import annotations

import sys
import threading
import time

import pytest

import drawbridge

LONG_GAME = " ".join(["g1f3 g8f6 f3g1 f6g8"] * 2 + ["e2e4 e7e5"] + ["g1f3 b8c6 f3g1 c6b8"] * 2)


def overlaps(call) -> bool:
    """Whether the main thread ran while another thread was making `call` again and again."""
    entered, main_ran, done = threading.Event(), threading.Event(), threading.Event()

    def worker():
        entered.set()
        deadline = time.monotonic() + 60
        while not main_ran.is_set() and time.monotonic() < deadline:
            call()
        done.set()

    interval = sys.getswitchinterval()
    sys.setswitchinterval(1000.0)
    try:
        thread = threading.Thread(target=worker)
        thread.start()
        entered.wait()  # waits without the GIL: the worker goes into its calls
        ran_during_calls = not done.is_set()
        main_ran.set()
        thread.join()
    finally:
        sys.setswitchinterval(interval)
    return ran_during_calls


@pytest.mark.parametrize(
    "call",
    [
        lambda: drawbridge.adjudicate(LONG_GAME),
        lambda: drawbridge.dead("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
        lambda: drawbridge.dead("8/8/8/4k3/8/8/4K3/4N3 w - - 0 1"),
    ],
    ids=["adjudicate", "dead-search", "dead-material"],
)
def test_calls_release_the_gil(call):
    assert overlaps(call)


def test_scan_releases_the_gil(own_games):
    pgn = own_games / "random.pgn"
    assert overlaps(lambda: next(iter(drawbridge.scan(pgn))))


def test_threads_agree(own_games):
    games = (own_games / "random.tsv").read_text().splitlines()[:200]
    expected = [drawbridge.adjudicate(moves, start) for start, moves in (g.split("\t")[:2] for g in games)]
    results = [None] * 4

    def work(slot):
        results[slot] = [drawbridge.adjudicate(moves, start) for start, moves in (g.split("\t")[:2] for g in games)]

    threads = [threading.Thread(target=work, args=(slot,)) for slot in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert results == [expected] * 4


def test_adjudicate_many_releases_the_gil(own_games):
    games = [row.split("\t")[1] for row in (own_games / "random.tsv").read_text().splitlines()[:300]]
    assert overlaps(lambda: sum(1 for _ in drawbridge.adjudicate_many(games)))
