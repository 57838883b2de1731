#!/usr/bin/env bash
# The Debian package as a user gets it (issue 8): cpack builds it into a temporary directory,
# dpkg-deb reads its control fields and contents, and the binary extracted with dpkg-deb -x
# runs from there, in front of a real engine, with the editions beside it and nothing else.
#   package_test.sh CPACK CPACK_CONFIG VERSION EDITIONS_DIR ENGINE
set -uo pipefail
cpack=$1 cpack_config=$2 version=$3 editions_dir=$4 engine=$5

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
pass() { echo "ok: $*"; }
check() {  # check DESCRIPTION COMMAND...: passes when the command succeeds
  local what=$1; shift
  if "$@"; then pass "$what"; else fail "$what"; fi
}

# The ids of the editions in a directory, sorted, on one line.
edition_ids() { find "$1" -maxdepth 1 -name '*.toml' -printf '%f\n' | sed 's/\.toml$//' | sort | tr '\n' ' '; }
# The chess editions in a folder, which the Drawbridge Rules combo offers: a file with a `game = `
# line is an edition of another game (draughts).
chess_edition_ids() {
  local file
  for file in "$1"/*.toml; do
    grep -q '^game = ' "$file" || basename "$file" .toml
  done | sort | tr '\n' ' '
}
# The editions the package must carry: every configs/rules/*.toml.
expected_ids=$(edition_ids "$editions_dir")
expected_chess_ids=$(chess_edition_ids "$editions_dir")

if ! "$cpack" -G DEB -B "$tmp/pkg" --config "$cpack_config" >"$tmp/cpack.log" 2>&1; then
  cat "$tmp/cpack.log"
  echo "FAIL: cpack -G DEB"
  exit 1
fi
debs=("$tmp"/pkg/drawbridge_*.deb)
if [ ${#debs[@]} -ne 1 ] || [ ! -f "${debs[0]}" ]; then
  ls -l "$tmp/pkg"
  echo "FAIL: cpack made no single drawbridge_*.deb"
  exit 1
fi
deb=${debs[0]}
echo "package: $(basename "$deb"), $(stat -c %s "$deb") bytes"

# Control fields.
info=$(dpkg-deb -I "$deb")
field() { dpkg-deb -f "$deb" "$1"; }
check "Package is drawbridge" [ "$(field Package)" = drawbridge ]
check "Version is $version" [ "$(field Version)" = "$version" ]
check "Section is games" [ "$(field Section)" = games ]
check "Maintainer is Name <address>" grep -Eq '^ ?Maintainer: .+ <[^ >]+@[^ >]+>$' <<<"$info"
description=$(field Description)
summary=$(head -1 <<<"$description")
check "Description has a summary" [ -n "$summary" ]
check "Description has a long text" [ "$(wc -l <<<"$description")" -gt 2 ]
check "Description's long text does not repeat the summary" \
  [ "$(sed -n 2p <<<"$description" | sed 's/^ *//')" != "$summary" ]
depends=$(field Depends)
echo "Depends: $depends"
depends_names=$(sed -e 's/ *([^)]*)//g' -e 's/[,|]/\n/g' -e 's/ //g' <<<"$depends")
# drawbridge holds Debian's static archives, toml++ and GCC's runtime (cmake/library_forms.cmake,
# app/CMakeLists.txt); the C library beside it binds Abseil, Boost.JSON, toml++ and GCC's runtime
# as shared libraries.
for lib in libc6 libstdc++6 libgcc-s1 libabsl20220623 libboost-json1.81.0 libtomlplusplus3; do
  check "Depends lists $lib" grep -qxF -- "$lib" <<<"$depends_names"
done
check "Depends lists no -dev package" bash -c '! grep -q -- -dev' <<<"$depends_names"

# Contents.
contents=$(dpkg-deb -c "$deb" | awk '{print $NF}')
has() { grep -qx -- "$1" <<<"$contents"; }
check "contains ./usr/bin/drawbridge" has ./usr/bin/drawbridge
check "contains the man page ./usr/share/man/man1/drawbridge.1.gz" has ./usr/share/man/man1/drawbridge.1.gz
check "contains ./usr/share/doc/drawbridge/README.md" has ./usr/share/doc/drawbridge/README.md
check "contains ./usr/share/doc/drawbridge/LICENSE" has ./usr/share/doc/drawbridge/LICENSE
for id in $expected_ids; do
  check "contains the edition $id" has "./usr/share/drawbridge/rules/$id.toml"
done

# The extracted binary, run from an unrelated directory.
root=$tmp/root
dpkg-deb -x "$deb" "$root"
bin=$root/usr/bin/drawbridge
mkdir "$tmp/elsewhere"
cd "$tmp/elsewhere" || exit 1
check "the man page is gzipped roff" grep -Eq '^\.TH "?DRAWBRIDGE"? "?1"?' <(zcat "$root/usr/share/man/man1/drawbridge.1.gz")

# The Python module, in builds that had pybind11 (doc/python.md), imported from the package tree.
site=$root/usr/lib/python3/dist-packages
if [ -d "$site/drawbridge" ]; then
  out=$(PYTHONPATH=$site /usr/bin/python3 -c 'import drawbridge; print(drawbridge.adjudicate("f2f3 e7e5 g2g4 d8h4")["result"])' 2>&1)
  check "the packaged module answers (got '$out')" [ "$out" = "0-1" ]
fi
check "contains the C API ./usr/include/drawbridge.h" has ./usr/include/drawbridge.h

out=$("$bin" --version 2>&1); status=$?
check "--version exits 0 (got $status)" [ "$status" -eq 0 ]
check "--version prints 'drawbridge $version' (got '$out')" [ "$out" = "drawbridge $version" ]

out=$("$bin" --help 2>&1); status=$?
check "--help exits 0 (got $status)" [ "$status" -eq 0 ]
check "--help shows the usage" grep -q -- "drawbridge \[OPTIONS\] -- ENGINE" <<<"$out"

# The editions the binary offers in the given tree, as listed by `Drawbridge Rules`.
offered_ids() {  # offered_ids BINARY: prints the sorted ids, or nothing
  local transcript
  transcript=$(printf 'uci\nisready\nquit\n' | timeout 30 "$1" -- "$engine" 2>"$tmp/stderr")
  echo "$transcript" >"$tmp/transcript"
  sed -n 's/^option name Drawbridge Rules type combo default fide-2023\(\( var [^ ]*\)*\)$/\1/p' \
    <<<"$transcript" | tr ' ' '\n' | grep -v '^var$' | grep -v '^$' | sort | tr '\n' ' '
}

ids=$(offered_ids "$bin")
check "the proxied session sent uciok" grep -qx uciok "$tmp/transcript"
check "the proxied session sent readyok" grep -qx readyok "$tmp/transcript"
check "the engine's own options came through" grep -q '^option name ' "$tmp/transcript"
check "Drawbridge Rules lists the packaged chess editions (got '$ids', expected '$expected_chess_ids')" \
  [ "$ids" = "$expected_chess_ids" ]
if [ "$failures" -gt 0 ]; then
  echo "--- transcript"; cat "$tmp/transcript"; echo "--- stderr"; cat "$tmp/stderr"
fi

# Relocated: the tree moved elsewhere, one edition removed and one added. The binary must see
# exactly the editions beside it (no source or build tree behind it).
mv "$root/usr" "$tmp/moved"
rules=$tmp/moved/share/drawbridge/rules
rm "$rules/fide-2014.toml"
cp "$rules/fide-2023.toml" "$rules/package-probe.toml"
relocated_ids=$(chess_edition_ids "$rules")
ids=$(offered_ids "$tmp/moved/bin/drawbridge")
check "relocated: Drawbridge Rules lists exactly the editions beside it (got '$ids', expected '$relocated_ids')" \
  [ "$ids" = "$relocated_ids" ]
check "relocated: the session still ends with readyok" grep -qx readyok "$tmp/transcript"

if [ "$failures" -gt 0 ]; then
  echo "$failures checks failed"
  exit 1
fi
echo "all checks passed"
