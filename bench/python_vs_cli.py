#!/usr/bin/env python3
"""The Python module against the CLI, each ratio measured in the same run:

- adjudicate: drawbridge.adjudicate called per game from Python against `drawbridge adjudicate`
  on the same games (the TCEC archive, converted once to the adjudicate input by pgn_to_tsv):
  the module's overhead, goal <= 1.2;
  the moves as one text, as a list of str, as a list of Move objects (tests/python's stand-in:
  python-chess's Move dataclass, read by its squares), and many games in adjudicate_many calls;
- two Python threads each on half the games against one thread on all: goal >= 1.6;
- Referee.play: moves per second from Python, against the CLI's per-move figure.

bench/dask_vs_cli.py measures drawbridge.dask.scan.

Run with Debian's python3 and the build tree's package on PYTHONPATH (`ninja bench_python`).
--games N keeps the first N games of each archive (a quick check that the benchmark runs).
"""

import argparse
import os
import pathlib
import resource
import subprocess
import sys
import tempfile
import threading
import time

import drawbridge

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "tests" / "python"))
import chess_standin  # noqa: E402  (python-chess's Move, duck-typed: python-chess is not in Debian 12)


def cpu_seconds():
    """CPU time of this process and its finished children, user and system."""
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + children.ru_utime + children.ru_stime


def timed(function, repeat):
    """The best wall time and the best CPU time of `repeat` calls of `function`: the CPU time
    keeps its meaning on a busy machine, where the wall time also counts the waits for a core."""
    best_wall, best_cpu = float("inf"), float("inf")
    for _ in range(repeat):
        wall_start, cpu_start = time.perf_counter(), cpu_seconds()
        function()
        best_wall = min(best_wall, time.perf_counter() - wall_start)
        best_cpu = min(best_cpu, cpu_seconds() - cpu_start)
    return best_wall, best_cpu


def pgn_games(path, limit):
    """The games of a PGN file as texts, each from its first tag line."""
    games, current = [], []
    with open(path, encoding="utf-8", errors="surrogateescape") as pgn:
        for line in pgn:
            if line.startswith("[Event ") and current:
                games.append("".join(current))
                current = []
                if limit and len(games) >= limit:
                    return games
            current.append(line)
    if current:
        games.append("".join(current))
    return games[:limit] if limit else games


def bench_adjudicate(args, tmp):
    pgn = tmp / "tcec.pgn"
    pgn.write_text("".join(pgn_games(args.games_dir / "tcec.pgn", args.games)), encoding="utf-8", errors="surrogateescape")
    tsv = tmp / "tcec.tsv"
    with open(pgn, "rb") as source, open(tsv, "wb") as out:
        subprocess.run([args.pgn_to_tsv], stdin=source, stdout=out, check=True)
    games = [line.split("\t")[:2] for line in tsv.read_text(encoding="utf-8").splitlines() if line]

    def cli():
        subprocess.run([args.drawbridge, "adjudicate", str(tsv)], stdout=subprocess.DEVNULL, check=False)

    listed = [(start, moves.split()) for start, moves in games]
    objects = [(start, [chess_standin.Move.from_uci(move) for move in moves]) for start, moves in listed]

    def one_by_one(games_given):
        def run():
            for start, moves in games_given:
                try:
                    drawbridge.adjudicate(moves, start)
                except ValueError:
                    pass  # the CLI answers such a game with its error too

        return run

    def batch(games_given):
        return lambda: sum(1 for _ in drawbridge.adjudicate_many(games_given))

    print(f"adjudicate, {len(games)} TCEC games, best of {args.repeat}; ratio = module time / CLI time, wall and CPU:")
    cli_s, cli_cpu = timed(cli, args.repeat)
    print(f"  CLI                       {len(games) / cli_s:10,.0f} games/s wall, {len(games) / cli_cpu:10,.0f} CPU")
    forms = [
        ("one text each", one_by_one(games)),
        ("a list of str each", one_by_one(listed)),
        ("a list of Move each", one_by_one(objects)),
        ("adjudicate_many, Move", batch(objects)),
    ]
    for name, run in forms:
        wall, cpu = timed(run, args.repeat)
        print(
            f"  module, {name:<19} {len(games) / wall:10,.0f} games/s wall, {len(games) / cpu:10,.0f} CPU;"
            f" ratio {wall / cli_s:.2f} wall, {cpu / cli_cpu:.2f} CPU  (goal <= 1.2)"
        )
    bench_threads(listed, "lists of str", args.repeat)
    bench_threads(objects, "lists of Move objects", args.repeat)
    bench_referee(games, cli_s, cli_cpu, args.repeat)


def bench_threads(games, form, repeat):
    """Two Python threads, each adjudicating half the games, against one thread doing all of them:
    the GIL is released for the C++ work (reading the moves and building the dicts hold it)."""
    half = len(games) // 2

    def answer_all(part):
        for _ in drawbridge.adjudicate_many(part):
            pass

    def threads(parts):
        def run():
            workers = [threading.Thread(target=answer_all, args=(part,)) for part in parts]
            for worker in workers:
                worker.start()
            for worker in workers:
                worker.join()

        return run

    one, one_cpu = timed(threads([games]), repeat)
    two, two_cpu = timed(threads([games[:half], games[half:]]), repeat)
    print(f"adjudicate_many from Python threads, {len(games)} games ({form}), best of {repeat}:")
    print(f"  1 thread {len(games) / one:10,.0f} games/s wall ({one_cpu:.2f} s CPU);"
          f" 2 threads {len(games) / two:10,.0f} games/s wall ({two_cpu:.2f} s CPU)")
    print(f"  ratio (1 thread's wall time / 2 threads') {one / two:.2f}  (goal >= 1.6; a busy machine's other"
          f" work takes cores from it); CPU 2 threads / 1: {two_cpu / one_cpu:.2f}")


def bench_referee(games, cli_s, cli_cpu, repeat):
    """Referee.play from Python, move by move, against the CLI's own per-move figure (python-chess,
    the other baseline the goal names, is not in Debian 12)."""
    plies = sum(len(moves.split()) for _, moves in games)

    def play():
        for start, moves in games:
            referee = drawbridge.Referee(fen=None if start == "startpos" else start)
            try:
                for move in moves.split():
                    referee.play(move)
            except ValueError:
                pass  # the game ended; later moves are not played

    play_s, play_cpu = timed(play, repeat)
    print(f"Referee.play, {plies} plies, best of {repeat}:")
    print(f"  CLI adjudicate {plies / cli_s:14,.0f} moves/s wall, {plies / cli_cpu:14,.0f} moves/s CPU")
    print(f"  Referee.play   {plies / play_s:14,.0f} moves/s wall, {plies / play_cpu:14,.0f} moves/s CPU  (goal >= 1 M)")
    print(f"  ratio (Referee.play time / CLI time) wall {play_s / cli_s:.2f}, CPU {play_cpu / cli_cpu:.2f}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--drawbridge", required=True)
    parser.add_argument("--pgn-to-tsv", required=True)
    parser.add_argument("--games-dir", required=True, type=pathlib.Path, help="the folder of tcec.pgn and human.pgn: the third-party games (tests/data/README.md)")
    parser.add_argument("--games", type=int, default=0, help="the first N games of each archive (0: all)")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f}, python {sys.version.split()[0]}, drawbridge {drawbridge.__version__}")
    with tempfile.TemporaryDirectory() as tmp:
        bench_adjudicate(args, pathlib.Path(tmp))


if __name__ == "__main__":
    main()
