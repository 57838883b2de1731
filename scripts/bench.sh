#!/usr/bin/env bash
# Runs every benchmark on a Release build; each prints its figures against a baseline
# measured in the same run. Run on a quiet machine: round trips are scheduler-bound.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
export PATH="/usr/games:$PATH"
"$top/scripts/build.sh"
b="$top/build"
echo "== perft: drawbridge against stockfish";            ninja -C "$b" bench_perft
echo "== adjudicate: drawbridge against pgn-extract";     ninja -C "$b" bench_adjudicate
echo "== scan: drawbridge against pgn-extract";           ninja -C "$b" bench_scan
echo "== replay: the laws against a bare make_move loop";  ninja -C "$b" bench_replay
echo "== start: drawbridge --help against a minimal C++ program"; ninja -C "$b" bench_start
echo "== relay: drawbridge against a minimal relay"
"$b/bench/relay_bench" "$b/app/drawbridge" "$b/bench/minimal_relay" "$b/tests/fake_engine"
echo "== mirror cost per position command";               "$b/bench/mirror_bench"
echo "== notation";                                        ninja -C "$b" bench_notation
echo "== watch: delay, idle CPU, a re-read loop";         ninja -C "$b" bench_watch
