#!/usr/bin/env python3
"""Round trips through drawbridge in CECP mode against the same in UCI mode (issue 13's
benchmark), interleaved so that both see the same machine load, with the fake engine's
scripted UCI mode behind both:
  ping   CECP `ping N` -> `pong N`            vs  UCI `isready` -> `readyok`
  move   CECP `setboard F` + `go` -> `move M`  vs  UCI `position fen F` + `go nodes 1` -> `bestmove M`
Prints the median of each and the ratio CECP/UCI (the issue asks for <= 1.10).
Run: cecp_roundtrip.py DRAWBRIDGE FAKE_ENGINE [ROUNDS]"""
import statistics
import subprocess
import sys
import time

FEN = "4k3/8/8/8/8/8/8/R3K3 w - - 0 40"


class Side:
    def __init__(self, drawbridge, fake, mode, rounds):
        engine = [fake, "--uci", *["a1a2"] * (rounds + 10)]
        self.proc = subprocess.Popen([drawbridge, f"--gui={mode}", "--", *engine], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, bufsize=0)
        self.mode = mode
        self.n = 0
        if mode == "cecp":
            self.ask(b"xboard\nprotover 2\n", b"feature done=1")
            self.ask(b"new\nforce\nlevel 0 10 0\npost\n" + b"ping 0\n", b"pong 0")
        else:
            self.ask(b"uci\n", b"uciok")

    def ask(self, text, answer):
        self.proc.stdin.write(text)
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError(f"{self.mode}: drawbridge ended")
            if line.rstrip(b"\n") == answer:
                return

    def ping(self):
        self.n += 1
        start = time.perf_counter()
        if self.mode == "cecp":
            self.ask(b"ping %d\n" % self.n, b"pong %d" % self.n)
        else:
            self.ask(b"isready\n", b"readyok")
        return time.perf_counter() - start

    def move(self):
        start = time.perf_counter()
        if self.mode == "cecp":
            self.ask(f"force\nsetboard {FEN}\ngo\n".encode(), b"move a1a2")
        else:
            self.ask(f"position fen {FEN}\ngo nodes 1\n".encode(), b"bestmove a1a2")
        return time.perf_counter() - start

    def close(self):
        self.proc.stdin.write(b"quit\n")
        self.proc.wait(timeout=10)


def main():
    drawbridge, fake = sys.argv[1], sys.argv[2]
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 2000
    cecp, uci = Side(drawbridge, fake, "cecp", rounds), Side(drawbridge, fake, "uci", rounds)
    for kind in ("ping", "move"):
        times = {"cecp": [], "uci": []}
        for _ in range(rounds):
            times["cecp"].append(getattr(cecp, kind)())
            times["uci"].append(getattr(uci, kind)())
        c, u = statistics.median(times["cecp"]), statistics.median(times["uci"])
        print(f"{kind}: CECP median {c * 1e6:.1f} us, UCI median {u * 1e6:.1f} us, ratio {c / u:.2f}")
    cecp.close()
    uci.close()


if __name__ == "__main__":
    main()
