"""Random and mangled input at every entry point of the module, as a harness's bugs would send it:
each call answers, or raises ValueError (TypeError for an argument of the wrong type), and the
interpreter lives on. The inputs are drawn from a fixed seed, so a failure names a reproducible
case; tests/fuzz/python_entry_fuzz.cpp fuzzes the C++ under the same calls."""

from __future__ import annotations

import random
from typing import Any, Callable, List

import pytest

import drawbridge

SEED = 20261202
ROUNDS = 400

FENS = [
    "startpos",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "8/8/8/8/8/5k2/8/4K2R w K - 0 1",
    "4k3/8/8/8/8/8/8/4K2R w - - 0 1",
    "8/5ppp/8/8/ppp5/bkp4Q/qnp5/n1K5 b - -",
]
MOVES = ["e2e4", "e7e5", "g1f3", "g8f6", "f3g1", "f6g8", "b8c6", "e1g1", "e1f1", "f3e5", "e7e8q", "0000", "e2e4e5"]
EDITIONS = ["fide-2023", "fide-2014", "fide-pre2014-ru", "fide-pre2014-pl"]
CLAIMS = ["ply=2 rule=threefold-repetition clocks=1/2", "ply=0 rule=fifty-move move=e2e4 clocks=0.5/0.5"]
NAMES = ["fide-2023", "fide-2014", "fide-pre2014-ru", "white", "black", "threefold-repetition", "fifty-move"]
ODD = ["", " ", "\t", "\n", "\x00", "\r\n", "é", "\udcff", "-1", "9" * 30, "nan", "=", ";", "@", "/", "x" * 100_000]


def mangled(rng: random.Random, seeds: List[str]) -> str:
    """A seed with a few characters replaced, inserted or removed, or an odd string."""
    if rng.random() < 0.2:
        return rng.choice(ODD)
    text = list(rng.choice(seeds + NAMES))
    for _ in range(rng.randint(0, 3)):
        where = rng.randint(0, len(text))
        what = rng.choice(["delete", "insert", "replace"])
        odd = rng.choice(" /-=;@\t\x00é0123456789abcdefghknpqrwxKQRBNP")
        if what == "insert" or not text:
            text.insert(where, odd)
        elif what == "delete":
            del text[min(where, len(text) - 1)]
        else:
            text[min(where, len(text) - 1)] = odd
    return "".join(text)


def pick(rng: random.Random, seeds: List[Any]) -> Any:
    """Mostly a good value, so that calls go deep; a mangled one otherwise."""
    return rng.choice(seeds) if rng.random() < 0.7 else mangled(rng, [str(seed) for seed in seeds])


def number(rng: random.Random) -> Any:
    return rng.choice([0, 1, -1, 2.5, float("nan"), float("inf"), -float("inf"), 10**30, "1", None])


def answers_or_refuses(call: Callable[[], Any]) -> Any:
    """The call's answer, or None when it raised ValueError or TypeError."""
    try:
        return call()
    except (ValueError, TypeError):
        return None


def play_randomly(rng: random.Random, referee: drawbridge.Referee) -> None:
    for _ in range(rng.randint(0, 12)):
        action = rng.randrange(6)
        ply, fen = referee.ply, referee.fen
        if action == 0:
            made = answers_or_refuses(lambda: referee.play(pick(rng, MOVES)))
        elif action == 1:
            made = answers_or_refuses(
                lambda: referee.claim(pick(rng, ["threefold-repetition", "fifty-move"]), rng.choice([None, pick(rng, MOVES)]),
                                      (number(rng), number(rng))))
        elif action == 2:
            made = answers_or_refuses(lambda: referee.offer(rng.choice([None, pick(rng, ["white", "black"])])))
        elif action == 3:
            made = answers_or_refuses(lambda: referee.accept(rng.choice([None, pick(rng, ["white", "black"])])))
        elif action == 4:
            made = answers_or_refuses(referee.claimable)
        else:
            made = answers_or_refuses(lambda: [event.to_dict() for event in referee.claimable()])
        if made is None:
            assert (referee.ply, referee.fen) == (ply, fen), "a refused call changed the game"


