#!/usr/bin/env bash
# A fast match under xboard (Debian, headless under Xvfb) between drawbridge in CECP mode in
# front of stockfish and PolyGlot in front of stockfish (what xboard users run today: the
# "plain side"). The closest test we can run here to issue 13's cutechess-cli match, which is
# not packaged in Debian 12.
#
# Time control 1 s + 0.01 s a move (-tc 0:01 -inc 0.01). xboard keeps it (it sends
# `level 0 0:01 0.01` and adds the increment) once its move animation is off: with animation
# on, every move costs 50-80 ms of GUI time and every game ends on time. With it off, xboard
# takes 0.8 ms a move beyond drawbridge's engine's own thinking (PolyGlot's side: 1.1 ms).
# PolyGlot 2.0.4 drops the fractional increment (it sends `go wtime .. btime ..` without
# winc/binc) while drawbridge passes `winc 10 binc 10`; that is the plain side as it is.
# Both engines keep 100 ms in hand (stockfish's Move Overhead, set through xboard's
# -firstOptions/-secondOptions; OVERHEAD overrides it): on a loaded two-core machine a move can
# wait tens of milliseconds for a core, and with the default 10 ms the side told the increment
# (drawbridge's) played down to 0.01 s and lost 3 games on time in one run at load 9, while its
# adapter cost less a move than PolyGlot (3.7 against 4.9 ms).
# Games start from ten openings (inline below), each played twice with colours reversed
# (-lgi -2, the match alternates colours); pondering off, the same `memory` from xboard to
# both sides.
#
# Checks, from the saved PGN, xboard's output and debug file, and drawbridge's transcript:
#   - xboard finished the match before the timeout (no stall), every game has a result;
#   - no "False draw claim" / "False win claim", no illegal or invalid move, no forfeit;
#   - a game where drawbridge claimed (`1/2-1/2 {drawbridge: ..}` or a claim event) was drawn;
#   - time losses: drawbridge's side may lose at most TIME_SLACK (default 1) more games on
#     time than PolyGlot's side: a single flag in a busy moment is not evidence against the
#     relay, and the allowance is one game, not a ratio, so a relay that costs time on every
#     move still fails. TIME_SLACK=0 gives the strict reading. Each side's lowest clock is
#     printed, so a drift towards flagging shows before it costs games;
#   - what each adapter costs a move (xboard's round trip less its engine's own search, from
#     xboard's debug file and the adapters' logs; ~1 ms on both sides, 2 ms under load):
#     drawbridge's may exceed PolyGlot's by at most 3 ms. A relay that delays each move
#     by 5 ms failed this check (6.2 ms against 0.7 ms);
#   - drawbridge's transcript ends with `note engine exited with status 0`, no signal.
# It prints a per-side summary (wins/draws/losses, time losses, lowest clock, think time and
# adapter cost a move), the game endings (xboard's termination comments) and the draw claims
# game by game.
# Usage: xboard_cecp_match.sh DRAWBRIDGE [GAMES]   (GAMES defaults to 20; the temporary
# directory with the PGN, xboard's debug file and both transcripts is kept on failure or with
# KEEP=1; for experiments, TC and INC override -tc and -inc and ENGINE the command behind
# drawbridge)
set -euo pipefail
# drawbridge's --log, one line each with its stamp and direction, for grep.
transcript=$(readlink -f "$(dirname "$0")/transcript.py")
drawbridge=$(readlink -f "$1")  # xboard starts engines from their -fd directory
games=${2:-20}
slack=${TIME_SLACK:-1}
tc=${TC:-0:01} inc=${INC:-0.01} engine=${ENGINE:-stockfish} overhead=${OVERHEAD:-100}
export PATH="/usr/games:$PATH"  # xboard hangs on a modal error if it cannot find an engine
work=$(mktemp -d)
trap 'status=$?; if [ -n "${KEEP:-}" ] || [ $status -ne 0 ]; then echo "logs kept in $work"; else rm -rf "$work"; fi' EXIT
export HOME="$work"  # xboard's settings file lands here, not in the user's home
# xboard and PolyGlot split an engine command at spaces: the programs are reached through
# links in $work (mktemp's path has none), so a checkout path may have them.
ln -s "$drawbridge" "$work/drawbridge"
drawbridge="$work/drawbridge"

