#!/usr/bin/env bash
# Builds drawbridge: build/ (Release, with tests and benchmarks) and, on request, the
# instrumented builds the test command runs: --asan (build-asan/, ASan+UBSan) and --tsan
# (build-tsan/, ThreadSanitizer). Each instrumented build makes only what its tests run.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
jobs=$(nproc)
instrumented_targets=(unit_tests drawbridge fake_engine write_random_games)

# Tests and benchmarks on by name: the demo may have configured build/ without them.
cmake -S "$top" -B "$top/build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DDRAWBRIDGE_WERROR=ON -DBUILD_TESTING=ON \
  -DDRAWBRIDGE_BENCH=ON >/dev/null
ninja -C "$top/build" -j "$jobs"
for flag in "$@"; do
  case $flag in
    --asan) dir=build-asan type=Debug option=DRAWBRIDGE_SANITIZE ;;
    --tsan) dir=build-tsan type=RelWithDebInfo option=DRAWBRIDGE_TSAN ;;
    *) echo "usage: build.sh [--asan] [--tsan]" >&2; exit 2 ;;
  esac
  cmake -S "$top" -B "$top/$dir" -G Ninja -DCMAKE_BUILD_TYPE=$type -D$option=ON -DDRAWBRIDGE_BENCH=OFF \
    -DDRAWBRIDGE_WERROR=ON >/dev/null
  ninja -C "$top/$dir" -j "$jobs" "${instrumented_targets[@]}"
done