def test_referee_takes_any_input() -> None:
    rng = random.Random(SEED)
    for _ in range(ROUNDS):
        referee = answers_or_refuses(
            lambda: drawbridge.Referee(rules=pick(rng, EDITIONS), fen=pick(rng, [None] + FENS[1:])))
        if referee is not None:
            play_randomly(rng, referee)
            assert isinstance(referee.fen, str) and referee.ply >= 0


def test_adjudicate_takes_any_input() -> None:
    rng = random.Random(SEED + 1)
    for _ in range(ROUNDS):
        cycle = ["g1f3", "g8f6", "f3g1", "f6g8"] * 3
        game = cycle[: rng.randint(0, len(cycle))] + [pick(rng, MOVES) for _ in range(rng.randint(0, 2))]
        moves: Any = rng.choice([game, " ".join(game), pick(rng, MOVES), 7])
        answer = answers_or_refuses(
            lambda: drawbridge.adjudicate(moves, start=pick(rng, FENS[:2]), claims=rng.choice([None, pick(rng, CLAIMS)]),
                                          rules=pick(rng, EDITIONS), policy=pick(rng, [None, "arbiter-initiative"])))
        assert answer is None or answer["line"] == 1


def test_dead_takes_any_input() -> None:
    rng = random.Random(SEED + 2)
    for _ in range(ROUNDS):
        # The default budget under a time bound: a mangled composed position can be a hard one.
        answer = answers_or_refuses(
            lambda: drawbridge.dead(pick(rng, FENS[1:]), budget=rng.choice([None, 0, 500, -3, "1"]), max_ms=pick(rng, [20, 0])))
        assert answer is None or answer["white"] in ("can-mate", "cannot-mate", "unknown")


def test_scan_takes_any_bytes() -> None:
    rng = random.Random(SEED + 3)
    game = b'[Event "e"]\n[Result "1/2-1/2"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2\n'
    for _ in range(ROUNDS // 4):
        data = bytearray(game * rng.randint(0, 3))
        for _ in range(rng.randint(0, 20)):
            if data:
                data[rng.randrange(len(data))] = rng.randrange(256)
        lines = answers_or_refuses(lambda: list(drawbridge.scan(bytes(data))))
        assert lines is None or all("game" in line or "error" in line for line in lines)


@pytest.mark.parametrize("source", ["/nonexistent/ü.pgn", b"\x28\xb5\x2f\xfd broken zstd", b"\x1f\x8b broken gzip", 3.5])
def test_scan_refuses_bad_sources(source: Any) -> None:
    with pytest.raises((ValueError, TypeError)):
        list(drawbridge.scan(source))


class _OddMove:
    """A move object with any attributes a harness's bug could give it."""

    def __init__(self, from_square: Any, to_square: Any, promotion: Any) -> None:
        self.from_square, self.to_square, self.promotion = from_square, to_square, promotion

    def uci(self) -> Any:
        return self.from_square


def test_move_objects_take_any_squares() -> None:
    rng = random.Random(SEED + 4)
    squares = [0, 12, 28, 52, 60, 63, 64, -1, 10**30, -(10**30), None, 2.0, "e2", True]
    for _ in range(ROUNDS):
        moves = [_OddMove(rng.choice(squares), rng.choice(squares), rng.choice([None, 0, 1, 2, 5, 6, -1, 10**30, "q"]))
                 for _ in range(rng.randint(1, 3))]
        answer = answers_or_refuses(lambda: drawbridge.adjudicate(moves))
        assert answer is None or answer["line"] == 1
        referee = drawbridge.Referee()
        assert answers_or_refuses(lambda: referee.play(moves[0])) is not None or referee.ply == 0
        many = answers_or_refuses(lambda: list(drawbridge.adjudicate_many([moves, ("startpos", moves)])))
        assert many is None or len(many) == 2
