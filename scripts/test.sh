#!/usr/bin/env bash
# The test command: installs dependencies, builds Release and ASan+UBSan, runs every test, then
# fuzzes each libFuzzer target briefly.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
"$top/scripts/install-deps.sh"
export PATH="/usr/games:$PATH"
if [ -f "$top/tests/chessops/package-lock.json" ]; then
  (cd "$top/tests/chessops" && npm ci --no-audit --no-fund --loglevel=error)
fi
"$top/scripts/build.sh" --asan
# Unit tests under AddressSanitizer and UndefinedBehaviorSanitizer.
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --test-dir "$top/build-asan" -R '^unit$' --output-on-failure
# Everything on the Release build: unit, end-to-end, differential and real-peer tests.
ctest --test-dir "$top/build" --output-on-failure
# A short libFuzzer run of every target (clang-14, ASan+UBSan; its own build in build-fuzz/).
"$top/scripts/fuzz.sh" 5
