#!/usr/bin/env python3
"""Builds Scan 3.1 once per build tree, outside the source tree, for the tests that play against
a real draughts engine: copies its sources from the shared peers' folder, builds them with their
own Makefile, and writes the all-zero evaluation weights Scan needs to start (2 x 2,125,820
16-bit weights: an engine that plays legal, shuffling moves). A second run finds it built.

usage: build_scan.py SOURCE DESTINATION"""
import os
import shutil
import subprocess
import sys

EVAL_BYTES = 8_503_280


def main(source, destination):
    engine = os.path.join(destination, "scan")
    evaluation = os.path.join(destination, "data", "eval")
    if os.path.isfile(engine) and os.path.isfile(evaluation) and os.path.getsize(evaluation) == EVAL_BYTES:
        print(f"Scan is built: {engine}")
        return 0
    shutil.rmtree(destination, ignore_errors=True)
    shutil.copytree(source, destination)
    subprocess.run(["make", "-j2"], cwd=os.path.join(destination, "src"), check=True)
    shutil.copy2(os.path.join(destination, "src", "scan"), engine)
    with open(evaluation, "wb") as f:
        f.write(bytes(EVAL_BYTES))
    print(f"Scan built: {engine}")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1], sys.argv[2]))
