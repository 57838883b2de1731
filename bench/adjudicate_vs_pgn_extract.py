#!/usr/bin/env python3
"""Throughput of `drawbridge adjudicate` against `pgn-extract --repetition --fifty`.

Both read the same games of the third-party data (tests/data/README.md), the TCEC games alone and
then human and TCEC together: pgn-extract the PGN files, drawbridge the same games converted
once to its TSV input by pgn_to_tsv (SAN parsed by drawbridge; the conversion is not timed). Each tool runs alone on one core
(single-threaded, pinned with taskset when available); its CPU time (user + system, from
the kernel's accounting of the child) is the best of several runs, so that load from
other processes matters less. Prints games per second for both and the ratios by CPU and by
wall time; then the ratio by wall time unpinned, as a user runs them (each tool's best of two
rounds of RUNS runs, the tools taking turns by round so that both see the same load).
"""
import argparse
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time

RUNS = 3


def cpu_seconds(command, stdin_path, pin=True):
    """Best CPU and wall time of RUNS runs of command (stdin from stdin_path, output discarded)."""
    best_cpu, best_wall = None, None
    taskset = ["taskset", "-c", "0"] if pin and shutil.which("taskset") else []
    for _ in range(RUNS):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        with open(stdin_path, "rb") as stdin:
            subprocess.run(taskset + command, stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                           check=True)
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        best_cpu = cpu if best_cpu is None else min(best_cpu, cpu)
        best_wall = wall if best_wall is None else min(best_wall, wall)
    return best_cpu, best_wall


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--drawbridge", required=True)
    parser.add_argument("--pgn-to-tsv", required=True)
    parser.add_argument("--pgn-extract", required=True)
    parser.add_argument("--games", required=True)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        for label, names in (("TCEC", ("tcec.pgn",)), ("human+TCEC", ("human.pgn", "tcec.pgn"))):
            pgn = os.path.join(tmp, "games.pgn")
            tsv = os.path.join(tmp, "games.tsv")
            with open(pgn, "wb") as out:
                for name in names:
                    with open(os.path.join(args.games, name), "rb") as f:
                        out.write(f.read())
                    out.write(b"\n\n")
            with open(pgn, "rb") as stdin, open(tsv, "wb") as out:
                subprocess.run([args.pgn_to_tsv], stdin=stdin, stdout=out, check=True)
            with open(tsv, "rb") as f:
                games = sum(1 for _ in f)
            ours = [args.drawbridge, "adjudicate", "--rules", "fide-2023"]
            theirs = [args.pgn_extract, "--repetition", "--fifty", "-s", "-o", os.devnull]
            ours_cpu, ours_wall = cpu_seconds(ours, tsv)
            theirs_cpu, theirs_wall = cpu_seconds(theirs, pgn)
            rounds = [(cpu_seconds(ours, tsv, pin=False)[1], cpu_seconds(theirs, pgn, pin=False)[1]) for _ in range(2)]
            ours_free, theirs_free = min(r[0] for r in rounds), min(r[1] for r in rounds)
            print(f"{label}: {games} games")
            print(f"  drawbridge adjudicate:            {games / ours_cpu:10.0f} games/s "
                  f"(cpu {ours_cpu:.2f} s, wall {ours_wall:.2f} s)")
            print(f"  pgn-extract --repetition --fifty: {games / theirs_cpu:10.0f} games/s "
                  f"(cpu {theirs_cpu:.2f} s, wall {theirs_wall:.2f} s)")
            print(f"  ratio drawbridge / pgn-extract: cpu {theirs_cpu / ours_cpu:.2f}x, "
                  f"wall {theirs_wall / ours_wall:.2f}x (goal 7x)")
            print(f"  unpinned wall: drawbridge {ours_free:.2f} s, pgn-extract {theirs_free:.2f} s: "
                  f"{theirs_free / ours_free:.2f}x (goal 7x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
