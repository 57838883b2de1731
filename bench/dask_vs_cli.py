#!/usr/bin/env python3
"""drawbridge.dask.scan against `drawbridge scan`, each ratio measured in the same run, on one big
plain PGN file made by repeating the third-party games (the *.pgn of --games-dir) up to
--size bytes (1 GB for the recorded figure):

- one Dask worker with one thread against one CLI scan thread (`--threads 1`), games/s: the
  cost of the cluster (the counting pass, the tasks, the parts written): goal >= 0.9;
- two workers against one: goal >= 1.8 on 2 free cores;
- the client's peak resident memory (VmHWM of a client process of its own), which must not grow
  with the archive: it is measured at --size and at a quarter of it, no less than four blocks
  (a part's games with findings are in flight at once: the peak follows the block size).

The cluster is real: `dask scheduler` and `dask worker` processes (Debian's python3-distributed)
on 127.0.0.1, ports picked by the system. Run with Debian's python3 and the build tree's package
on PYTHONPATH (`ninja -C build bench_dask`).
"""

import argparse
import json
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import time


def make_archive(games_dir, size, path):
    """Repeats the games' files into `path` until it holds `size` bytes; returns its game count."""
    sources = sorted(games_dir.glob("*.pgn"))
    if not sources:
        sys.exit(f"no *.pgn in {games_dir}: the third-party games (bench/README.md)")
    texts = [source.read_bytes().rstrip(b"\n") + b"\n\n" for source in sources]
    games_each = [text.count(b"\n[Event ") + text.startswith(b"[Event ") for text in texts]
    written, games = 0, 0
    with open(path, "wb") as out:
        while written < size:
            for text, count in zip(texts, games_each):
                out.write(text)
                written += len(text)
                games += count
    return games


class Cluster:
    """A scheduler and `workers` worker processes (one thread each), stopped by close()."""

    def __init__(self, folder, workers):
        self.scheduler_file = folder / "scheduler.json"
        dask = shutil.which("dask", path="/usr/bin") or shutil.which("dask")
        if dask is None:
            sys.exit("the dask command (python3-distributed) is not installed")
        log = open(folder / "cluster.log", "ab")
        self.processes = [
            subprocess.Popen(
                [dask, "scheduler", "--host", "127.0.0.1", "--port", "0", "--no-dashboard",
                 "--scheduler-file", str(self.scheduler_file)],
                stdout=log, stderr=subprocess.STDOUT)
        ]  # fmt: skip
        self._wait(lambda: self.scheduler_file.exists() and self.scheduler_file.stat().st_size > 0)
        for number in range(workers):
            self.processes.append(
                subprocess.Popen(
                    [dask, "worker", "--scheduler-file", str(self.scheduler_file), "--host", "127.0.0.1",
                     "--nthreads", "1", "--no-nanny", "--no-dashboard",
                     "--local-directory", str(folder / f"worker-{number}")],
                    stdout=log, stderr=subprocess.STDOUT)
            )  # fmt: skip
        log.close()

    @staticmethod
    def _wait(condition, seconds=120):
        end = time.monotonic() + seconds
        while not condition():
            if time.monotonic() > end:
                sys.exit("the cluster did not start (cluster.log)")
            time.sleep(0.05)

    def close(self):
        for process in self.processes:
            process.terminate()
        for process in self.processes:
            try:
                process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def client_run(args):
    """In a process of its own: the scan from a client of the cluster; prints its figures."""
    import distributed

    import drawbridge.dask

    with distributed.Client(scheduler_file=args.scheduler_file) as client:
        client.wait_for_workers(args.workers, timeout=120)
        client.run(lambda: __import__("drawbridge.dask"))  # the workers' imports are not timed
        started = time.perf_counter()
        # The games with findings counted, not kept: the client's memory is the scan's own.
        summary = drawbridge.dask.scan(
            [args.archive], args.out, client, block_bytes=args.block_bytes, on_flagged=lambda game: None
        )
        seconds = time.perf_counter() - started
    print(json.dumps({"seconds": seconds, "games": summary["games"], "parts": len(summary["parts"]), "peak_kb": peak_kb()}))


