#!/usr/bin/env bash
# The Windows tests: drawbridge.exe and the cross-compiled fake engine under wine64, with a
# wine prefix of their own in the build tree. The Linux end-to-end suites run unchanged
# through a wrapper that starts drawbridge.exe under wine (the cases that need POSIX
# signals, /proc or a terminal are left out; wine turns SIGINT into Ctrl-C, so that one
# stays); wine_test.py has what only Windows has; wine_watch_url_test.py, watch's URLs through
# WinHTTP;
# xboard_game.sh plays one xboard game with drawbridge.exe as the engine; drawbridge.exe dxp
# referees the scripted engines of dxp_test.py and, when the Linux tree built it, two Linux Scans.
#   tests/windows/run.sh BUILD_WINDOWS LINUX_DRAWBRIDGE
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
out=$(cd "$1" && pwd)
linux=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
exe=$out/app/drawbridge.exe
fake=$out/tests/windows/fake_engine.exe
wine=${WINE:-$(command -v wine || echo /usr/lib/wine/wine64)}
wineserver=${WINESERVER:-$(command -v wineserver || echo /usr/lib/wine/wineserver)}
export WINEDEBUG=-all WINEPREFIX=$out/wineprefix
export PATH=/usr/games:$PATH

# The prefix's first start takes several seconds. The wine server would live while wine
# processes do (and 3 s after), so a test starting drawbridge.exe just then could meet a server
# on its way out: it is kept for the whole run (-p), and at the end whatever a test left is
# killed and the server waited for.
fail() {
  echo "tests/windows/run.sh: $*" >&2
  exit 1
}
# wineboot's status says little: the prefix is judged by its registry, which the server writes
# when it ends.
if [ ! -f "$WINEPREFIX/system.reg" ]; then
  "$wine" wineboot -i >"$out/wineboot.log" 2>&1 || echo "wineboot: status $?" >>"$out/wineboot.log"
  "$wineserver" -w
  [ -f "$WINEPREFIX/system.reg" ] || { tail -n 30 "$out/wineboot.log" >&2; fail "wineboot did not make the prefix $WINEPREFIX"; }
fi
"$wineserver" -k 2>/dev/null || true  # a server left running (-p fails while one runs)
"$wineserver" -w
"$wineserver" -p || fail "wineserver -p could not start a server for $WINEPREFIX"
trap '"$wineserver" -k 2>/dev/null || true; "$wineserver" -w' EXIT
# The first start brings up the prefix's services: on a busy machine that can take minutes.
timeout 600 "$wine" "$exe" --version >/dev/null ||
  fail "drawbridge.exe --version did not answer under wine within 600 s (status $?)"

bin=$out/wine-bin
mkdir -p "$bin"
printf '#!/bin/sh\nexport WINEDEBUG=-all WINEPREFIX="%s"\nexec "%s" "%s" "$@"\n' "$WINEPREFIX" "$wine" "$exe" >"$bin/drawbridge"
chmod +x "$bin/drawbridge"

e2e=$top/tests/e2e
status=0
suite() {
  local name=$1
  shift
  local start=$SECONDS
  if "$@" >"$out/test-$name.log" 2>&1; then
    echo "windows $name: passed ($((SECONDS - start)) s)"
  else
    echo "windows $name: FAILED ($((SECONDS - start)) s), see $out/test-$name.log"
    tail -30 "$out/test-$name.log"
    status=1
  fi
}
linux_suite() {
  local name=$1
  shift
  suite "$name" python3 "$e2e/$name.py" --drawbridge "$bin/drawbridge" --fake "$fake" "$@"
}

linux_suite cli_test Help UsageErrors ConfigFile Adjudicate  # EngineFile: wine_test.py, beside the .exe
linux_suite session_test
linux_suite relay_test Passthrough.test_every_byte_arrives_unchanged_and_in_order \
  Passthrough.test_stdin_can_be_a_file Passthrough.test_engine_lines_reach_the_gui_without_waiting \
  Passthrough.test_a_flood_arrives_complete_and_in_order Passthrough.test_engine_stderr_passes_through \
  Lifecycle.test_quit_is_forwarded_and_drawbridge_exits_with_the_engine Lifecycle.test_end_of_gui_input_sends_quit \
  Lifecycle.test_an_engine_ignoring_quit_is_terminated_after_the_grace_period \
  Lifecycle.test_an_engine_that_cannot_be_found_exits_127_before_reading_input \
  Signals.test_sigint EngineFailure.test_an_engine_exit_is_reported_and_its_status_returned \
  EngineFailure.test_every_byte_is_delivered_before_the_report Logging Configuration
linux_suite cecp_test Handshake Searches Pondering Board Chess960 Clocks Thinking Laws OpponentOffers OwnOffers \
  ProtocolChoice
suite wine_test python3 "$here/wine_test.py" --wine "$wine" --exe "$exe" --fake "$fake" --linux "$linux" \
  --data "$top/tests/data" --random-games "$(dirname "$linux")/../tests/write_random_games"
suite wine_watch_url_test python3 "$here/wine_watch_url_test.py" "$bin/drawbridge"
suite xboard_game bash "$here/xboard_game.sh" "$wine" "$exe" "$fake"
suite dxp_test python3 "$e2e/dxp_test.py" --drawbridge "$bin/drawbridge" Referee Faults
# drawbridge.exe dxp between two Linux Scans: the Scan that the Linux tree's scan_build entry
# built, which it builds only where the shared peers' sources are beside the clone.
scan=$(dirname "$linux")/../peers/scan
if [ ! -x "$scan/scan" ]; then
  echo "windows scan_peer_test: SKIPPED: no Scan built at $scan (the Linux tree's ctest entry scan_build" \
    "builds it from the shared peers' sources, and skips where they are absent)"
else
  suite scan_peer_test python3 "$e2e/scan_peer_test.py" --drawbridge "$bin/drawbridge" --scan "$scan" Dxp
fi
exit $status
