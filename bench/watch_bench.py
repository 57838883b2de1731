"""drawbridge watch against the way arbiters watch today (issue 28's goals: median delay from
write to event <= 100 ms and p99 <= 1 s at 500 boards, idle CPU < 1 %).

A round of --boards games is written as DGT LiveChess writes it: the whole file rewritten in
place, one move of one board at a time, at random moments. Measured:
  - the delay from each write to the watch's board line for that move on stdout, and to the same
    line on its page (--serve; the page's server-sent events, read as a browser reads them);
  - the watch's CPU (user + system, /proc) over --idle-seconds while nothing changes;
  - the same writes followed by a chess-claim-tool-style loop: every 4 s, when the file's size or
    time changed, everything is parsed again. python-chess is not in Debian 12, so the loop
    re-parses with `drawbridge scan` over the whole file (the referee, as chess-claim-tool's
    python-chess would); its delay is from the write to the end of the scan that shows the move,
    and its CPU is the scans'.
The boards shuffle their knights, so the round runs under fide-pre2014-ru, whose repetitions are
never automatic: every move is played and changes the board.

With --before OTHER_BUILD, the two builds follow the same writes in alternated pairs instead, and
the quotients after / before of their CPU and delays are printed (median and spread).

With --wrap COMMAND, one watch of --drawbridge follows the writes under COMMAND (say
"strace -f -c -o FILE" or "valgrind --tool=callgrind"), which counts what the time cannot say on
a busy machine: its instructions, its system calls. --seed makes the writes the same each run.

usage: watch_bench.py --drawbridge PATH [--boards 500] [--writes 200] [--idle-seconds 10]
                      [--loop-writes 10] [--before PATH [--pairs 5]] [--wrap COMMAND] [--seed N]"""
import argparse
import http.client
import json
import os
import queue
import random
import resource
import shlex
import signal
import statistics
import subprocess
import tempfile
import threading
import time

CYCLE = ["Nf3", "Nf6", "Ng1", "Ng8"]
RULES = ["--rules", "fide-pre2014-ru"]


def game_text(board, plies):
    moves = []
    for ply in range(plies):
        if ply % 2 == 0:
            moves.append(f"{ply // 2 + 1}.")
        moves.append(CYCLE[ply % 4])
    return (f'[Event "Bench"]\n[Site "Hall"]\n[Round "1"]\n[Board "{board}"]\n[White "W{board}"]\n'
            f'[Black "B{board}"]\n[Result "*"]\n\n{" ".join(moves)} *\n\n')


class Round:
    def __init__(self, path, boards):
        self.path, self.plies = path, [2] * boards
        self.write()

    def write(self):
        text = "".join(game_text(b + 1, p) for b, p in enumerate(self.plies))
        with open(self.path, "r+" if os.path.exists(self.path) else "w") as f:
            f.truncate(0)
            f.write(text)

    def move(self, board):
        self.plies[board] += 1
        self.write()
        return time.monotonic()


def key(board):
    return f"Bench|Hall|1|{board + 1}"


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


