#!/usr/bin/env python3
"""Article 6.9 at scale: `drawbridge dead`, through a pipe, on the 88,387 lichess positions of CHA's
"unfair" set (dead/unfair-88k.txt of the shared data: `FEN game-id` per line), where the side to
move lost on time although, by CHA's analysis, its opponent could not checkmate by any series of
legal moves, so that the game should have been drawn. drawbridge must agree on every one: the
opponent `cannot-mate`, no answer `unknown` for either side at the default budget, no error.

usage: dead_flag_falls_test.py DRAWBRIDGE UNFAIR_FILE
"""
import json
import subprocess
import sys
import time


def main(drawbridge, path):
    with open(path, encoding="ascii") as data:
        fens = [" ".join(line.split()[:6]) for line in data if line.strip()]
    started = time.monotonic()
    answer = subprocess.run([drawbridge, "dead"], input="\n".join(fens) + "\n", capture_output=True, text=True,
                            check=False)
    seconds = time.monotonic() - started
    verdicts = [json.loads(line) for line in answer.stdout.splitlines()]
    problems = []
    if answer.returncode != 0:
        problems.append(f"exit status {answer.returncode}: {answer.stderr.strip()[-500:]}")
    if len(verdicts) != len(fens):
        problems.append(f"{len(verdicts)} answers for {len(fens)} positions")
    for number, (fen, verdict) in enumerate(zip(fens, verdicts), start=1):
        opponent = "black" if fen.split()[1] == "w" else "white"
        if verdict["error"] is not None or verdict["fen"] != fen:
            problems.append(f"line {number}: {fen}: error {verdict['error']!r}, fen {verdict['fen']!r}")
        elif verdict[opponent] != "cannot-mate":
            problems.append(f"line {number}: {fen}: {opponent} {verdict[opponent]}, "
                            f"witness {' '.join(verdict[opponent + '_line'] or [])}")
        elif "unknown" in (verdict["white"], verdict["black"]):
            problems.append(f"line {number}: {fen}: unknown for the side to move")
    for problem in problems[:20]:
        print("FAIL:", problem)
    print(f"{len(fens)} flag falls, {len(problems)} problems, {seconds:.1f} s "
          f"({1e6 * seconds / max(len(fens), 1):.0f} us a position with start-up and JSON)")
    return 1 if problems or not fens else 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1], sys.argv[2]))
