#!/usr/bin/env python3
"""Differential test: `drawbridge perft --divide 3` against Stockfish's `go perft 3`, move by move.

Positions come from seeded random playouts (standard chess, kiwipete, en passant endgames and
Chess960 starts, so they are reproducible), from EPD files of FENs (--epd, --epd960: the
generated positions of write_random_games) and from games in `start<TAB>uci moves` files
(--games-tsv: the human games of the shared data). In the playouts and games Stockfish supplies
the legal moves to play and the FEN of each position; drawbridge is only asked for perft, so
each side of the comparison is independent of the other. One Stockfish process serves every query.
"""
import argparse
import random
import subprocess
import sys
import time

DEPTH = 3


class Stockfish:
    def __init__(self, path):
        self.proc = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send("uci")
        self.read_until("uciok")
        self.chess960 = None

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def read_until(self, prefix):
        lines = []
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError("stockfish exited")
            line = line.strip()
            lines.append(line)
            if line.startswith(prefix):
                return lines

    def set_chess960(self, on):
        if self.chess960 != on:
            self.send("setoption name UCI_Chess960 value " + ("true" if on else "false"))
            self.chess960 = on

    def divide(self, fen, depth, moves=()):
        """{uci move: leaf count} and the total, as `go perft` prints them."""
        self.send("position fen %s%s" % (fen, (" moves " + " ".join(moves)) if moves else ""))
        self.send("go perft %d" % depth)
        counts = {}
        for line in self.read_until("Nodes searched"):
            move, sep, count = line.partition(": ")
            if sep and not line.startswith("Nodes"):
                counts[move] = int(count)
            elif line.startswith("Nodes searched"):
                total = int(line.split(":")[1])
        return counts, total

    def fen_after(self, fen, moves):
        self.send("position fen %s%s" % (fen, (" moves " + " ".join(moves)) if moves else ""))
        self.send("d")
        self.send("isready")
        for line in self.read_until("readyok"):
            if line.startswith("Fen: "):
                return line[5:]
        raise RuntimeError("no Fen line from stockfish")

    def close(self):
        self.send("quit")
        self.proc.wait(timeout=10)


def start_drawbridge(binary, fen, chess960, depth):
    args = [binary, "perft", "--divide", "--fen", fen] + (["--chess960"] if chess960 else []) + [str(depth)]
    return subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def drawbridge_result(proc):
    """The divide counts, the total and an error message, from a finished `drawbridge perft`."""
    stdout, stderr = proc.communicate(timeout=60)
    if proc.returncode != 0:
        return None, None, stderr.strip()
    counts, total = {}, None
    for line in stdout.splitlines():
        if line.startswith("nodes "):
            total = int(line.split()[1])
        elif ": " in line:
            move, count = line.split(": ")
            counts[move] = int(count)
    return counts, total, None


def chess960_start(rng):
    """A random Chess960 start: bishops on opposite colours, king between the rooks."""
    back = [None] * 8
    back[rng.randrange(0, 8, 2)] = "B"
    back[rng.randrange(1, 8, 2)] = "B"
    for piece in ("Q", "N", "N"):
        free = [i for i in range(8) if back[i] is None]
        back[rng.choice(free)] = piece
    free = [i for i in range(8) if back[i] is None]
    for i, piece in zip(free, ("R", "K", "R")):
        back[i] = piece
    white = "".join(back)
    rook_files = "".join(chr(ord("A") + i) for i in (free[2], free[0]))
    return "%s/pppppppp/8/8/8/8/PPPPPPPP/%s w %s%s - 0 1" % (white.lower(), white, rook_files, rook_files.lower())


def playout_positions(sf, rng, start_fen, games, plies, every):
    """FENs met along random games from start_fen, one every `every` plies."""
    found = []
    for _ in range(games):
        moves = []
        for ply in range(1, plies + 1):
            legal, _ = sf.divide(start_fen, 1, moves)
            if not legal:
                break
            moves.append(rng.choice(sorted(legal)))
            if ply % every == 0:
                found.append(sf.fen_after(start_fen, moves))
    return found


def epd_positions(path):
    with open(path) as f:
        return [line.strip() for line in f if line.strip() and not line.startswith("#")]


def game_positions(sf, tsv_path, games, per_game, rng):
    """`per_game` FENs met in each of the first `games` games of the file."""
    found = []
    with open(tsv_path) as f:
        lines = [line.rstrip("\n").split("\t") for line in f if "\t" in line][:games]
    for start, moves_text in lines:
        moves = moves_text.split()
        start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" if start == "startpos" else start
        for ply in sorted(rng.sample(range(len(moves) + 1), min(per_game, len(moves) + 1))):
            found.append(sf.fen_after(start_fen, moves[:ply]))
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--drawbridge", required=True)
    parser.add_argument("--stockfish", default="/usr/games/stockfish")
    parser.add_argument("--no-playouts", action="store_true", help="only the positions of the files given")
    parser.add_argument("--epd", action="append", default=[], help="a file of standard FENs, one a line")
    parser.add_argument("--epd960", action="append", default=[], help="a file of Chess960 FENs, one a line")
    parser.add_argument("--games-tsv", action="append", default=[], help="games as `start<TAB>uci moves`")
    parser.add_argument("--min-positions", type=int, default=1000, help="fewer compared is a failure")
    parser.add_argument("--seed", type=int, default=20261130)
    args = parser.parse_args()

    started = time.time()
    rng = random.Random(args.seed)
    sf = Stockfish(args.stockfish)
    sf.set_chess960(False)
    standard, chess960 = [], []
    if not args.no_playouts:
        standard += playout_positions(sf, rng, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 12, 100, 4)
        standard += playout_positions(sf, rng, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 8, 60, 4)
        standard += playout_positions(sf, rng, "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 8, 60, 4)  # ep pins
        standard += playout_positions(sf, rng, "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1", 8, 40, 2)  # pawn races
    for path in args.epd:
        standard += epd_positions(path)
    for path in args.games_tsv:
        standard += game_positions(sf, path, 150, 2, rng)
    sf.set_chess960(True)
    if not args.no_playouts:
        for _ in range(16):
            chess960 += playout_positions(sf, rng, chess960_start(rng), 1, 60, 4)
    for path in args.epd960:
        chess960 += epd_positions(path)

    compared, failures = 0, []
    for is960, fens in ((False, standard), (True, chess960)):
        sf.set_chess960(is960)
        for fen in fens:
            proc = start_drawbridge(args.drawbridge, fen, is960, DEPTH)  # runs while Stockfish counts
            expected, expected_total = sf.divide(fen, DEPTH)
            got, total, error = drawbridge_result(proc)
            compared += 1
            if error or got != expected or total != expected_total:
                diff = sorted(set(got or {}) ^ set(expected)) or sorted(m for m in expected if got.get(m) != expected[m])
                failures.append("%s%s: stockfish %s, drawbridge %s (%s) %s" % (
                    fen, " [960]" if is960 else "", expected_total, total, error or "", diff[:8]))
    sf.close()

    for f in failures[:20]:
        print("MISMATCH", f)
    print("%d positions (%d Chess960) compared at depth %d in %.1f s, %d mismatches" % (
        compared, len(chess960), DEPTH, time.time() - started, len(failures)))
    return 1 if failures or compared < args.min_positions else 0


if __name__ == "__main__":
    sys.exit(main())
