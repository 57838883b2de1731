#!/usr/bin/env python3
"""Throughput of `drawbridge scan` against `pgn-extract -s --repetition --fifty`, its scaling
from one thread to two, and its peak memory on a large input.

Both read the same PGN: the third-party TCEC games alone, then human and TCEC concatenated. Each
figure is the median of --pairs alternated pairs (the baseline first in one pair, second in the
next) of the quotient within the pair, with the spread of those quotients (lowest-highest), so
that load that comes and goes weighs on both sides of a quotient alike. The ratio to pgn-extract
is given by CPU time (user + system, from the kernel's accounting of the child) and by wall time,
each tool alone on one core (pinned with taskset when available). The thread scaling is the wall
time of --threads 1 over that of --threads 2 in the same pair; beside it, the wall time of a
scan of an empty input (the process's start and end, which no thread shares), and the scaling on
four copies of the games, where the start weighs a quarter as much. With --before, another
build of drawbridge joins each pair: its CPU time over this one's is the speed before and after
a change, measured side by side. The peak RSS is the high-water mark of one `scan`'s own memory
over the games repeated up to --rss-gigabytes (0: skipped).

With --replay-bench (bench/replay_bench.cpp), scan is also measured against its own floors on
the same file in the same run: reading the PGN into games and move tokens and nothing else, and
the replay of those moves by a bare make_move without laws (the CPU time of each, best of five,
in one process, so without scan's start-up); scan's median CPU time is given as a multiple of
each floor and of their sum, beside the pgn-extract ratio.
"""
import argparse
import os
import statistics
import resource
import shutil
import subprocess
import sys
import tempfile
import time

RUNS = 3  # the empty input's start-up time: the best of three


