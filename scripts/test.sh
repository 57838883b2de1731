#!/usr/bin/env bash
# The test command: installs dependencies, builds Release, ASan+UBSan and ThreadSanitizer trees,
# runs every test on the Release build and the end-to-end relay, session, CECP and scan tests on
# both instrumented builds (ctest in parallel, one job per core), builds drawbridge.exe and runs
# its tests under Wine, then fuzzes each libFuzzer target briefly.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
"$top/scripts/install-deps.sh" --tests
export PATH="/usr/games:$PATH"
# Every tree compiles through ccache into ~/.cache/drawbridge/ccache, so that a machine that keeps
# its cache compiles only what changed, wherever the clone is (paths under the clone are hashed
# relative to it, and not the build folder: debug info may then name an earlier clone's folder).
# A machine without the cache compiles everything, as before.
export CMAKE_CXX_COMPILER_LAUNCHER=ccache CCACHE_DIR="${XDG_CACHE_HOME:-$HOME/.cache}/drawbridge/ccache" \
  CCACHE_BASEDIR="$top" CCACHE_NOHASHDIR=1 CCACHE_MAXSIZE=3G
if [ -f "$top/tests/chessops/package-lock.json" ]; then
  (cd "$top/tests/chessops" && npm ci --no-audit --no-fund --loglevel=error)
fi
"$top/scripts/build.sh" --asan --tsan
jobs=$(nproc)
# Everything on the Release build: unit, end-to-end, differential and real-peer tests.
ctest --test-dir "$top/build" -j "$jobs" --output-on-failure
# drawbridge.exe (mingw-w64, static) and its tests under wine64, against the Linux binary's answers.
"$top/scripts/test-windows.sh" "$top/build/app/drawbridge"
# What the instrumented builds run: every unit case, and the end-to-end tests of the relay, its
# faults, the session, the CECP front end and scan (whose e2e test runs --threads 4).
instrumented='^(unit/.*|relay_(Passthrough|Lifecycle|Signals|EngineFailure|Logging|Configuration)|faults_(EngineFaults|GuiFaults|FileFaults)|session_e2e|cecp_transcripts|scan_e2e)$'
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --test-dir "$top/build-asan" -j "$jobs" -R "$instrumented" --output-on-failure
# TSan maps its shadow memory at fixed addresses, which address-space randomisation can take.
TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1" \
  setarch "$(uname -m)" -R ctest --test-dir "$top/build-tsan" -j "$jobs" -R "$instrumented" --output-on-failure
# A short libFuzzer run of every target (clang-14, ASan+UBSan; its own build in build-fuzz/).
"$top/scripts/fuzz.sh" 5
