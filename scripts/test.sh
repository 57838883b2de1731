#!/usr/bin/env bash
# The test command, in two tiers (tests/README.md has what each runs, and how long it takes).
#   test.sh         the quick tier, after each change: installs what its tests need, builds the
#                   Release tree (build/) and runs every ctest entry that is not labelled slow or
#                   package: unit, end-to-end, differential and real-peer tests, the Python module
#                   and the watch page.
#   test.sh --all   the full tier, what CI runs: also the slow and package entries, README's
#                   main job in a clean Debian 12 root, the ASan+UBSan tree (ctest and every
#                   libFuzzer target), the ThreadSanitizer tree and drawbridge.exe under Wine.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
case ${1:-} in
  "") tier=quick ;;
  --all) tier=all ;;
  *) echo "usage: test.sh [--all]" >&2; exit 2 ;;
esac
step() { printf '\n== test.sh: %s (%s)\n' "$1" "$(date -u +%H:%M:%S)"; }

step "installing the $tier tier's packages"
"$top/scripts/install-deps.sh" "--$( [ $tier = all ] && echo all || echo tests)"
export PATH="/usr/games:$PATH"
# Every tree compiles through ccache into ~/.cache/drawbridge/ccache, so that a machine that keeps
# its cache compiles only what changed, wherever the clone is (paths under the clone are hashed
# relative to it, and not the build folder: debug info may then name an earlier clone's folder).
# A machine without the cache compiles everything.
export CMAKE_CXX_COMPILER_LAUNCHER=ccache CCACHE_DIR="${XDG_CACHE_HOME:-$HOME/.cache}/drawbridge/ccache" \
  CCACHE_BASEDIR="$top" CCACHE_NOHASHDIR=1 CCACHE_MAXSIZE=4G
if [ -f "$top/tests/chessops/package-lock.json" ]; then
  (cd "$top/tests/chessops" && npm ci --no-audit --no-fund --loglevel=error)
fi
jobs=$(nproc)

if [ $tier = quick ]; then
  step "building build/ (Release)"
  "$top/scripts/build.sh"
  step "ctest, the quick tier"
  ctest --test-dir "$top/build" -j "$jobs" -LE 'slow|package' --output-on-failure
  exit 0
fi

# README's main job in a bare Debian 12 root starts first: its debootstrap and downloads wait on
# the network while the trees below compile.
step "README's main job in a clean Debian 12 root (in the background)"
demo_log=$(mktemp)
trap 'rm -f "$demo_log"' EXIT
bash "$top/tests/package/clean_root.sh" demo "$top" >"$demo_log" 2>&1 &
demo=$!
step "building build/ (Release), build-asan/ (clang, ASan+UBSan, libFuzzer) and build-tsan/"
"$top/scripts/build.sh" --asan --tsan
step "ctest, every entry on the Release tree"
ctest --test-dir "$top/build" -j "$jobs" --output-on-failure
# The instrumented trees run the entries labelled `instrumented`: every unit case, and the
# end-to-end tests of the relay, its faults, the session, the CECP front end and scan.
step "ctest -L instrumented, ASan+UBSan"
ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
  ctest --test-dir "$top/build-asan" -j "$jobs" -L instrumented --output-on-failure
# TSan maps its shadow memory at fixed addresses, which address-space randomisation can take.
step "ctest -L instrumented, ThreadSanitizer"
TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1" \
  setarch "$(uname -m)" -R ctest --test-dir "$top/build-tsan" -j "$jobs" -L instrumented --output-on-failure
step "a 5-second run of every libFuzzer target (build-asan/)"
"$top/scripts/fuzz.sh" 5
step "drawbridge.exe and its suites under Wine"
"$top/scripts/test-windows.sh" "$top/build/app/drawbridge"
step "waiting for the clean root's main job"
if ! wait "$demo"; then
  cat "$demo_log"
  echo "test.sh: README's main job failed in a clean Debian 12 root" >&2
  exit 1
fi
tail -n 1 "$demo_log"
step "the full tier passed"
