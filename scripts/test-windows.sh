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
bash "$top/scripts/build-windows.sh" --with-tests >/dev/null
bash "$top/tests/windows/run.sh" "$out" "$linux"