def timed(command, stdin_path, pin):
    """(cpu seconds, wall seconds) of one run, output discarded."""
    taskset = ["taskset", "-c", "0"] if pin and shutil.which("taskset") else []
    start = time.perf_counter()
    with open(stdin_path, "rb") as stdin:
        proc = subprocess.Popen(taskset + command, stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        raise SystemExit(f"{command[0]} failed: {status}")
    return usage.ru_utime + usage.ru_stime, wall


def peak_rss(command):
    """The child's own high-water mark of resident memory, KiB. Not the kernel's ru_maxrss of the
    child: that counts the memory of this process at the fork too. The mark only rises, so the
    last reading before the exit is the peak but for the last few milliseconds."""
    proc = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    peak = 0
    while proc.poll() is None:
        try:
            with open(f"/proc/{proc.pid}/status") as status:
                for line in status:
                    if line.startswith("VmHWM:"):
                        peak = max(peak, int(line.split()[1]))
        except (FileNotFoundError, ProcessLookupError):
            pass
        time.sleep(0.01)
    if proc.returncode not in (0, 1):
        raise SystemExit(f"{command[0]} failed: {proc.returncode}")
    return peak


def best(command, stdin_path, pin):
    runs = [timed(command, stdin_path, pin) for _ in range(RUNS)]
    return min(r[0] for r in runs), min(r[1] for r in runs)


def alternated(commands, stdin_path, pin, pairs):
    """{name: [(cpu, wall) of each pair]} for the named commands, run once each per pair, in the
    given order in even pairs and in the reverse order in odd ones."""
    runs = {name: [] for name in commands}
    for pair in range(pairs):
        order = list(commands.items())
        for name, command in order if pair % 2 == 0 else reversed(order):
            runs[name].append(timed(command, stdin_path, pin))
    return runs


def spread(quotients):
    """The median of the pairs' quotients, and their lowest and highest, as text."""
    return f"{statistics.median(quotients):.2f}x ({min(quotients):.2f}-{max(quotients):.2f})"


def quotients(numerators, denominators, field):
    return [n[field] / d[field] for n, d in zip(numerators, denominators)]


def median_of(runs, field):
    return statistics.median(run[field] for run in runs)


def floors(replay_bench, edition, pgn):
    """{read_seconds, tokens, replay_seconds, plies, games} of replay_bench --floors on pgn."""
    out = subprocess.run(["taskset", "-c", "0"] * bool(shutil.which("taskset")) +
                         [replay_bench, "--floors", edition, pgn], check=True, capture_output=True, text=True)
    return {key: float(value) for key, value in (pair.split("=") for pair in out.stdout.split())}


def thread_scaling(scan, pgn, pairs):
    """(median wall of --threads 1, median wall of --threads 2, the pairs' quotients)."""
    runs = alternated({"one": scan + ["--threads", "1", "-"], "two": scan + ["--threads", "2", "-"]}, pgn, False, pairs)
    return median_of(runs["one"], 1), median_of(runs["two"], 1), quotients(runs["one"], runs["two"], 1)


def repeated(pgn, copies, path):
    """pgn's text `copies` times, written to path."""
    with open(path, "wb") as out:
        for _ in range(copies):
            with open(pgn, "rb") as f:
                shutil.copyfileobj(f, out)
    return path


def concatenated(folder, names, path):
    """The named PGN files of folder, one after the other, written to path."""
    with open(path, "wb") as out:
        for name in names:
            with open(os.path.join(folder, name), "rb") as f:
                out.write(f.read())
            out.write(b"\n\n")
    return path


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--drawbridge", required=True)
    parser.add_argument("--pgn-extract", required=True)
    parser.add_argument("--games", required=True)
    parser.add_argument("--rss-gigabytes", type=float, default=1.0)
    parser.add_argument("--replay-bench", help="bench/replay_bench, for scan's floors")
    parser.add_argument("--edition", help="the edition's TOML file, for --replay-bench")
    parser.add_argument("--pairs", type=int, default=7, help="alternated pairs of runs for each figure (default 7)")
    parser.add_argument("--before", help="another build of drawbridge, measured in the same pairs")
    args = parser.parse_args()
    scan = [args.drawbridge, "scan", "--quiet", "--rules", "fide-2023"]
    extract = [args.pgn_extract, "--repetition", "--fifty", "-s", "-o", os.devnull]
    with tempfile.TemporaryDirectory() as tmp:
        for label, names in (("TCEC", ("tcec.pgn",)), ("human+TCEC", ("human.pgn", "tcec.pgn"))):
            pgn = concatenated(args.games, names, os.path.join(tmp, "games.pgn"))
            with open(pgn, "rb") as f:
                games = f.read().count(b"\n[Event ") + 1
            commands = {"scan": scan + ["--threads", "1", "-"], "pgn-extract": extract}
            if args.before:
                commands["before"] = [args.before] + scan[1:] + ["--threads", "1", "-"]
            runs = alternated(commands, pgn, True, args.pairs)
            ours_cpu, ours_wall = median_of(runs["scan"], 0), median_of(runs["scan"], 1)
            theirs_cpu, theirs_wall = median_of(runs["pgn-extract"], 0), median_of(runs["pgn-extract"], 1)
            print(f"{label}: {games} games ({os.path.getsize(pgn) / 1e6:.1f} MB), medians of {args.pairs} alternated pairs")
            print(f"  drawbridge scan, 1 thread:        {games / ours_cpu:10.0f} games/s "
                  f"(cpu {ours_cpu:.3f} s, wall {ours_wall:.3f} s)")
            print(f"  pgn-extract --repetition --fifty: {games / theirs_cpu:10.0f} games/s "
                  f"(cpu {theirs_cpu:.3f} s, wall {theirs_wall:.3f} s)")
            print(f"  ratio scan / pgn-extract: cpu {spread(quotients(runs['pgn-extract'], runs['scan'], 0))}, "
                  f"wall {spread(quotients(runs['pgn-extract'], runs['scan'], 1))} (goal 10x)")
            if args.before:
                print(f"  before: cpu {median_of(runs['before'], 0):.3f} s; cpu after / before "
                      f"{spread(quotients(runs['scan'], runs['before'], 0))}, wall "
                      f"{spread(quotients(runs['scan'], runs['before'], 1))}")
            if args.replay_bench:
                f = floors(args.replay_bench, args.edition, pgn)
                read, replay = f["read_seconds"], f["replay_seconds"]
                print(f"  floors: reading PGN into games and move tokens {read:.3f} s ({f['tokens']:.0f} tokens); "
                      f"bare make_move replay {replay:.3f} s ({f['plies']:.0f} plies of {f['games']:.0f} games)")
                print(f"  scan cpu / floor: reading {ours_cpu / read:.2f}x, replay {ours_cpu / replay:.2f}x, "
                      f"reading + replay {ours_cpu / (read + replay):.2f}x (goal <= 1.5x)")
        one_wall, two_wall, scaling = thread_scaling(scan, pgn, args.pairs)
        print(f"threads (human+TCEC): 1 thread {one_wall:.3f} s, 2 threads {two_wall:.3f} s wall: "
              f"{spread(scaling)} (goal 1.85x, {os.cpu_count()} cores)")
        start_up = best(scan + ["-"], repeated(pgn, 0, os.path.join(tmp, "empty.pgn")), pin=False)[1]
        print(f"  start and end of a scan of an empty input {start_up:.3f} s")
        four = repeated(pgn, 4, os.path.join(tmp, "four.pgn"))
        one_four, two_four, scaling_four = thread_scaling(scan, four, args.pairs)
        os.remove(four)
        print(f"  four copies ({games * 4} games): 1 thread {one_four:.3f} s, 2 threads {two_four:.3f} s wall: "
              f"{spread(scaling_four)}")
        if args.rss_gigabytes > 0:
            copies = max(1, int(args.rss_gigabytes * 1e9 / os.path.getsize(pgn) + 0.999))
            big = repeated(pgn, copies, os.path.join(tmp, "big.pgn"))
            os.remove(pgn)
            start = time.perf_counter()
            rss = peak_rss(scan + [big])
            wall = time.perf_counter() - start
            print(f"peak RSS on {os.path.getsize(big) / 1e9:.2f} GB ({games * copies} games, all cores): "
                  f"{rss / 1024:.1f} MB (goal <= 64 MB); {games * copies / wall:.0f} games/s wall")
    return 0


if __name__ == "__main__":
    sys.exit(main())