cat > "$work/openings.pgn" <<'PGN'
[Event "Ruy Lopez"]
1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 *

[Event "Sicilian Najdorf"]
1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6 *

[Event "French Classical"]
1. e4 e6 2. d4 d5 3. Nc3 Nf6 4. Bg5 Be7 *

[Event "Caro-Kann Advance"]
1. e4 c6 2. d4 d5 3. e5 Bf5 4. Nf3 e6 *

[Event "Queen's Gambit Declined"]
1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O *

[Event "King's Indian"]
1. d4 Nf6 2. c4 g6 3. Nc3 Bg7 4. e4 d6 5. Nf3 O-O *

[Event "Nimzo-Indian"]
1. d4 Nf6 2. c4 e6 3. Nc3 Bb4 4. e3 O-O *

[Event "English"]
1. c4 e5 2. Nc3 Nf6 3. Nf3 Nc6 4. g3 d5 5. cxd5 Nxd5 *

[Event "Slav"]
1. d4 d5 2. c4 c6 3. Nf3 Nf6 4. Nc3 dxc4 5. a4 Bf5 *

[Event "Italian"]
1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d3 d6 *
PGN

cat > "$work/polyglot.ini" <<INI
[PolyGlot]
EngineCommand = stockfish
EngineDir = $work
Log = true
LogFile = $work/polyglot.log
INI

# About 3 s a game plus xboard's start; the timeout is generous, a stall is far beyond it.
limit=$((60 + games * 10))
started=$(date +%s)
timeout "$limit" xvfb-run -a xboard \
  -fcp "$drawbridge --log $work/drawbridge.log -- $engine" -fd "$work" -fn drawbridge \
  -scp "polyglot $work/polyglot.ini" -sd "$work" -sn polyglot \
  -lgf "$work/openings.pgn" -lgi -2 -rewindIndex 10 -matchGames "$games" -matchPause 200 \
  -tc "$tc" -inc "$inc" -autoCallFlag true -ponderNextMove false -defaultHashSize 16 \
  -firstOptions "Move Overhead=$overhead" -secondOptions "Move Overhead=$overhead" \
  -animateMoving false -flashCount 0 -soundProgram "" \
  -saveGameFile "$work/games.pgn" -saveSettingsOnExit false -popupExitMessage false \
  -debugMode true -nameOfDebugFile "$work/xboard.debug" \
  > "$work/xboard.out" 2>&1 || { echo "FAIL: xboard failed or timed out after $(($(date +%s) - started)) s (limit $limit s):"; cat "$work/xboard.out"; exit 1; }
echo "xboard played the match in $(($(date +%s) - started)) s: $(grep -o 'final score.*' "$work/xboard.out" || true)"

python3 "$transcript" "$work/drawbridge.log" > "$work/drawbridge.lines"  # one line each, stamped
python3 - "$work" "$games" "$slack" <<'PY'
import collections, re, sys