def peak_kb():
    """This process's own peak resident memory (VmHWM; ru_maxrss would count its parent's too:
    Linux keeps it across fork and exec)."""
    with open("/proc/self/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmHWM:"))


def dask_scan(args, folder, archive, workers):
    cluster = Cluster(folder, workers)
    try:
        out = folder / f"out-{workers}-{time.monotonic_ns()}"
        done = subprocess.run(
            [sys.executable, __file__, "--client-run", "--scheduler-file", str(cluster.scheduler_file),
             "--workers", str(workers), "--archive", str(archive), "--out", str(out),
             "--block-bytes", str(args.block_bytes)],
            capture_output=True, check=True, text=True)  # fmt: skip
        shutil.rmtree(out)
        return json.loads(done.stdout.splitlines()[-1])
    finally:
        cluster.close()


def cli_scan(args, archive, folder):
    """The CLI's wall time and its lines (written to a file: 1 GB of PGN makes 0.5 GB of them)."""
    output = folder / "cli.jsonl"
    with open(output, "wb") as out:
        started = time.perf_counter()
        subprocess.run([args.drawbridge, "scan", "--quiet", "--threads", "1", str(archive)], stdout=out, check=False)
        seconds = time.perf_counter() - started
    with open(output, "rb") as lines:
        games = sum(chunk.count(b"\n") for chunk in iter(lambda: lines.read(1 << 20), b""))
    output.unlink()
    return seconds, games


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--drawbridge", help="the CLI")
    parser.add_argument("--games-dir", type=pathlib.Path, help="the folder of the third-party *.pgn")
    parser.add_argument("--size", type=float, default=1e9, help="bytes of the archive (default 1 GB)")
    parser.add_argument("--block-bytes", type=int, default=64 << 20)
    parser.add_argument("--tmp", default=None, help="where the archive and the parts go (default: $TMPDIR)")
    parser.add_argument("--client-run", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--scheduler-file", help=argparse.SUPPRESS)
    parser.add_argument("--workers", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--archive", help=argparse.SUPPRESS)
    parser.add_argument("--out", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.client_run:
        return client_run(args)
    if not args.drawbridge or not args.games_dir:
        parser.error("--drawbridge and --games-dir are needed")

    with tempfile.TemporaryDirectory(dir=args.tmp) as tmp:
        folder = pathlib.Path(tmp)
        archive = folder / "archive.pgn"
        small = folder / "small.pgn"
        make_archive(args.games_dir, int(args.size), archive)
        make_archive(args.games_dir, int(max(args.size / 4, 4 * args.block_bytes)), small)
        size = archive.stat().st_size
        print(f"load average {os.getloadavg()[0]:.1f}; archive {size / 1e6:,.0f} MB; blocks of {args.block_bytes >> 20} MB")
        cli_seconds, games = cli_scan(args, archive, folder)
        print(f"  CLI scan --threads 1    {games / cli_seconds:10,.0f} games/s ({games:,} games, {cli_seconds:.1f} s)")
        runs = {workers: dask_scan(args, folder, archive, workers) for workers in (1, 2)}
        for workers, run in runs.items():
            assert run["games"] == games, (run["games"], games)
            print(f"  Dask, {workers} worker(s)       {games / run['seconds']:10,.0f} games/s ({run['seconds']:.1f} s,"
                  f" {run['parts']} parts), client peak {run['peak_kb'] / 1024:.0f} MB")
        small_run = dask_scan(args, folder, small, 2)
        print(f"  Dask, 2 workers, {small.stat().st_size / 1e6:,.0f} MB archive: client peak {small_run['peak_kb'] / 1024:.0f} MB")
        print(f"  ratio 1 worker / CLI thread (games/s) {cli_seconds / runs[1]['seconds']:.2f}  (goal >= 0.9)")
        print(f"  ratio 2 workers / 1 worker            {runs[1]['seconds'] / runs[2]['seconds']:.2f}  (goal >= 1.8)")
        print(f"  client peak, whole / smaller archive  {runs[2]['peak_kb'] / small_run['peak_kb']:.2f}  (flat: ~1.0)")
        print(f"  load average at the end {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
