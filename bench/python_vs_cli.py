#!/usr/bin/env python3
"""The Python module against the CLI, each ratio measured in the same run:

- adjudicate: drawbridge.adjudicate called per game from Python against `drawbridge adjudicate`
  on the same games (the TCEC archive, converted once to the adjudicate input by pgn_to_tsv):
  the module's overhead, goal <= 1.2;
- Referee.play: moves per second from Python, against the CLI's per-move figure;
- Dask: drawbridge.dask.scan of the archives, cut into pieces, on a LocalCluster of 1 and of 2
  worker processes: goal >= 1.7 on 2 cores.

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
import time

import drawbridge


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

    def module():
        for start, moves in games:
            try:
                drawbridge.adjudicate(moves, start)
            except ValueError:
                pass  # the CLI answers such a game with its error too

    (cli_s, cli_cpu), (module_s, module_cpu) = timed(cli, args.repeat), timed(module, args.repeat)
    print(f"adjudicate, {len(games)} TCEC games (moves as one text each), best of {args.repeat}:")
    print(f"  CLI    {len(games) / cli_s:12,.0f} games/s wall, {len(games) / cli_cpu:12,.0f} games/s CPU")
    print(f"  module {len(games) / module_s:12,.0f} games/s wall, {len(games) / module_cpu:12,.0f} games/s CPU")
    print(f"  ratio (module time / CLI time) wall {module_s / cli_s:.2f}, CPU {module_cpu / cli_cpu:.2f}  (goal <= 1.2)")
    bench_referee(games, cli_s, cli_cpu, args.repeat)


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


def bench_dask(args, tmp):
    try:
        import distributed

        import drawbridge.dask
    except ImportError:
        print("dask: python3-distributed is not installed; skipped")
        return
    games = pgn_games(args.games_dir / "tcec.pgn", args.games) + pgn_games(args.games_dir / "human.pgn", args.games)
    pieces = []
    size = max(1, len(games) // args.pieces)
    for number, first in enumerate(range(0, len(games), size)):
        piece = tmp / f"piece{number:03}.pgn"
        piece.write_text("".join(games[first : first + size]), encoding="utf-8", errors="surrogateescape")
        pieces.append(str(piece))

    seconds = {}
    for workers in (1, 2):
        with distributed.LocalCluster(
            n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None
        ) as cluster, distributed.Client(cluster) as client:
            client.run(lambda: __import__("drawbridge"))  # the workers' imports are not timed
            # Wall time: the workers are processes of their own, which this one's CPU time misses.
            seconds[workers] = timed(lambda: drawbridge.dask.scan(pieces, tempfile.mkdtemp(dir=tmp), client), args.repeat)[0]
    print(f"dask scan, {len(games)} games in {len(pieces)} files, wall, best of {args.repeat}:")
    for workers, taken in seconds.items():
        print(f"  {workers} worker(s) {len(games) / taken:12,.0f} games/s")
    print(f"  ratio (1 worker's time / 2 workers') {seconds[1] / seconds[2]:.2f}  (goal >= 1.7)")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--drawbridge", required=True)
    parser.add_argument("--pgn-to-tsv", required=True)
    parser.add_argument("--games-dir", required=True, type=pathlib.Path, help="the folder of tcec.pgn and human.pgn: the third-party games (tests/data/README.md)")
    parser.add_argument("--games", type=int, default=0, help="the first N games of each archive (0: all)")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--pieces", type=int, default=8, help="files the Dask benchmark cuts the games into")
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f}, python {sys.version.split()[0]}, drawbridge {drawbridge.__version__}")
    with tempfile.TemporaryDirectory() as tmp:
        bench_adjudicate(args, pathlib.Path(tmp))
        bench_dask(args, pathlib.Path(tmp))


if __name__ == "__main__":
    main()
