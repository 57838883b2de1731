#!/usr/bin/env python3
"""drawbridge.exe under wine against a minimal two-thread Win32 relay (minimal_relay_win.exe),
each with the cross-compiled fake engine behind it, in interleaved pairs of runs in the same
wine session; prints the median of each and their quotient:
  isready round trip (goal: drawbridge / minimal <= 1.10)
  flood of 300,000 info lines and a bestmove (goal: drawbridge / minimal lines per second >= 0.90)
Run: wine_relay_bench.py WINE DRAWBRIDGE_EXE MINIMAL_RELAY_EXE FAKE_EXE [PAIRS]"""
import os
import statistics
import subprocess
import sys
import time

TRIPS = 200
FLOOD = 300_000


class Relay:
    def __init__(self, command):
        self.proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0)
        self.out = self.proc.stdout.fileno()
        self.round_trip()  # started, and the engine behind it

    def read_until(self, marker):
        tail = b""
        while True:
            chunk = os.read(self.out, 1 << 20)
            if not chunk:
                raise RuntimeError(f"relay ended before {marker!r}")
            tail = tail[-len(marker):] + chunk
            if marker in tail:
                return

    def round_trip(self):
        self.proc.stdin.write(b"isready\n")
        self.read_until(b"readyok\n")

    def round_trips(self, n):
        """The median round trip of `n`, in microseconds."""
        times = []
        for _ in range(n):
            start = time.perf_counter()
            self.round_trip()
            times.append(time.perf_counter() - start)
        return statistics.median(times) * 1e6

    def flood(self):
        """Lines per second of one flood."""
        start = time.perf_counter()
        self.proc.stdin.write(f"flood {FLOOD}\n".encode())
        self.read_until(b"bestmove e2e4 ponder e7e5\n")
        return (FLOOD + 1) / (time.perf_counter() - start)

    def close(self):
        self.proc.stdin.write(b"quit\n")
        self.proc.stdin.close()
        self.proc.wait(timeout=30)


def main():
    wine, drawbridge, minimal, fake = sys.argv[1:5]
    pairs = int(sys.argv[5]) if len(sys.argv) > 5 else 15
    ours = Relay([wine, drawbridge, "--", fake])
    base = Relay([wine, minimal, fake])
    trips, floods = [], []
    for _ in range(pairs):
        trips.append((ours.round_trips(TRIPS), base.round_trips(TRIPS)))
        floods.append((ours.flood(), base.flood()))
    ours.close()
    base.close()
    ours_trip, base_trip = (statistics.median(t[i] for t in trips) for i in (0, 1))
    ours_flood, base_flood = (statistics.median(f[i] for f in floods) for i in (0, 1))
    trip_ratio, flood_ratio = ours_trip / base_trip, ours_flood / base_flood
    print(f"isready round trip, median of {pairs} runs of {TRIPS}: drawbridge.exe {ours_trip:.1f} us, "
          f"minimal relay {base_trip:.1f} us, ratio {trip_ratio:.2f} (goal <= 1.10: "
          f"{'met' if trip_ratio <= 1.10 else 'missed'})")
    print(f"flood of {FLOOD} info lines, median of {pairs} runs: drawbridge.exe {ours_flood / 1e6:.2f} M lines/s, "
          f"minimal relay {base_flood / 1e6:.2f} M lines/s, ratio {flood_ratio:.2f} (goal >= 0.90: "
          f"{'met' if flood_ratio >= 0.90 else 'missed'})")


if __name__ == "__main__":
    main()
