#!/usr/bin/env bash
# A packager's build: the default generator (Unix Makefiles) with -DBUILD_TESTING=OFF, in a
# fresh folder BUILD (emptied first). It must look up no test tool, unpack no test data, build
# drawbridge and its man page, and make the .deb that package_test.sh then checks. BUILD stays
# in one place from run to run, so that a compiler cache (CMAKE_CXX_COMPILER_LAUNCHER) finds
# the objects of the last run under the same paths.
#   packager_build_test.sh CMAKE CPACK SOURCE_DIR VERSION ENGINE BUILD
set -uo pipefail
cmake=$1 cpack=$2 source_dir=$3 version=$4 engine=$5 build=$6

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
rm -rf "$build"
if ! "$cmake" -S "$source_dir" -B "$build" -G "Unix Makefiles" -DBUILD_TESTING=OFF >"$tmp/configure.log" 2>&1; then
  cat "$tmp/configure.log"; echo "FAIL: configure with -DBUILD_TESTING=OFF"; exit 1
fi
# What the tests alone need: none of it may have been looked up.
looked_up=$(grep -E '^(ZSTD|STOCKFISH|NODE|CLANG_FORMAT|CTAGS|CHROMIUM|PGN_EXTRACT|PANDOC|Python3_EXECUTABLE|doctest_DIR|benchmark_DIR)[:=]' \
            "$build/CMakeCache.txt")
if [ -n "$looked_up" ]; then
  echo "FAIL: test tools looked up by a BUILD_TESTING=OFF configure:"; echo "$looked_up"; exit 1
fi
echo "ok: no test tool looked up"
if ! "$cmake" --build "$build" -j "$(nproc)" >"$tmp/build.log" 2>&1; then
  tail -40 "$tmp/build.log"; echo "FAIL: cmake --build"; exit 1
fi
[ -x "$build/app/drawbridge" ] || { echo "FAIL: no app/drawbridge"; exit 1; }
[ -f "$build/doc/drawbridge.1.gz" ] || { echo "FAIL: no man page"; exit 1; }
[ ! -e "$build/test-data" ] || { echo "FAIL: test data unpacked"; exit 1; }
[ ! -e "$build/tests" ] || { echo "FAIL: tests configured"; exit 1; }
echo "ok: built drawbridge and its man page; no test data, no tests"
exec bash "$(dirname "$0")/package_test.sh" "$cpack" "$build/CPackConfig.cmake" "$version" \
  "$source_dir/configs/rules" "$engine"
