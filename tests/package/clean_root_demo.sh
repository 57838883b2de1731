#!/usr/bin/env bash
# README's first command on a bare Debian 12: a minimal bookworm root (debootstrap's minbase,
# as the debian:12 image is), the committed tree cloned into a folder named with a space and a
# `ü`, and `bash scripts/demo.sh` run there as its root user. Passes when the demo shows
# drawbridge's threefold claim and the mate's result; prints how many packages it installed.
#   clean_root_demo.sh [REPOSITORY]        (as root; REPOSITORY defaults to this clone)
# Debian's packages are cached under ~/.cache/drawbridge/debs, so a second run downloads less;
# a machine without the cache passes too.
set -euo pipefail
repo=$(cd "${1:-$(dirname "$0")/../..}" && pwd)
cache=${XDG_CACHE_HOME:-$HOME/.cache}/drawbridge/debs
work=$(mktemp -d /tmp/drawbridge-root.XXXXXX)
root=$work/root
mounted=()

cleanup() {
  local m
  for m in "${mounted[@]}"; do umount -l "$m" 2>/dev/null || true; done
  rm -rf --one-file-system "$work"
}
trap cleanup EXIT

mount_into() {  # mount_into SOURCE TARGET [mount options...]
  mkdir -p "$2"
  mount "${@:3}" "$1" "$2"
  mounted=("$2" "${mounted[@]}")
}

mkdir -p "$cache"
debootstrap --variant=minbase --cache-dir="$cache" bookworm "$root" >"$work/debootstrap.log" 2>&1 ||
  { tail -20 "$work/debootstrap.log"; echo "FAIL: debootstrap"; exit 1; }
cp /etc/resolv.conf "$root/etc/resolv.conf"
mount_into proc "$root/proc" -t proc
mount_into /dev "$root/dev" --bind
mount_into "$cache" "$root/var/cache/apt/archives" --bind
before=$(chroot "$root" dpkg-query -W -f='.\n' | wc -l)

folder="/root/Jürgen Chess/drawbridge"
git clone --quiet "$repo" "$root$folder"
echo "clean root: bash scripts/demo.sh in '$folder'"
if ! chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin \
    bash -c "cd '$folder' && bash scripts/demo.sh" >"$work/demo.log" 2>&1; then
  tail -40 "$work/demo.log"; echo "FAIL: scripts/demo.sh in a clean root"; exit 1
fi
after=$(chroot "$root" dpkg-query -W -f='.\n' | wc -l)

for expected in 'event=claim rule=threefold-repetition' 'event=result rule=checkmate'; do
  grep -q "info string drawbridge $expected" "$work/demo.log" ||
    { tail -40 "$work/demo.log"; echo "FAIL: the demo did not show '$expected'"; exit 1; }
done
for unwanted in doctest-dev nodejs chromium xboard clang-14 pandoc; do
  ! chroot "$root" dpkg-query -W -f='${Status}\n' "$unwanted" 2>/dev/null | grep -q 'ok installed' ||
    { echo "FAIL: the main job installed $unwanted, a test tool"; exit 1; }
done
echo "clean root: the demo passed; it installed $((after - before)) packages ($before before, $after after)"
