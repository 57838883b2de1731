#!/usr/bin/env bash
# README's commands on a bare Debian 12: a minimal bookworm root (debootstrap's minbase, as the
# debian:12 image is), the committed tree cloned into a folder named with a space and a `ü`, and
# one of README's two commands run there as its root user.
#   clean_root.sh demo [REPOSITORY]          bash scripts/demo.sh; passes when it shows
#                                            drawbridge's threefold claim and the mate's result,
#                                            and installed no test tool
#   clean_root.sh test REPOSITORY SHARED     bash scripts/test.sh (the quick tier), with SHARED
#                                            (the folder of third-party data CI lays beside a
#                                            clone) beside the clone in the root; then again,
#                                            with nothing changed (its compiler cache warm)
#   clean_root.sh test-all REPOSITORY SHARED bash scripts/test.sh --all (the full tier), the same
# Each prints how long the command took.
# As root. REPOSITORY defaults to this clone. Debian's packages are cached under
# ~/.cache/drawbridge/debs, so a second run downloads less; a machine without the cache passes
# too. Prints how many packages the command installed.
set -euo pipefail
command=${1:-}
case $command in
  demo) script=(scripts/demo.sh) ;;
  test) script=(scripts/test.sh) ;;
  test-all) script=(scripts/test.sh --all) ;;
  *) echo "usage: clean_root.sh demo [REPOSITORY] | clean_root.sh test|test-all REPOSITORY SHARED" >&2; exit 2 ;;
esac
repo=$(cd "${2:-$(dirname "$0")/../..}" && pwd)
shared=${3:-}
cache=${XDG_CACHE_HOME:-$HOME/.cache}/drawbridge/debs
work=$(mktemp -d /tmp/drawbridge-root.XXXXXX)
root=$work/root
folder="/root/Jürgen Chess/drawbridge"
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

# The machine's own certificate authorities (a network that inspects TLS adds one) reach the
# root's programs as they reach the machine's: npm reads NODE_EXTRA_CA_CERTS.
machine_ca=()
if [ -f "${NODE_EXTRA_CA_CERTS:-}" ]; then machine_ca=(NODE_EXTRA_CA_CERTS=/etc/machine-ca.crt); fi

in_root() {  # in_root COMMAND...: as the root's own root user, with a clean environment
  chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 "${machine_ca[@]}" "$@"
}

installed_count() { in_root dpkg-query -W -f='.\n' | wc -l; }

mkdir -p "$cache"
debootstrap --variant=minbase --cache-dir="$cache" bookworm "$root" >"$work/debootstrap.log" 2>&1 ||
  { tail -20 "$work/debootstrap.log"; echo "FAIL: debootstrap"; exit 1; }
# A root made by debootstrap has no name service files of its own: an installed Debian or a
# container has them (tests under Wine name a local proxy `localhost`).
cp /etc/resolv.conf "$root/etc/resolv.conf"
cp /etc/hosts "$root/etc/hosts"
[ ${#machine_ca[@]} -eq 0 ] || cp "$NODE_EXTRA_CA_CERTS" "$root/etc/machine-ca.crt"
mount_into proc "$root/proc" -t proc
mount_into /dev "$root/dev" --rbind
mount --make-rslave "$root/dev"  # so that no unmount here reaches the machine's own /dev
mount_into "$cache" "$root/var/cache/apt/archives" --bind
git clone --quiet "$repo" "$root$folder"
if [ "$command" != demo ]; then
  [ -d "$shared" ] || { echo "FAIL: no shared data folder at '$shared'"; exit 1; }
  mount_into "$shared" "$(dirname "$root$folder")/$(basename "$shared")" --bind -o ro
fi
before=$(installed_count)

echo "clean root: bash ${script[*]} in '$folder'"
started=$(date +%s)
if ! in_root bash -c "cd '$folder' && CI=${CI:-} bash ${script[*]}" >"$work/$command.log" 2>&1; then
  tail -60 "$work/$command.log"; echo "FAIL: ${script[*]} in a clean root"; exit 1
fi
seconds=$(($(date +%s) - started))
after=$(installed_count)
if [ "$command" = test ]; then
  started=$(date +%s)
  if ! in_root bash -c "cd '$folder' && CI=${CI:-} bash ${script[*]}" >"$work/$command-again.log" 2>&1; then
    tail -60 "$work/$command-again.log"; echo "FAIL: ${script[*]} run again in a clean root"; exit 1
  fi
  again=$(($(date +%s) - started))
  echo "clean root: ${script[*]} again, nothing changed: $((again / 60)) min $((again % 60)) s"
fi

if [ "$command" = demo ]; then
  for expected in 'event=claim rule=threefold-repetition' 'event=result rule=checkmate'; do
    grep -q "info string drawbridge $expected" "$work/demo.log" ||
      { tail -40 "$work/demo.log"; echo "FAIL: the demo did not show '$expected'"; exit 1; }
  done
  for tool in doctest-dev nodejs chromium xboard clang-14 pandoc; do
    ! in_root dpkg-query -W -f='${Status}\n' "$tool" 2>/dev/null | grep -q 'ok installed' ||
      { echo "FAIL: the main job installed $tool, a test tool"; exit 1; }
  done
else
  tail -30 "$work/$command.log"
fi
echo "clean root: ${script[*]} passed in $((seconds / 60)) min $((seconds % 60)) s; it installed $((after - before)) packages ($before before, $after after)"
