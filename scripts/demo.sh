#!/usr/bin/env bash
# The main job: installs what it needs (no test tools), builds drawbridge (only it, tests off),
# and runs it in front of Debian's stockfish for a short scripted session: the start position arises a third time and drawbridge announces
# the claim; then a game that is already over gets its result. scripts/demo_session.py plays
# the GUI, waiting for each reply, and prints the transcript, then drawbridge's lines on their own.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
"$top/scripts/install-deps.sh"
cmake -S "$top" -B "$top/build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF >/dev/null
ninja -C "$top/build" drawbridge
# Where the build put the binary (ninja's phony target names it), wherever its directory is.
drawbridge="$top/build/$(ninja -C "$top/build" -t query drawbridge | awk '/input: phony/ { getline; print $1; exit }')"
export PATH="/usr/games:$PATH"
events=$(mktemp --suffix=.jsonl)
trap 'rm -f "$events"' EXIT
python3 "$top/scripts/demo_session.py" "$drawbridge" stockfish "$events"
