#!/usr/bin/env bash
# One real GUI: xboard, headless under Xvfb, plays a two-game match at 10 s per game
# between two stockfish engines, each behind polyglot (CECP <-> UCI) and drawbridge.
# Passes when the PGN holds two games, each with a result, and drawbridge's transcripts
# show it relayed the games. Usage: xboard_test.sh DRAWBRIDGE
set -euo pipefail
# drawbridge's --log, one line each with its stamp and direction, for grep.
transcript=$(readlink -f "$(dirname "$0")/transcript.py")
drawbridge=$1
export PATH="/usr/games:$PATH"  # xboard hangs on a modal error if it cannot find polyglot
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export HOME="$work"  # xboard's settings file lands here, not in the user's home
# xboard and PolyGlot split an engine command at spaces: the programs are reached through
# links in $work (mktemp's path has none), so a checkout path may have them.
ln -s "$(readlink -f "$drawbridge")" "$work/drawbridge"
drawbridge="$work/drawbridge"

for side in first second; do
  cat > "$work/$side.ini" <<INI
[PolyGlot]
EngineCommand = $drawbridge --log $work/$side.log -- stockfish
EngineDir = $work
Log = false
INI
done

timeout 240 xvfb-run -a xboard \
  -fcp "polyglot $work/first.ini" -fd "$work" -scp "polyglot $work/second.ini" -sd "$work" \
  -matchGames 2 -tc 0:10 -inc 0 -autoCallFlag true -ponderNextMove false \
  -saveGameFile "$work/games.pgn" -saveSettingsOnExit false -popupExitMessage false \
  > "$work/xboard.out" 2>&1 || { echo "xboard failed or timed out:"; cat "$work/xboard.out"; exit 1; }

games=$(grep -c '^\[Event ' "$work/games.pgn" || true)
results=$(grep -cE '^\[Result "(1-0|0-1|1/2-1/2)"\]' "$work/games.pgn" || true)
echo "games: $games, with a result: $results"
grep -E '^\[(Result|White|Black) ' "$work/games.pgn"
[ "$games" -eq 2 ] && [ "$results" -eq 2 ] || { cat "$work/games.pgn"; exit 1; }
for side in first second; do
  grep -qE '(engine>gui|>gui) bestmove ' <(python3 "$transcript" "$work/$side.log") || { echo "no bestmove relayed in $side.log"; exit 1; }
  grep -q 'note engine exited with status 0' <(python3 "$transcript" "$work/$side.log") || { echo "$side engine did not quit cleanly"; tail <(python3 "$transcript" "$work/$side.log"); exit 1; }
done
echo "xboard match through drawbridge: OK"
