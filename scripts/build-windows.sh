#!/usr/bin/env bash
# Builds drawbridge.exe for 64-bit Windows on Debian 12 and packs
# build-windows/drawbridge-VERSION-win64.zip. Installs the Debian packages it needs, builds
# Abseil from Debian's source package with mingw-w64 (cached in build-windows/deps, so a
# second run only rebuilds drawbridge) and uses Boost's, toml++'s and zlib's Debian headers
# and libraries. Nothing comes from outside Debian's archive.
#   scripts/build-windows.sh [--with-tests]   (--with-tests: also the test engines under tests/windows)
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
out=${DRAWBRIDGE_WINDOWS_BUILD:-$top/build-windows}
deps=$out/deps
jobs=$(nproc)
absl_version=20220623

packages=(g++-mingw-w64-x86-64-posix binutils-mingw-w64-x86-64 libz-mingw-w64-dev wine64 zip dpkg-dev
  cmake ninja-build libboost1.81-dev libtomlplusplus-dev)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -q
  $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

# The deb-src twin of each of the machine's apt sources, in folder $1: Debian 12's image lists
# them in deb822 form (sources.list.d/debian.sources), debootstrap in the one-line form
# (/etc/apt/sources.list).
deb_src_twins() {
  local file
  for file in /etc/apt/sources.list.d/*.sources; do
    if [ -f "$file" ]; then sed 's/^Types: deb$/Types: deb-src/' "$file" >"$1/$(basename "$file")"; fi
  done
  for file in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
    if [ -f "$file" ]; then sed -n 's/^deb[[:space:]]/deb-src /p' "$file" >"$1/$(basename "$file" .list).list"; fi
  done
}

# Abseil from Debian's source package: apt is pointed at a deb-src copy of the machine's own
# sources for this one download, and the machine's configuration is left as it was.
fetch_abseil() {
  local apt=$deps/apt
  mkdir -p "$apt/lists/partial" "$deps/src"
  local opts=(-o "Dir::Etc::SourceList=/dev/null" -o "Dir::Etc::SourceParts=$apt/sourceparts"
    -o "Dir::State::Lists=$apt/lists" -o "Dir::Cache=$apt/cache")
  rm -rf "$apt/sourceparts"
  mkdir -p "$apt/sourceparts" "$apt/cache/archives/partial"
  deb_src_twins "$apt/sourceparts"
  apt-get "${opts[@]}" update -q >/dev/null
  (cd "$deps/src" && apt-get "${opts[@]}" source -q --download-only "abseil=0~$absl_version*" >/dev/null 2>&1 ||
    apt-get "${opts[@]}" source -q --download-only abseil >/dev/null)
  (cd "$deps/src" && rm -rf abseil && dpkg-source -q -x abseil_*.dsc abseil >/dev/null)
}

# Abseil's build talks at length: its output goes to a log, whose end is shown if it fails.
build_abseil() {
  [ -f "$deps/prefix/.abseil-$absl_version" ] && return
  [ -d "$deps/src/abseil" ] || fetch_abseil
  local log=$deps/abseil-build.log
  if ! { cmake -S "$deps/src/abseil" -B "$deps/abseil-build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_TOOLCHAIN_FILE="$top/cmake/mingw-w64.cmake" -DCMAKE_CXX_STANDARD=20 \
    -DCMAKE_INSTALL_PREFIX="$deps/prefix" -DBUILD_TESTING=OFF -DABSL_PROPAGATE_CXX_STD=ON &&
    ninja -C "$deps/abseil-build" -j "$jobs" install; } >"$log" 2>&1; then
    tail -n 40 "$log" >&2
    echo "build-windows: Abseil did not build for mingw-w64; its whole output is in $log" >&2
    exit 1
  fi
  touch "$deps/prefix/.abseil-$absl_version"
}

# Boost and toml++ are header-only here: their Debian headers go on the include path through
# a folder holding only links to them, never /usr/include itself (glibc's headers would shadow mingw's).
link_headers() {
  mkdir -p "$deps/include"
  ln -sfn /usr/include/boost "$deps/include/boost"
  ln -sfn /usr/include/toml++ "$deps/include/toml++"
}

build_abseil
link_headers

version=$(sed -n 's/^project(drawbridge VERSION \([0-9.]*\).*/\1/p' "$top/CMakeLists.txt")
cmake -S "$top" -B "$out" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_TOOLCHAIN_FILE="$top/cmake/mingw-w64.cmake" \
  -DDRAWBRIDGE_WERROR=ON -DDRAWBRIDGE_BENCH=OFF -DBUILD_TESTING=OFF -Dabsl_DIR="$deps/prefix/lib/cmake/absl" \
  -DDRAWBRIDGE_WINDOWS_INCLUDE="$deps/include" -DZLIB_LIBRARY=/usr/x86_64-w64-mingw32/lib/libz.a \
  -DZLIB_INCLUDE_DIR=/usr/x86_64-w64-mingw32/include >/dev/null
targets=(drawbridge)
[ "${1:-}" = "--with-tests" ] && targets+=(fake_engine minimal_relay_win)
nice -n 10 ninja -C "$out" -j "$jobs" "${targets[@]}"

# Only Windows' own DLLs: anything else would have to ship beside drawbridge.exe.
dlls=$(x86_64-w64-mingw32-objdump -p "$out/app/drawbridge.exe" | sed -n 's/^\s*DLL Name: //p' | tr 'A-Z' 'a-z' | sort -u)
for dll in $dlls; do
  case $dll in
    kernel32.dll | msvcrt.dll | shell32.dll | user32.dll | advapi32.dll | dbghelp.dll | ws2_32.dll | mswsock.dll | \
      bcrypt.dll | ntdll.dll | winhttp.dll | api-ms-win-*) ;;
    *) echo "build-windows: drawbridge.exe needs $dll, which Windows does not have" >&2; exit 1 ;;
  esac
done

# The zip: drawbridge.exe, the editions where it looks for them, a README and the licence.
stage=$out/zip/drawbridge-$version-win64
rm -rf "$out/zip"
mkdir -p "$stage/share/drawbridge/rules"
x86_64-w64-mingw32-strip -o "$stage/drawbridge.exe" "$out/app/drawbridge.exe"
cp "$top"/configs/rules/*.toml "$stage/share/drawbridge/rules/"
sed 's/$/\r/' "$top/doc/windows.md" >"$stage/README.txt"
sed 's/$/\r/' "$top/LICENSE" >"$stage/LICENSE.txt"
zip_file=$out/drawbridge-$version-win64.zip
rm -f "$zip_file"
(cd "$out/zip" && zip -q -r -X "$zip_file" "drawbridge-$version-win64")
echo "$zip_file"
