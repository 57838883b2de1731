#!/usr/bin/env bash
# Builds drawbridge: build/ (Release, with benchmarks) and, with --asan, build-asan/ (ASan+UBSan).
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
jobs=$(nproc)
cmake -S "$top" -B "$top/build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DDRAWBRIDGE_WERROR=ON >/dev/null
ninja -C "$top/build" -j "$jobs"
if [ "${1:-}" = "--asan" ]; then
  cmake -S "$top" -B "$top/build-asan" -G Ninja -DCMAKE_BUILD_TYPE=Debug \
    -DDRAWBRIDGE_SANITIZE=ON -DDRAWBRIDGE_BENCH=OFF -DDRAWBRIDGE_WERROR=ON >/dev/null
  ninja -C "$top/build-asan" -j "$jobs" unit_tests drawbridge
fi