def cpu_seconds(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def innermost(pid):
    """The process that `pid` started, and that one's, down to the last (Linux's /proc)."""
    while True:
        with open(f"/proc/{pid}/task/{pid}/children") as f:
            children = f.read().split()
        if not children:
            return pid
        pid = int(children[0])


def report(name, delays):
    print(f"{name}: {len(delays)} writes, delay median {statistics.median(delays) * 1000:.1f} ms, "
          f"p99 {percentile(delays, 99) * 1000:.1f} ms, max {max(delays) * 1000:.1f} ms")


def page_events(stderr, out):
    """The page's server-sent events into `out`, each with its arrival time: the address is the
    one the watch says on stderr, which is then drained."""
    for raw in stderr:
        text = raw.decode(errors="replace")
        if "serving http://" in text:
            host, port = text.split("serving http://", 1)[1].strip().rstrip("/").rsplit(":", 1)
            break
    else:
        return
    threading.Thread(target=lambda: [None for _ in stderr], daemon=True).start()
    connection = http.client.HTTPConnection(host, int(port))
    connection.request("GET", "/events")
    for line in connection.getresponse():
        if line.startswith(b"data:"):
            out.put((time.monotonic(), json.loads(line[5:])))


def bench_watch(args, folder, drawbridge, quiet=False, wrap=()):
    """{delays, page_delays, busy (CPU seconds while the writes were followed), idle} of one watch,
    run under `wrap` when it is given (its CPU then the wrapper's)."""
    rnd = Round(os.path.join(folder, "round.pgn"), args.boards)
    proc = subprocess.Popen([*wrap, drawbridge, "watch", "--no-view", "--boards", "--serve", "127.0.0.1:0"] + RULES +
                            [rnd.path], stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL)
    lines, page = queue.Queue(), queue.Queue()
    threading.Thread(target=lambda: [lines.put((time.monotonic(), json.loads(l))) for l in proc.stdout],
                     daemon=True).start()
    threading.Thread(target=page_events, args=(proc.stderr, page), daemon=True).start()

    def wait_for(source, board, ply):
        while True:
            at, item = source.get(timeout=30)
            if item.get("type") == "board" and item["key"] == key(board) and item["ply"] == ply:
                return at

    try:
        for b in range(args.boards):
            wait_for(lines, b, 2)
            wait_for(page, b, 2)
        delays, page_delays = [], []
        busy = cpu_seconds(proc.pid)
        for _ in range(args.writes):
            time.sleep(random.uniform(0.0, 0.05))
            board = random.randrange(args.boards)
            written = rnd.move(board)
            delays.append(wait_for(lines, board, rnd.plies[board]) - written)
            page_delays.append(wait_for(page, board, rnd.plies[board]) - written)
        busy = cpu_seconds(proc.pid) - busy
        if not quiet:
            report(f"drawbridge watch, {args.boards} boards", delays)
            report(f"drawbridge watch's page (server-sent events), {args.boards} boards", page_delays)
            print(f"drawbridge watch following the writes: {busy:.3f} s CPU")
        before = cpu_seconds(proc.pid)
        time.sleep(args.idle_seconds)
        idle = cpu_seconds(proc.pid) - before
        if not quiet:
            print(f"drawbridge watch idle: {idle:.3f} s CPU in {args.idle_seconds} s "
                  f"({100 * idle / args.idle_seconds:.2f} %)")
        return {"delays": delays, "page_delays": page_delays, "busy": busy, "idle": idle}
    finally:
        if wrap:
            # The watch under the wrapper ended alone, so that the wrapper says its counts.
            os.kill(innermost(proc.pid), signal.SIGTERM)
        else:
            proc.kill()
        proc.wait()


def bench_reread_loop(args, folder):
    """chess-claim-tool's way: every 4 s, if the file changed, parse all of it again."""
    rnd = Round(os.path.join(folder, "loop.pgn"), args.boards)
    interval, delays, cpu = 4.0, [], 0.0
    seen = None
    start = time.monotonic()
    pending = []  # (board, ply, written)
    writes = 0
    next_write = start + random.uniform(0, interval)
    tick = start
    while writes < args.loop_writes or pending:
        now = time.monotonic()
        if writes < args.loop_writes and now >= next_write:
            board = random.randrange(args.boards)
            pending.append((board, rnd.plies[board] + 1, rnd.move(board)))
            writes += 1
            next_write = now + random.uniform(0, interval)
        if now >= tick:
            tick += interval
            stat = os.stat(rnd.path)
            if (stat.st_size, stat.st_mtime_ns) != seen:
                seen = (stat.st_size, stat.st_mtime_ns)
                before = resource.getrusage(resource.RUSAGE_CHILDREN)
                out = subprocess.run([args.drawbridge, "scan", "--quiet", "--threads", "1"] + RULES + [rnd.path],
                                     capture_output=True, check=False).stdout
                after = resource.getrusage(resource.RUSAGE_CHILDREN)
                cpu += (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
                done = time.monotonic()
                plies = {json.loads(l)["index"]: json.loads(l)["plies"] for l in out.splitlines() if l}
                for item in list(pending):
                    if plies.get(item[0]) == item[1]:
                        delays.append(done - item[2])
                        pending.remove(item)
        time.sleep(max(0.0, min(tick, next_write) - time.monotonic()))
    report(f"re-read loop (4 s, drawbridge scan), {args.boards} boards", delays)
    elapsed = time.monotonic() - start
    print(f"re-read loop: {cpu:.3f} s CPU in {elapsed:.1f} s ({100 * cpu / elapsed:.2f} %)")


def spread(quotients):
    return f"{statistics.median(quotients):.3f} ({min(quotients):.3f}-{max(quotients):.3f})"


def bench_before_after(args, folder):
    """This build against --before, in alternated pairs: the quotients after / before of the CPU
    spent following the writes and of the median delays to the JSON line and to the page."""
    cpu, delay, page = [], [], []
    for pair in range(args.pairs):
        builds = [args.before, args.drawbridge] if pair % 2 == 0 else [args.drawbridge, args.before]
        runs = {build: bench_watch(args, folder, build, quiet=True) for build in builds}
        old, new = runs[args.before], runs[args.drawbridge]
        cpu.append(new["busy"] / old["busy"])
        delay.append(statistics.median(new["delays"]) / statistics.median(old["delays"]))
        page.append(statistics.median(new["page_delays"]) / statistics.median(old["page_delays"]))
        print(f"pair {pair + 1}: CPU following the writes {old['busy']:.3f} s before, {new['busy']:.3f} s after")
    print(f"after / before, medians of {args.pairs} alternated pairs (lowest-highest): CPU following "
          f"{args.writes} writes at {args.boards} boards {spread(cpu)}; median delay {spread(delay)}; "
          f"on the page {spread(page)}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--drawbridge", required=True)
    parser.add_argument("--boards", type=int, default=500)
    parser.add_argument("--writes", type=int, default=200)
    parser.add_argument("--idle-seconds", type=float, default=10)
    parser.add_argument("--loop-writes", type=int, default=10)
    parser.add_argument("--before", help="another build: this one's speed against it, in alternated pairs")
    parser.add_argument("--pairs", type=int, default=5, help="pairs of runs with --before (default 5)")
    parser.add_argument("--wrap", help="a command to run one watch under, its counts its own (no re-read loop)")
    parser.add_argument("--seed", type=int, help="the writes' random moments and boards, the same for the same seed")
    args = parser.parse_args()
    if args.seed is not None:
        random.seed(args.seed)
    with tempfile.TemporaryDirectory() as folder:
        if args.wrap:
            bench_watch(args, folder, args.drawbridge, wrap=shlex.split(args.wrap))
            return
        if args.before:
            bench_before_after(args, folder)
            return
        bench_watch(args, folder, args.drawbridge)
        bench_reread_loop(args, folder)


if __name__ == "__main__":
    main()
