#!/usr/bin/env bash
# The main job: installs, builds, and runs drawbridge in front of Debian's stockfish for a short
# scripted session: the startpos arises a third time, and drawbridge announces the claim.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
"$top/scripts/install-deps.sh"
"$top/scripts/build.sh"
export PATH="/usr/games:$PATH"
{
  printf 'uci\nsetoption name Threads value 1\nisready\nucinewgame\n'
  printf 'position startpos moves g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8\ngo depth 12\n'
  sleep 3
  printf 'quit\n'
} | "$top/build/app/drawbridge" -- stockfish
