#!/usr/bin/env python3
"""Throughput of `drawbridge scan` against `pgn-extract -s --repetition --fifty`, its scaling
from one thread to two, and its peak memory on a large input.

Both read the same PGN: the third-party TCEC games alone, then human and TCEC concatenated; the
ratio is given by CPU time and by wall time. Each tool runs
alone on one core for the ratio (pinned with taskset when available); its CPU time (user +
system, from the kernel's accounting of the child) is the best of several runs, so that load
from other processes matters less. The thread scaling is the best wall time of --threads 1
over the best of --threads 2 (on a busy machine it is a lower bound); beside it, the wall time of
a scan of an empty input (the process's start and end, which no thread shares), the scaling of
the rest, and the scaling on four copies of the games, where the start weighs a quarter as much.
The peak RSS is the
high-water mark of one `scan`'s own memory over the games repeated up to --rss-gigabytes (0:
skipped).

With --replay-bench (bench/replay_bench.cpp), scan is also measured against its own floors on
the same file in the same run: reading the PGN into games and move tokens and nothing else, and
the replay of those moves by a bare make_move without laws (the CPU time of each, best of five,
in one process, so without scan's start-up); scan's CPU time is given as a multiple of each
floor and of their sum, beside the pgn-extract ratio.
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


def floors(replay_bench, edition, pgn):
    """{read_seconds, tokens, replay_seconds, plies, games} of replay_bench --floors on pgn."""
    out = subprocess.run(["taskset", "-c", "0"] * bool(shutil.which("taskset")) +
                         [replay_bench, "--floors", edition, pgn], check=True, capture_output=True, text=True)
    return {key: float(value) for key, value in (pair.split("=") for pair in out.stdout.split())}


def thread_walls(scan, pgn):
    """The best wall times of --threads 1 and --threads 2 on pgn."""
    return best(scan + ["--threads", "1", "-"], pgn, pin=False)[1], best(scan + ["--threads", "2", "-"], pgn, pin=False)[1]


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
    args = parser.parse_args()
    scan = [args.drawbridge, "scan", "--quiet", "--rules", "fide-2023"]
    extract = [args.pgn_extract, "--repetition", "--fifty", "-s", "-o", os.devnull]
    with tempfile.TemporaryDirectory() as tmp:
        for label, names in (("TCEC", ("tcec.pgn",)), ("human+TCEC", ("human.pgn", "tcec.pgn"))):
            pgn = concatenated(args.games, names, os.path.join(tmp, "games.pgn"))
            with open(pgn, "rb") as f:
                games = f.read().count(b"\n[Event ") + 1
            ours_cpu, ours_wall = best(scan + ["--threads", "1", "-"], pgn, pin=True)
            theirs_cpu, theirs_wall = best(extract, pgn, pin=True)
            print(f"{label}: {games} games ({os.path.getsize(pgn) / 1e6:.1f} MB)")
            print(f"  drawbridge scan, 1 thread:        {games / ours_cpu:10.0f} games/s "
                  f"(cpu {ours_cpu:.2f} s, wall {ours_wall:.2f} s)")
            print(f"  pgn-extract --repetition --fifty: {games / theirs_cpu:10.0f} games/s "
                  f"(cpu {theirs_cpu:.2f} s, wall {theirs_wall:.2f} s)")
            print(f"  ratio scan / pgn-extract: cpu {theirs_cpu / ours_cpu:.2f}x, wall {theirs_wall / ours_wall:.2f}x "
                  f"(goal 10x)")
            if args.replay_bench:
                f = floors(args.replay_bench, args.edition, pgn)
                read, replay = f["read_seconds"], f["replay_seconds"]
                print(f"  floors: reading PGN into games and move tokens {read:.3f} s ({f['tokens']:.0f} tokens); "
                      f"bare make_move replay {replay:.3f} s ({f['plies']:.0f} plies of {f['games']:.0f} games)")
                print(f"  scan cpu / floor: reading {ours_cpu / read:.2f}x, replay {ours_cpu / replay:.2f}x, "
                      f"reading + replay {ours_cpu / (read + replay):.2f}x (goal <= 2x)")
        one_wall, two_wall = thread_walls(scan, pgn)
        print(f"threads (human+TCEC): 1 thread {one_wall:.3f} s, 2 threads {two_wall:.3f} s wall: "
              f"{one_wall / two_wall:.2f}x (goal 1.8x, {os.cpu_count()} cores)")
        start_up = best(scan + ["-"], repeated(pgn, 0, os.path.join(tmp, "empty.pgn")), pin=False)[1]
        print(f"  start and end of a scan of an empty input {start_up:.3f} s; the rest: "
              f"{(one_wall - start_up) / (two_wall - start_up):.2f}x")
        four = repeated(pgn, 4, os.path.join(tmp, "four.pgn"))
        one_four, two_four = thread_walls(scan, four)
        os.remove(four)
        print(f"  four copies ({games * 4} games): 1 thread {one_four:.3f} s, 2 threads {two_four:.3f} s wall: "
              f"{one_four / two_four:.2f}x")
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
