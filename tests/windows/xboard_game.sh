#!/usr/bin/env bash
# One xboard game (Debian's xboard, headless under Xvfb) between two drawbridge.exe under
# wine, in CECP mode, each in front of the cross-compiled fake engine playing a forced
# perpetual check (White Qf6+/Qg5+, Black Kg8/Kh8): Black's forced Kh8 completes the
# threefold, its drawbridge claims with the move, and xboard agrees (as
# tests/e2e/xboard_cecp_test.sh does on Linux with stockfish).
# Usage: xboard_game.sh WINE DRAWBRIDGE_EXE FAKE_EXE   (WINEPREFIX and WINEDEBUG from the caller)
set -euo pipefail
wine=$1
transcript=$(readlink -f "$(dirname "$0")/../e2e/transcript.py")  # the --log format, one line each
export PATH="/usr/games:$PATH"  # xboard hangs on a modal error if it cannot find an engine
work=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
export HOME="$work"  # xboard's settings file lands here, not in the user's home
# xboard splits an engine command at spaces: the programs are reached through links in $work
# (mktemp's path has none), so that the build folder's path may have them. The link is to the
# build folder, where drawbridge.exe finds its editions (../share beside app/).
exe=$(readlink -f "$2")
ln -s "$(dirname "$(dirname "$exe")")" "$work/build"
ln -s "$(dirname "$(readlink -f "$3")")" "$work/engine"
drawbridge=$work/build/$(basename "$(dirname "$exe")")/$(basename "$exe")
fake=Z:$(echo "$work/engine/$(basename "$3")" | tr / '\\')

echo "5r1k/5p1p/8/6Q1/8/8/rr4PP/7K w - - 0 1" >"$work/perpetual.fen"
white="g5f6 f6g5 g5f6 f6g5 g5f6 f6g5"
black="h8g8 g8h8 h8g8 g8h8 h8g8 g8h8"
timeout 120 xvfb-run -a xboard \
  -fcp "$wine $drawbridge --log $work/white.log -- $fake --uci $white" -fd "$work" \
  -scp "$wine $drawbridge --log $work/black.log -- $fake --uci $black" -sd "$work" \
  -lpf "$work/perpetual.fen" -lpi 1 -matchGames 1 -tc 0:30 -inc 0 -autoCallFlag true -ponderNextMove false \
  -saveGameFile "$work/perpetual.pgn" -saveSettingsOnExit false -popupExitMessage false \
  >"$work/xboard.out" 2>&1 || { echo "xboard failed or timed out:"; cat "$work/xboard.out"; exit 1; }

pgn=$work/perpetual.pgn
echo "--- $(grep -E '^\{.*\} 1/2-1/2|^\[Result ' "$pgn" | tr '\n' ' ')"
grep -q '^\[Result "1/2-1/2"\]' "$pgn" || { echo "FAIL: not a draw"; cat "$pgn"; exit 1; }
grep -qE '\{Draw claim: 3-fold repetition\} 1/2-1/2' "$pgn" || { echo "FAIL: not drawn by the claim"; cat "$pgn"; exit 1; }
grep -A1 '>gui offer draw' <(python3 "$transcript" "$work/black.log") | grep -q '>gui move g8h8' \
  || { echo "FAIL: Black's offer draw did not come right before its move g8h8"; python3 "$transcript" "$work/black.log" | grep '>gui'; exit 1; }
if grep -qiE 'false draw claim|forfeit|illegal|wins on time|loses on time' "$pgn" "$work/xboard.out"; then
  echo "FAIL: a false claim or a forfeit"; cat "$pgn"; exit 1
fi
for side in white black; do
  grep -q 'note engine exited with status 0' <(python3 "$transcript" "$work/$side.log") \
    || { echo "FAIL: $side's engine did not quit cleanly"; tail "$work/$side.log"; exit 1; }
done
echo "xboard with drawbridge.exe under wine (CECP): OK"
