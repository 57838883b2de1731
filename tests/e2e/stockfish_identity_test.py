#!/usr/bin/env python3
"""A scripted UCI session with Debian's stockfish, run directly and through drawbridge:
the two transcripts of stdout must be byte-identical, apart from drawbridge's own
`option name Drawbridge ...` lines, which it adds to the engine's option list.

Each command waits for the engine's answer (readyok, bestmove, uciok) before the next
is sent, so timing cannot reorder anything. `go nodes N` on one thread is deterministic,
except for the `nps` and `time` fields of info lines, which are masked in both transcripts.
Run: stockfish_identity_test.py --drawbridge PATH"""
import argparse
import re
import shutil
import subprocess
import sys

MOVES = ("e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6 e1g1 f8e7 f1e1 b7b5 a4b3 d7d6 c2c3 e8g8 "
         "h2h3 c6a5 b3c2 c7c5 d2d4 d8c7").split()


def script():
    """(command, the line prefix that ends the engine's answer, or None for no answer)."""
    steps = [("uci", "uciok"), ("setoption name Threads value 1", None),
             ("setoption name Hash value 16", None), ("isready", "readyok"),
             ("ucinewgame", None), ("isready", "readyok")]
    for ply in range(0, len(MOVES) + 1, 3):
        moves = " ".join(MOVES[:ply])
        steps.append((f"position startpos moves {moves}".rstrip(), None))
        steps.append((f"go nodes {2000 + 500 * ply}", "bestmove"))
    steps += [("position fen 8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", None), ("go nodes 5000", "bestmove"),
              ("position startpos moves e2e4", None), ("go depth 8", "bestmove"),
              ("isready", "readyok"), ("quit", None)]
    return steps


def transcript(command):
    proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    out = []
    for line, answer_end in script():
        proc.stdin.write(line.encode() + b"\n")
        proc.stdin.flush()
        while answer_end is not None:
            got = proc.stdout.readline()
            if not got:
                raise AssertionError(f"{command}: output ended while waiting for {answer_end}")
            out.append(got)
            if got.startswith(answer_end.encode()):
                break
    out.append(proc.stdout.read())
    rc = proc.wait(timeout=30)
    return rc, b"".join(out)


def masked(text):
    return re.sub(rb" (nps|time) \d+", rb" \1 _", text)


def without_drawbridge_options(text):
    """Drops drawbridge's own option lines, checking they come right before `uciok`."""
    lines = text.split(b"\n")
    ours = [i for i, line in enumerate(lines) if line.startswith(b"option name Drawbridge ")]
    assert ours, "drawbridge listed none of its options"
    assert lines[ours[-1] + 1].startswith(b"uciok"), "drawbridge's options are not last before uciok"
    assert ours == list(range(ours[0], ours[-1] + 1)), "drawbridge's options are not together"
    return b"\n".join(lines[:ours[0]] + lines[ours[-1] + 1:])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--drawbridge", required=True)
    args = parser.parse_args()
    stockfish = shutil.which("stockfish")
    if stockfish is None:
        sys.exit("stockfish not found in PATH (Debian puts it in /usr/games)")
    direct_rc, direct = transcript([stockfish])
    relayed_rc, relayed = transcript([args.drawbridge, "--", stockfish])
    relayed = without_drawbridge_options(relayed)
    assert direct.count(b"bestmove") == 10, direct.count(b"bestmove")
    assert direct_rc == 0 and relayed_rc == 0, (direct_rc, relayed_rc)
    if masked(direct) != masked(relayed):
        for a, b in zip(masked(direct).split(b"\n"), masked(relayed).split(b"\n")):
            if a != b:
                sys.exit(f"first difference:\n direct:  {a!r}\n relayed: {b!r}")
        sys.exit("transcripts differ in length")
    print(f"identical transcripts ({len(direct)} bytes, nps/time masked); "
          f"raw bytes identical: {direct == relayed}")


if __name__ == "__main__":
    main()
