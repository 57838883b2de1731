#!/usr/bin/env bash
# The installed library: `cmake --install` of BUILD_DIR into a temporary prefix, then an outside
# CMake project (find_package(drawbridge), drawbridge::rules) and a C program (pkg-config
# drawbridge) built against that prefix, and run.
#   installed_library_test.sh CMAKE BUILD_DIR SOURCE_DIR
set -uo pipefail
cmake=$1 build_dir=$2 source_dir=$3
project=$source_dir/tests/package/installed_library
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
prefix=$tmp/prefix
fail() { echo "FAIL: $*"; exit 1; }

"$cmake" --install "$build_dir" --prefix "$prefix" >"$tmp/install.log" 2>&1 || { cat "$tmp/install.log"; fail "cmake --install"; }
echo "ok: installed into a temporary prefix"

"$cmake" -S "$project" -B "$tmp/outside" -G Ninja -DCMAKE_PREFIX_PATH="$prefix" >"$tmp/outside.log" 2>&1 &&
  "$cmake" --build "$tmp/outside" >>"$tmp/outside.log" 2>&1 || { cat "$tmp/outside.log"; fail "the outside CMake project"; }
out=$("$tmp/outside/uses_drawbridge" "$prefix/share/drawbridge/rules/fide-2023.toml") || fail "uses_drawbridge: $out"
[ "$out" = "fivefold-repetition after 16 plies" ] || fail "uses_drawbridge said: $out"
echo "ok: an outside CMake project links drawbridge::rules: $out"

pc_dir=$(dirname "$(find "$prefix" -name drawbridge.pc | head -1)")
[ -n "$pc_dir" ] || fail "no drawbridge.pc installed"
export PKG_CONFIG_PATH=$pc_dir
pkg-config --exists drawbridge-rules || fail "pkg-config drawbridge-rules"
# shellcheck disable=SC2046  # pkg-config's flags are words
cc -Wall -Wextra -Werror -o "$tmp/uses_drawbridge_c" "$project/uses_drawbridge.c" $(pkg-config --cflags --libs drawbridge) ||
  fail "the C program does not build"
libdir=$(pkg-config --variable=libdir drawbridge)
out=$(LD_LIBRARY_PATH=$libdir "$tmp/uses_drawbridge_c") || fail "the C program: $out"
echo "$out"
grep -qx "dead true" <<<"$out" || fail "dead"
grep -q '^adjudicate {.*"result":"1-0"' <<<"$out" || fail "adjudicate"
grep -q "^illegal .*e2e5" <<<"$out" || fail "illegal move message"
grep -qx "referee fivefold-repetition" <<<"$out" || fail "referee"
echo "ok: a C program links libdrawbridge (pkg-config drawbridge)"

site=$(find "$prefix" -path '*dist-packages/drawbridge/__init__.py' | head -1)
if [ -n "$site" ]; then
  out=$(cd "$tmp" && PYTHONPATH=$(dirname "$(dirname "$site")") /usr/bin/python3 -c \
        'import drawbridge; print(drawbridge.adjudicate("e2e4 e7e5 d1h5 b8c6 f1c4 g8f6 h5f7")["result"])') ||
    fail "import drawbridge from the install: $out"
  [ "$out" = "1-0" ] || fail "the installed module said: $out"
  echo "ok: the installed module imports from dist-packages"
fi
