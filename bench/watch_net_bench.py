"""drawbridge watch following a broadcast over the network (issue 40's goals: from the server's
write to the watch's line, median <= 200 ms on lichess's round stream and <= the poll interval +
200 ms when polling; idle CPU < 1 % while following 50 boards).

A local HTTPS server (tests/e2e/watch_net_test.py's, 127.0.0.1, a test CA made by `openssl`)
serves a round of --boards games three ways at once: lichess's round stream, the round's PGN
export with ETags (polled, --poll 1), and a LiveChess Cloud tree (polled file by file). Measured,
against the polling feed of the same writes in the same run:
  - the delay from each write (one move of one board, at random moments) to the board line of
    that move on the watch's stdout, for the stream and for the polled export;
  - each watch's CPU (user + system, /proc) over --idle-seconds while nothing changes, the stream,
    the export and the tree each followed by a watch of its own; with --before PATH (another build,
    such as one before a change), the tree followed by it too over the same seconds, and the ratio.

usage: watch_net_bench.py --drawbridge PATH [--before PATH] [--boards 50] [--writes 60] [--idle-seconds 20]"""
import argparse
import json
import os
import queue
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import unittest

top = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(top, "tests", "e2e"))
import watch_net_test as wn  # noqa: E402  the server
import watch_test as wt  # noqa: E402  the games
import watch_url_test as wu  # noqa: E402  the test CA
from watch_bench import cpu_seconds, percentile  # noqa: E402  (bench/, beside this file)

CYCLE = ["Nf3", "Nf6", "Ng1", "Ng8"]
POLL = 1


def moves(plies):
    out = []
    for ply in range(plies):
        if ply % 2 == 0:
            out.append(f"{ply // 2 + 1}.")
        out.append(CYCLE[ply % 4])
    return " ".join(out)


class Watch:
    """A watch child with its board lines timed as they arrive."""

    def __init__(self, drawbridge, ca, url):
        self.proc = subprocess.Popen([drawbridge, "watch", "--no-view", "--boards", "--poll", str(POLL),
                                      "--rules", "fide-pre2014-ru", "--ca-file", ca, url],
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.boards = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for raw in self.proc.stdout:
            line = json.loads(raw)
            if line["type"] == "board":
                self.boards.put((time.monotonic(), line["key"], line["ply"]))

    def wait_for(self, key, ply, deadline=10.0):
        end = time.monotonic() + deadline
        while True:
            at, seen_key, seen_ply = self.boards.get(timeout=max(end - time.monotonic(), 0.01))
            if seen_key == key and seen_ply == ply:
                return at

    def close(self):
        self.proc.kill()
        self.proc.wait()


def report(name, delays):
    ms = [d * 1000 for d in delays]
    print(f"{name}: {len(ms)} writes, median {statistics.median(ms):.1f} ms, p99 {percentile(ms, 99):.1f} ms, "
          f"max {max(ms):.1f} ms")
    return statistics.median(ms)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--drawbridge", required=True)
    parser.add_argument("--boards", type=int, default=50)
    parser.add_argument("--writes", type=int, default=60)
    parser.add_argument("--idle-seconds", type=float, default=20)
    parser.add_argument("--before", help="another build, whose idle CPU on the tree is the baseline")
    args = parser.parse_args()
    print(f"load before: {os.getloadavg()[0]:.2f}")
    with tempfile.TemporaryDirectory() as folder:
        wu.make_ca(folder, "ca")
        wu.make_server_cert(folder, "ca", "server")
        holder = unittest.TestCase()
        server = wn.Server(holder, folder)
        cast = server.cast
        plies = [2] * (args.boards + 1)
        for board in range(1, args.boards + 1):
            cast.send(board, moves(plies[board]))
        tree = cast.files
        tree["tournament.json"] = json.dumps({"name": "Open", "location": "Hall",
                                              "rounds": [{"count": 0}, {"count": 0}, {"count": args.boards, "live": 1}]})
        tree["round-3/index.json"] = json.dumps({"pairings": [
            {"white": {"lname": "White"}, "black": {"lname": "Black"}, "result": "*"}] * args.boards})
        for board in range(1, args.boards + 1):
            tree[f"round-3/game-{board}.json"] = json.dumps({"moves": CYCLE[:2], "result": None})
        ca = os.path.join(folder, "ca.pem")
        stream = Watch(args.drawbridge, ca, server.stream_url)
        export = Watch(args.drawbridge, ca, server.base + wn.EXPORT_PATH)
        lcc = Watch(args.drawbridge, ca, server.base + "/get/t1/tournament.json")
        watches = [("stream", stream), ("export", export), ("LiveChess Cloud tree", lcc)]
        if args.before:
            old = Watch(args.before, ca, server.base + "/get/t1/tournament.json")
            watches.append(("LiveChess Cloud tree, --before", old))
        for _, w in watches:
            w.wait_for(wt.key(args.boards), 2, deadline=30)
        delays = {"stream": [], "export": []}
        for _ in range(args.writes):
            time.sleep(random.uniform(0.05, 0.4))
            board = random.randint(1, args.boards)
            plies[board] += 1
            written = time.monotonic()
            cast.send(board, moves(plies[board]))
            for name, w in (("stream", stream), ("export", export)):
                delays[name].append(w.wait_for(wt.key(board), plies[board]) - written)
        stream_median = report("lichess stream", delays["stream"])
        export_median = report(f"polled export, --poll {POLL}", delays["export"])
        print(f"ratio (polled median / stream median): {export_median / stream_median:.1f}")
        time.sleep(3)  # the last answers read: what follows is idle
        before = {w: cpu_seconds(w.proc.pid) for _, w in watches}
        start = time.monotonic()
        time.sleep(args.idle_seconds)
        spent = time.monotonic() - start
        cpu = {name: cpu_seconds(w.proc.pid) - before[w] for name, w in watches}
        for name, seconds in cpu.items():
            print(f"idle, {name}, {args.boards} boards: {seconds:.2f} s CPU in {spent:.1f} s "
                  f"({100 * seconds / spent:.2f} %)")
        if args.before:
            tree, old = cpu["LiveChess Cloud tree"], cpu["LiveChess Cloud tree, --before"]
            # CPU is counted in clock ticks (10 ms): none counted bounds the ratio from below.
            ratio = f"{old / tree:.1f}" if tree > 0 else f"> {old / 0.01:.1f}"
            print(f"ratio (the tree's idle CPU, --before / this build): {ratio}")
        for _, w in watches:
            w.close()
        cast.drop()
        server.httpd.shutdown()
    print(f"load after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
