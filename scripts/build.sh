#!/usr/bin/env bash
# Builds drawbridge: build/ (Release, with tests and benchmarks) and, on request, the
# instrumented trees the full test tier runs, each making only what its tests run:
#   --asan  build-asan/: clang-14 with ASan+UBSan and libFuzzer's coverage, the unit tests, the
#           end-to-end programs and every libFuzzer target (tests/fuzz), so that one tree serves
#           the instrumented ctest and scripts/fuzz.sh
#   --tsan  build-tsan/: GCC with ThreadSanitizer
# Both are unity builds (CMAKE_UNITY_BUILD: a library's files compiled a few at a time as one
# source, so its headers are parsed once per batch); tests/README.md has the rule that keeps
# them compiling.
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
    --asan)
      cmake -S "$top" -B "$top/build-asan" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++-14 \
        -DCMAKE_UNITY_BUILD=ON -DDRAWBRIDGE_FUZZ=ON -DDRAWBRIDGE_BENCH=OFF -DDRAWBRIDGE_WERROR=ON >/dev/null
      ninja -C "$top/build-asan" -j "$jobs" "${instrumented_targets[@]}" fuzz_targets ;;
    --tsan)
      cmake -S "$top" -B "$top/build-tsan" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DDRAWBRIDGE_TSAN=ON -DCMAKE_UNITY_BUILD=ON \
        -DDRAWBRIDGE_BENCH=OFF -DDRAWBRIDGE_WERROR=ON >/dev/null
      ninja -C "$top/build-tsan" -j "$jobs" "${instrumented_targets[@]}" ;;
    *) echo "usage: build.sh [--asan] [--tsan]" >&2; exit 2 ;;
  esac
done
