#!/usr/bin/env python3
"""Perft speed of drawbridge against Stockfish 15.1 on the chessprogramming wiki positions.

Both count the last ply in bulk. drawbridge's time is the one it reports (start-up excluded);
Stockfish's runs from writing `go perft N` to reading `Nodes searched`, in one process started
beforehand. Prints nodes per second for both and the ratio drawbridge / Stockfish.
"""
import argparse
import subprocess
import sys
import time

# (name, FEN, depth, repetitions): depths and repetitions chosen for about 0.5-3 s each.
POSITIONS = [
    ("startpos", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6, 1),
    ("kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5, 1),
    ("position 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 7, 1),
    ("position 4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 5, 4),
    ("position 5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 5, 1),
    ("position 6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 5, 1),
]


def drawbridge_perft(binary, fen, depth):
    out = subprocess.run([binary, "perft", "--fen", fen, str(depth)], capture_output=True, text=True, check=True)
    fields = dict(line.split() for line in out.stdout.splitlines())
    nodes, nps = int(fields["nodes"]), int(fields["nps"])
    return nodes, nodes / nps


class Stockfish:
    def __init__(self, path):
        self.proc = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.ask("uci", "uciok")

    def ask(self, command, answer_prefix):
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError("stockfish exited")
            if line.startswith(answer_prefix):
                return line

    def perft(self, fen, depth):
        self.ask("position fen " + fen + "\nisready", "readyok")
        start = time.perf_counter()
        line = self.ask("go perft %d" % depth, "Nodes searched")
        return int(line.split(":")[1]), time.perf_counter() - start

    def close(self):
        self.proc.stdin.write("quit\n")
        self.proc.stdin.flush()
        self.proc.wait(timeout=10)


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--drawbridge", required=True)
    parser.add_argument("--stockfish", default="/usr/games/stockfish")
    args = parser.parse_args()

    sf = Stockfish(args.stockfish)
    totals = {"drawbridge": [0, 0.0], "stockfish": [0, 0.0]}
    print("%-11s %5s %11s %14s %14s %7s" % ("position", "depth", "nodes", "drawbridge nps", "stockfish nps", "ratio"))
    for name, fen, depth, repetitions in POSITIONS:
        runs = {"drawbridge": [0, 0.0], "stockfish": [0, 0.0]}
        for _ in range(repetitions):
            for engine, result in (("drawbridge", drawbridge_perft(args.drawbridge, fen, depth)),
                                   ("stockfish", sf.perft(fen, depth))):
                runs[engine][0] += result[0]
                runs[engine][1] += result[1]
        if runs["drawbridge"][0] != runs["stockfish"][0]:
            print("node counts differ on %s: %s" % (name, runs))
            return 1
        for engine in runs:
            totals[engine][0] += runs[engine][0]
            totals[engine][1] += runs[engine][1]
        ours, theirs = (runs[e][0] / runs[e][1] for e in ("drawbridge", "stockfish"))
        print("%-11s %5d %11d %14.0f %14.0f %6.2fx" % (name, depth, runs["drawbridge"][0] // repetitions, ours, theirs,
                                                      ours / theirs))
    sf.close()
    ours, theirs = (totals[e][0] / totals[e][1] for e in ("drawbridge", "stockfish"))
    print("total: drawbridge %.1f Mnps, stockfish %.1f Mnps, ratio drawbridge/stockfish %.2fx" % (
        ours / 1e6, theirs / 1e6, ours / theirs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
