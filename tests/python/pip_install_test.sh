#!/usr/bin/env bash
# What a Python user does in a clone, with Debian's packages only: a venv that sees them, and
# pip building the module through pyproject.toml without a package index; then the module
# answers from the venv.
# With BUILD_DIR, pip builds the module in that configured build tree (DRAWBRIDGE_BUILD_DIR)
# instead of a whole build of its own. Without it, setup.py configures and builds a fresh tree of
# its own, in the copy's build/ and with -DDRAWBRIDGE_WERROR=ON: the place and flags of the full
# tier's Release tree, so that a compiler cache serves the objects that tree compiled (ccache
# matches a compile by its flags and by its paths relative to CCACHE_BASEDIR; measured in
# tests/README.md).
#   pip_install_test.sh SOURCE_DIR [PYTHON [BUILD_DIR]]
set -uo pipefail
source_dir=$1 python=${2:-/usr/bin/python3}
[ -n "${3:-}" ] && export DRAWBRIDGE_BUILD_DIR=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

git -C "$source_dir" ls-files -z | (cd "$source_dir" && tar --null -T - -cf -) | (mkdir "$tmp/clone" && tar -C "$tmp/clone" -xf -) ||
  fail "copying the tracked files"
"$python" -m venv --system-site-packages "$tmp/venv" || fail "python3 -m venv"
# A compiler cache (CMAKE_CXX_COMPILER_LAUNCHER=ccache) sees the copy's paths relative to it, so
# that the objects of the last run's copy serve this one.
[ -z "${CCACHE_BASEDIR:-}" ] || export CCACHE_BASEDIR=$tmp/clone
if [ -z "${DRAWBRIDGE_BUILD_DIR:-}" ]; then
  export DRAWBRIDGE_BUILD_DIR=$tmp/clone/build CMAKE_ARGS="-DDRAWBRIDGE_WERROR=ON ${CMAKE_ARGS:-}"
fi
(cd "$tmp/clone" && "$tmp/venv/bin/pip" install --no-build-isolation --no-index . >"$tmp/pip.log" 2>&1) ||
  { tail -40 "$tmp/pip.log"; fail "pip install --no-build-isolation ."; }
echo "ok: pip installed the module into a venv"
out=$(cd "$tmp" && "$tmp/venv/bin/python" -c '
import drawbridge
print(drawbridge.__file__.startswith("'"$tmp/venv"'"), drawbridge.editions()[0],
      drawbridge.adjudicate("e2e4 e7e5 d1h5 b8c6 f1c4 g8f6 h5f7")["result"])') || fail "import drawbridge: $out"
[ "$out" = "True fide-2014 1-0" ] || fail "the venv module said: $out"
echo "ok: import drawbridge from the venv: $out"
