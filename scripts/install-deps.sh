#!/usr/bin/env bash
# Installs every build, test and benchmark dependency on Debian 12 (as root or through sudo).
set -euo pipefail
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends \
  ca-certificates g++ cmake ninja-build make git \
  libboost1.81-dev libboost-json1.81-dev libboost-filesystem1.81-dev \
  libabsl-dev doctest-dev libtomlplusplus-dev libbenchmark-dev \
  python3 nodejs \
  stockfish polyglot xboard xvfb xauth pgn-extract procps zstd clang-format \
  clang-14 libfuzzer-14-dev \
  dpkg-dev file \
  zlib1g-dev libzstd-dev chromium pandoc
# Debian's nodejs ships npm separately; a nodejs from another source may bundle it (and
# conflict with Debian's npm package).
command -v npm >/dev/null || $SUDO apt-get install -y -q --no-install-recommends npm
