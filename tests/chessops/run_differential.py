#!/usr/bin/env python3
"""Differential test of drawbridge's chess rules against npm's chessops.

Collects 10,000 seeded random playouts and every game of the files given (`start<TAB>uci moves`
files, and PGN through chessops' PGN parser), then replays them in chessops (differential.mjs
dump) and in drawbridge (rules_dump) side by side. Every ply must agree on: the position
identity of FIDE 9.2 (placement, side to move, castling rights, en passant only when a
capture is legal), the half-move clock, the legal moves (count and digest), check,
checkmate, stalemate and insufficient material for both sides, and the first ply with the
same identity (drawbridge's 64-bit key against chessops' identity string).

There is no difference that follows from the Laws at this level: the edition-dependent
rules (fivefold counting, 75 moves, claims) are built on these facts and tested in
tests/unit/draw/*_test.cpp and against python-chess (tests/differential/compare_expected.py).

usage: run_differential.py --rules-dump PATH [--tsv FILE]... [--pgn FILE]... [--random N] [--max-plies P]
Needs `npm ci` in tests/chessops.
"""
import argparse
import collections
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--rules-dump", required=True)
    parser.add_argument("--tsv", action="append", default=[])
    parser.add_argument("--pgn", action="append", default=[])
    parser.add_argument("--random", type=int, default=10000)
    parser.add_argument("--max-plies", type=int, default=120)
    parser.add_argument("--seed", type=int, default=20230101)
    args = parser.parse_args()
    if not os.path.isdir(os.path.join(HERE, "node_modules", "chessops")):
        print(f"chessops is not installed: run `npm ci` in {HERE}", file=sys.stderr)
        return 1

    with tempfile.TemporaryDirectory() as tmp:
        games = os.path.join(tmp, "games.tsv")
        subprocess.run(["node", os.path.join(HERE, "differential.mjs"), "collect", games,
                        "--random", str(args.random), "--seed", str(args.seed), "--max-plies", str(args.max_plies),
                        *[arg for path in args.tsv for arg in ("--tsv", path)],
                        *[arg for path in args.pgn for arg in ("--pgn", path)]], check=True)
        with open(games, "rb") as f:
            game_count = sum(1 for _ in f)
        node = subprocess.Popen(["node", os.path.join(HERE, "differential.mjs"), "dump", games],
                                stdout=subprocess.PIPE, text=True, bufsize=1 << 20)
        with open(games) as stdin:
            ours = subprocess.Popen([args.rules_dump], stdin=stdin, stdout=subprocess.PIPE, text=True,
                                    bufsize=1 << 20)
            failures, counts = compare(node.stdout, ours.stdout)
        node.wait()
        ours.wait()
    print(f"games {game_count}, positions {counts['positions']}, checkmates {counts['m']}, "
          f"stalemates {counts['s']}, insufficient {counts['i']}, checks {counts['c']}, "
          f"legal en passant identities {counts['ep']}, repeated identities {counts['repeated']}")
    for f in failures[:20]:
        print(f)
    if node.returncode or ours.returncode:
        print(f"exit status: chessops {node.returncode}, rules_dump {ours.returncode}")
        return 1
    print(f"disagreements: {len(failures)}")
    return 1 if failures else 0


def compare(theirs, ours):
    failures = []
    counts = collections.Counter()
    game, ply = 0, 0
    for line_theirs, line_ours in zip_longest_lines(theirs, ours):
        if line_theirs.startswith("# game "):
            game, ply = int(line_theirs.split()[2]), 0
        else:
            counts["positions"] += 1
            fields = line_theirs.split("|")
            if len(fields) == 5:
                for flag in fields[3]:
                    counts[flag] += 1
                counts["ep"] += fields[0].split(" ")[3] != "-"
                counts["repeated"] += fields[4] != str(ply)
            ply += 1
        if line_theirs != line_ours:
            failures.append(f"game {game} ply {ply - 1}:\n  chessops    {line_theirs}\n  drawbridge  {line_ours}")
            if len(failures) > 1000:
                break
    return failures, counts


def zip_longest_lines(a, b):
    while True:
        x, y = a.readline(), b.readline()
        if not x and not y:
            return
        yield x.rstrip("\n"), y.rstrip("\n")


if __name__ == "__main__":
    sys.exit(main())
