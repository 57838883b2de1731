#!/usr/bin/env bash
# Builds drawbridge.exe with its test engine (scripts/build-windows.sh) and runs the Windows
# tests under wine (tests/windows/run.sh). LINUX_DRAWBRIDGE, the Linux binary whose JSON the
# Windows one must match, defaults to build/app/drawbridge (scripts/build.sh builds it).
#   scripts/test-windows.sh [LINUX_DRAWBRIDGE]
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
out=${DRAWBRIDGE_WINDOWS_BUILD:-$top/build-windows}
linux=${1:-$top/build/app/drawbridge}
[ -x "$linux" ] || { echo "test-windows: no Linux drawbridge at $linux (run scripts/build.sh)" >&2; exit 2; }
# The build's progress goes to a log; a failed build shows the log's end, so its cause is read
# where the failure is reported.
mkdir -p "$out"
log=$out/build-windows.log
if ! bash "$top/scripts/build-windows.sh" --with-tests >"$log" 2>&1; then
  tail -n 60 "$log" >&2
  echo "test-windows: scripts/build-windows.sh failed; its whole output is in $log" >&2
  exit 1
fi
bash "$top/tests/windows/run.sh" "$out" "$linux"