work, wanted, slack = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
text = open(f"{work}/games.pgn", encoding="utf-8", errors="replace").read()
games = [g for g in re.split(r"\n(?=\[Event )", text) if g.strip()]
sides = ("drawbridge", "polyglot")
score = {s: collections.Counter() for s in sides}
endings = collections.Counter()
failures = []
results = []
for number, game in enumerate(games, 1):
    tags = dict(re.findall(r'^\[(\w+) "(.*)"\]$', game, re.M))
    white, black, result = tags.get("White"), tags.get("Black"), tags.get("Result", "*")
    body = re.sub(r"^\[.*\]$", "", game, flags=re.M)
    ending = re.search(r"\{([^{}]*)\}\s*(1-0|0-1|1/2-1/2|\*)\s*$", body)
    reason = ending.group(1) if ending else "(no comment)"
    if not ending or ending.group(2) != result:
        failures.append(f"game {number}: the Result tag {result} is not the movetext's ending")
    results.append((white, black, result, reason))
    endings[reason] += 1
    if {white, black} != set(sides):
        failures.append(f"game {number}: players {white} v {black}")
        continue
    if result not in ("1-0", "0-1", "1/2-1/2"):
        failures.append(f"game {number}: no result ({result} {{{reason}}})")
        continue
    if re.search(r"false (draw|win) claim|illegal|invalid|forfeit|exit|disconnect", reason, re.I):
        failures.append(f"game {number}: {white} v {black} {result} {{{reason}}}")
    flagged = re.match(r"(White|Black) wins on time", reason)
    for side, colour in ((white, "White"), (black, "Black")):
        won = (result == "1-0") == (colour == "White")
        score[side]["draws" if result == "1/2-1/2" else "wins" if won else "losses"] += 1
        if flagged and flagged.group(1) != colour:
            score[side]["time losses"] += 1
# Each side's lowest clock when xboard asked it to move (centiseconds; first = drawbridge): a
# drift towards flagging shows here before it costs a game.
lowest = {}
for line in open(f"{work}/xboard.debug", encoding="utf-8", errors="replace"):
    if clock := re.match(r"\d+ >(first|second)\s*: time (-?\d+)$", line):
        side = "drawbridge" if clock.group(1) == "first" else "polyglot"
        lowest[side] = min(lowest.get(side, 1 << 30), int(clock.group(2)))

# What each adapter costs a move: xboard's round trip (its last line to the engine until the
# engine's `move`, from its debug file) less the engine's own search (`go` to `bestmove` in
# the adapter's log; searches cut by `stop` left out on both sides).
def mean(values):
    return sum(values) / len(values) if values else float("nan")

round_trips, sent = {"first": [], "second": []}, {}
for line in open(f"{work}/xboard.debug", encoding="utf-8", errors="replace"):
    if said := re.match(r"(\d+) (>|<)(first|second)\s*: (.*)", line):
        when, way, engine, words = int(said.group(1)), said.group(2), said.group(3), said.group(4)
        if way == ">":
            sent[engine] = when
        elif words.startswith("move ") and engine in sent:
            round_trips[engine].append(when - sent.pop(engine))

def searches(path, pattern):
    spans, started = [], None
    for line in open(path, encoding="utf-8", errors="replace"):
        if found := re.match(pattern, line):
            when, words = found.group(1), found.group(2)
            if when.startswith("20"):  # drawbridge: 2026-11-30T23:38:03.939532Z, seconds of the day
                hours, minutes, seconds = when[11:26].split(":")
                when = int(hours) * 3600 + int(minutes) * 60 + float(seconds)
            when = float(when) * 1000
            if words.startswith("go "):
                started = when
            elif words.startswith("stop"):
                started = None
            elif started is not None:
                spans.append(when - started)
                started = None
    return spans

think = {
    "drawbridge": searches(f"{work}/drawbridge.lines", r"(\S+) (?:>engine|engine>) (go |stop|bestmove )"),
    "polyglot": searches(f"{work}/polyglot.log", r"([\d.]+) (?:Adapter->Engine|Engine->Adapter): (go |stop|bestmove )"),
}
cost = {"drawbridge": mean(round_trips["first"]) - mean(think["drawbridge"]),
        "polyglot": mean(round_trips["second"]) - mean(think["polyglot"])}
for side in sides:
    s = score[side]
    print(f"{side:10}  +{s['wins']} ={s['draws']} -{s['losses']}  time losses {s['time losses']}, "
          f"lowest clock {lowest.get(side, 0) / 100:.2f} s, engine thinks {mean(think[side]):.1f} ms "
          f"a move, the adapter costs {cost[side]:.1f} ms")
print("endings:")
for reason, count in endings.most_common():
    print(f"  {count:3}  {reason}")

