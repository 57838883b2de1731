#!/usr/bin/env bash
# xboard (Debian, headless under Xvfb) plays drawbridge in CECP mode on both sides, each in
# front of stockfish (issue 13), one short game per start position:
#   perpetual   a forced perpetual check, two games (the engines are reused and swap colours):
#               Black's forced move completes the threefold; its drawbridge claims with the
#               move (`offer draw` before `move`), xboard agrees
#   on-board    the same with Black's claims off: White claims the threefold on the board,
#               `1/2-1/2 {drawbridge: ...}` right after its move; the PGN keeps that reason
#   after-capture  the perpetual begins with a capture (Qxg5+): the repeated position first
#               arises right after an irreversible move; xboard counts it too and agrees with
#               White's claim with the move
#   fifty       KR v K at 99 reversible plies: stockfish scores it 0.00 (it counts the
#               fifty moves too), so White claims with its move, and xboard agrees
#   fifty-on-board  the same with White's claims off: Black claims on the board after its
#               move, and the PGN keeps drawbridge's reason
#   dead        locked pawns, bishops of opposite colours: a dead position xboard does not
#               know; drawbridge offers before its move, the other drawbridge accepts by law
# And against a scripted CECP opponent that never claims (scripted_cecp_opponent.py), with
# xboard's own adjudication off, games the Laws end that xboard would let go on:
#   fivefold    the perpetual with White's drawbridge at --adjudicate=stop --claim=never:
#               Black's fifth repetition ends the game; White claims it with no move
#   seventy-five  KR v K at 149 reversible plies, Black moves: White claims the 75-move draw
# Pondering is on (hard, go ponder, ponderhit). Each PGN must end 1/2-1/2, and no game may
# end by "False draw claim" or a forfeit.
# Usage: xboard_cecp_test.sh DRAWBRIDGE
set -euo pipefail
# drawbridge's --log, one line each with its stamp and direction, for grep.
transcript=$(readlink -f "$(dirname "$0")/transcript.py")
drawbridge=$(readlink -f "$1")  # xboard starts engines from their -fd directory
scripted=$(readlink -f "$(dirname "$0")/scripted_cecp_opponent.py")
export PATH="/usr/games:$PATH"  # xboard hangs on a modal error if it cannot find an engine
work=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$work"' EXIT
export HOME="$work"  # xboard's settings file lands here, not in the user's home
# xboard and PolyGlot split an engine command at spaces: the programs are reached through
# links in $work (mktemp's path has none), so a checkout path may have them.
ln -s "$drawbridge" "$work/drawbridge"
ln -s "$scripted" "$work/scripted_cecp_opponent.py"
drawbridge="$work/drawbridge"
scripted="$work/scripted_cecp_opponent.py"

# play NAME FEN FIRST_FLAGS SECOND_FLAGS [GAMES]: a match (one game unless GAMES); its PGN
# is $work/NAME.pgn.
play() {
  local name=$1 fen=$2 first=$3 second=$4 games=${5:-1}
  echo "$fen" > "$work/$name.fen"
  timeout 80 xvfb-run -a xboard \
    -fcp "$drawbridge --log $work/$name.first.log $first -- stockfish" -fd "$work" \
    -scp "$drawbridge --log $work/$name.second.log $second -- stockfish" -sd "$work" \
    -lpf "$work/$name.fen" -lpi 1 -matchGames "$games" -tc 0:20 -inc 0 -autoCallFlag true -ponderNextMove true \
    -saveGameFile "$work/$name.pgn" -saveSettingsOnExit false -popupExitMessage false \
    > "$work/$name.xboard.out" 2>&1 || { echo "xboard failed or timed out ($name):"; cat "$work/$name.xboard.out"; exit 1; }
}

# play_scripted NAME FEN FIRST_FLAGS MOVE...: one game, drawbridge against the scripted opponent
# playing MOVE... in order; xboard adjudicates nothing itself.
play_scripted() {
  local name=$1 fen=$2 first=$3
  shift 3
  echo "$fen" > "$work/$name.fen"
  timeout 80 xvfb-run -a xboard \
    -fcp "$drawbridge --log $work/$name.first.log $first -- stockfish" -fd "$work" \
    -scp "python3 $scripted $*" -sd "$work" -ruleMoves 0 -repeatsToDraw 0 \
    -lpf "$work/$name.fen" -lpi 1 -matchGames 1 -tc 0:20 -inc 0 -autoCallFlag true -ponderNextMove true \
    -saveGameFile "$work/$name.pgn" -saveSettingsOnExit false -popupExitMessage false \
    > "$work/$name.xboard.out" 2>&1 || { echo "xboard failed or timed out ($name):"; cat "$work/$name.xboard.out"; exit 1; }
}

