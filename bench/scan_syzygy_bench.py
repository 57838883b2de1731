#!/usr/bin/env python3
"""`drawbridge scan --syzygy` against the plain scan on the same games, in the same run: the CPU
time (user + system) of `scan --threads 1` over the games with the tables and without, in
alternated pairs; prints each pair, the median of the pairs' ratios and their spread. A game's
final position is probed only when the tables cover it, so the cost is mostly the check.

usage: scan_syzygy_bench.py DRAWBRIDGE SYZYGY_DIR PGN... [--pairs N]"""
import argparse
import os
import statistics
import subprocess
import tempfile


def cpu_seconds(command):
    proc = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        raise SystemExit(f"{' '.join(command)}: status {status}")
    return usage.ru_utime + usage.ru_stime


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("drawbridge")
    parser.add_argument("syzygy")
    parser.add_argument("pgn", nargs="+")
    parser.add_argument("--pairs", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        games = os.path.join(tmp, "games.pgn")
        with open(games, "wb") as out:
            for path in args.pgn:
                with open(path, "rb") as f:
                    out.write(f.read())
        plain = [args.drawbridge, "scan", "--quiet", "--threads", "1", games]
        probing = [args.drawbridge, "scan", "--quiet", "--threads", "1", f"--syzygy={args.syzygy}", games]
        ratios = []
        for pair in range(args.pairs):
            order = [plain, probing] if pair % 2 == 0 else [probing, plain]
            seconds = {id(c): cpu_seconds(c) for c in order}
            base, cand = seconds[id(plain)], seconds[id(probing)]
            ratios.append(cand / base)
            print(f"pair {pair + 1}: plain {base:.3f} s  --syzygy {cand:.3f} s  ratio {cand / base:.3f}")
    ratio = statistics.median(ratios)
    print(f"scan --syzygy against plain scan, CPU, median of {args.pairs} alternated pairs: {ratio:.3f} "
          f"(spread {min(ratios):.3f}-{max(ratios):.3f}; goal <= 1.20: {'met' if ratio <= 1.2 else 'missed'})")


if __name__ == "__main__":
    main()