# Draw claims game by game. Who claimed before the game ended is xboard's view (its debug
# file: `offer draw` or `1/2-1/2 {..}` from first = drawbridge or second = PolyGlot before the
# game's first GameEnds); drawbridge's transcript adds its reason (the claim event), but its
# order against the GUI's lines is not the wire's (two threads stamp lines after writing).
# A game's transcript lines run to the first `new` after xboard's `result`. A claim by
# drawbridge (a claim event or its own `1/2-1/2 {drawbridge: ..}`) must end the game drawn.
claims, ended = [[]], False
for line in open(f"{work}/xboard.debug", encoding="utf-8", errors="replace"):
    if line.startswith("Reset(") and ended:
        claims.append([])
        ended = False
    elif end := re.match(r"GameEnds\(\d+, (.*), \d+\)$", line.rstrip("\n")):
        ended = ended or end.group(1) not in ("", "(null)")
    elif claim := re.match(r"\d+ <(first|second)\s*: (offer draw|1/2-1/2.*)$", line.rstrip("\n")):
        if not ended:
            claims[-1].append(("drawbridge" if claim.group(1) == "first" else "polyglot") + ": " + claim.group(2))
spoken, said, over = [], [], False
for line in open(f"{work}/drawbridge.lines", encoding="utf-8", errors="replace"):
    if " gui> result " in line:
        over = True
    elif " gui> new" in line and over:
        spoken.append(said)
        said, over = [], False
    elif re.search(r" >gui (1/2-1/2|# dr_wbridge event=)", line):
        said.append(line.split(" >gui ", 1)[1].strip())
if over:
    spoken.append(said)
print("draw claims and offers (xboard's view | drawbridge's reason => the PGN's ending):")
for number, (before, said, (white, black, result, reason)) in enumerate(zip(claims, spoken, results), 1):
    if not before and not said:
        continue
    side = "White" if white == "drawbridge" else "Black"
    print(f"  game {number:2} (drawbridge {side}): {', '.join(before) or '-'} | {' '.join(said) or '-'}"
          f"  =>  {result} {{{reason}}}")
    claimed = any(s.startswith("1/2-1/2") or s.startswith("# dr_wbridge event=claim") for s in said)
    if claimed and result != "1/2-1/2":
        failures.append(f"game {number}: drawbridge claimed a draw, the game ended {result} {{{reason}}}")
if not len(spoken) == len(games) <= len(claims):
    failures.append(f"drawbridge saw {len(spoken)} games end, xboard's debug file {len(claims)}, the PGN has {len(games)}")

if len(games) != wanted:
    failures.append(f"{len(games)} games in the PGN, not {wanted}")
if not cost["drawbridge"] <= cost["polyglot"] + 3:
    failures.append(f"drawbridge costs {cost['drawbridge']:.1f} ms a move, PolyGlot {cost['polyglot']:.1f} ms (allowance 3 ms)")
db, pg = score["drawbridge"]["time losses"], score["polyglot"]["time losses"]
if db > pg + slack:
    failures.append(f"drawbridge's side lost {db} games on time, PolyGlot's side {pg} (allowance {slack})")
for failure in failures:
    print("FAIL", failure)
sys.exit(1 if failures else 0)
PY

if grep -iE 'false (draw|win) claim|illegal move|forfeit' "$work/xboard.out"; then
  echo "FAIL: xboard reported a false claim, an illegal move or a forfeit"; exit 1
fi
grep -q 'note engine exited with status 0' <(python3 "$transcript" "$work/drawbridge.log") \
  || { echo "FAIL: drawbridge's engine did not quit cleanly"; tail "$work/drawbridge.log"; exit 1; }
if grep -E 'note (engine killed|received signal)' <(python3 "$transcript" "$work/drawbridge.log"); then
  echo "FAIL: drawbridge or its engine was killed"; exit 1
fi
echo "xboard match, drawbridge (CECP) v PolyGlot, both in front of stockfish: OK"