# check NAME REASON_REGEX [GAMES [SIDES]]: every game was drawn with that reason, nobody
# forfeited, and drawbridge quit cleanly on each of SIDES (default: first second).
check() {
  local name=$1 reason=$2 games=${3:-1} sides=${4:-first second} pgn="$work/$1.pgn"
  echo "--- $name: $(grep -E '^\{.*\} 1/2-1/2|^\[Result ' "$pgn" | tr '\n' ' ')"
  [ "$(grep -c '^\[Result "1/2-1/2"\]' "$pgn")" -eq "$games" ] || { echo "FAIL $name: not $games draws"; cat "$pgn"; exit 1; }
  [ "$(grep -cE "$reason" "$pgn")" -eq "$games" ] || { echo "FAIL $name: not $games times /$reason/"; cat "$pgn"; exit 1; }
  if grep -qiE 'false draw claim|forfeit|illegal|wins on time|loses on time' "$pgn" "$work/$name.xboard.out"; then
    echo "FAIL $name: a false claim or a forfeit"; cat "$pgn"; exit 1
  fi
  for side in $sides; do
    grep -q 'note engine exited with status 0' <(python3 "$transcript" "$work/$name.$side.log") \
      || { echo "FAIL $name: $side engine did not quit cleanly"; tail "$work/$name.$side.log"; exit 1; }
  done
}

perpetual="5r1k/5p1p/8/6Q1/8/8/rr4PP/7K w - - 0 1"
play perpetual "$perpetual" "" "" 2
check perpetual '\{Draw claim: 3-fold repetition\} 1/2-1/2' 2
grep -A1 '>gui offer draw' <(python3 "$transcript" "$work/perpetual.second.log") | grep -q '>gui move g8h8' \
  || { echo "FAIL perpetual: Black's offer draw did not come right before its move"; exit 1; }

play on-board "$perpetual" "" "--claim=never"
check on-board '\{drawbridge: threefold repetition, article 9\.2\.1\.2\} 1/2-1/2'

play after-capture "5rk1/5p1p/8/6n1/8/8/rr1Q2PP/7K w - - 0 1" "" ""
check after-capture '\{Draw claim: 3-fold repetition\} 1/2-1/2'

play fifty "4k3/8/8/8/8/8/8/R3K3 w - - 99 80" "" ""
check fifty '\{Draw claim: 50-move rule\} 1/2-1/2'
grep -A1 '>gui offer draw' <(python3 "$transcript" "$work/fifty.first.log") | grep -q '>gui move ' \
  || { echo "FAIL fifty: White's offer draw did not come right before its move"; exit 1; }

play fifty-on-board "4k3/8/8/8/8/8/8/R3K3 w - - 99 80" "--claim=never" ""
check fifty-on-board '\{drawbridge: fifty move, article 9\.3\.2\} 1/2-1/2'

play dead "2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1" "" ""
check dead '\{Draw agreed\} 1/2-1/2'
grep -q 'accepting: the Laws have dr_wn the game' <(python3 "$transcript" "$work/dead.second.log") \
  || { echo "FAIL dead: Black's drawbridge did not accept by law"; grep '>gui' "$work/dead.second.log" | tail; exit 1; }

play_scripted fivefold "$perpetual" "--adjudicate=stop --claim=never" h8g8 g8h8 h8g8 g8h8 h8g8 g8h8 h8g8 g8h8
check fivefold '\{drawbridge: fivefold repetition, article 9\.6\.1\} 1/2-1/2' 1 first

play_scripted seventy-five "4k3/8/8/8/8/8/8/R3K3 b - - 149 80" "--adjudicate=stop" e8d8
check seventy-five '\{drawbridge: seventy five move, article 9\.6\.2\} 1/2-1/2' 1 first

echo "xboard with drawbridge (CECP): OK"
