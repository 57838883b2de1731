#!/usr/bin/env bash
# Installs drawbridge's Debian 12 packages (as root or through sudo).
#   install-deps.sh           what the main job needs: the build tools and libraries, and stockfish
#   install-deps.sh --tests   also what the quick test tier and the benchmarks use
#   install-deps.sh --all     also what only the full tier uses (the Windows build installs its
#                             own: scripts/build-windows.sh)
# Every tool is named: a bare Debian 12 installed with --no-install-recommends has no pkg-config,
# and clang-14 only recommends the sanitizer headers and runtimes (libclang-rt-14-dev).
set -euo pipefail
build=(g++ cmake ninja-build pkg-config
  libboost1.81-dev libboost-json1.81-dev libboost-filesystem1.81-dev
  libabsl-dev libtomlplusplus-dev zlib1g-dev libzstd-dev libncurses-dev libssl-dev libfathom-dev)
demo=(python3 stockfish)
tests=(ca-certificates openssl ccache make git zstd procps doctest-dev libbenchmark-dev
  nodejs polyglot pgn-extract clang-format universal-ctags chromium
  python3-dev pybind11-dev python3-pybind11 python3-venv python3-pip python3-setuptools python3-pytest)
# The full tier's alone: the packager's tools and pandoc (the package entries), xboard under Xvfb
# and Dask (slow entries), clang-14 (the ASan+UBSan and fuzz tree), debootstrap (the clean root).
full=(file dpkg-dev pandoc xboard xvfb xauth python3-dask python3-distributed
  clang-14 libclang-rt-14-dev libfuzzer-14-dev debootstrap)
case ${1:-} in
  "") packages=("${build[@]}" "${demo[@]}") ;;
  --tests) packages=("${build[@]}" "${demo[@]}" "${tests[@]}") ;;
  --all) packages=("${build[@]}" "${demo[@]}" "${tests[@]}" "${full[@]}") ;;
  *) echo "usage: install-deps.sh [--tests | --all]" >&2; exit 2 ;;
esac
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends "${packages[@]}"
# Debian's nodejs ships npm separately; a nodejs from another source may bundle it (and
# conflict with Debian's npm package).
if [ -n "${1:-}" ] && ! command -v npm >/dev/null; then
  $SUDO apt-get install -y -q --no-install-recommends npm
fi
