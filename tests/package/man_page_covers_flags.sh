#!/usr/bin/env bash
# The man page documents every flag the binary's help prints (issue 8): the flags are read
# from the output of `drawbridge --help` and of each subcommand's --help (a line that starts
# with --name), and each must appear in doc/drawbridge.1 as --name, with dashes or underscores.
#   man_page_covers_flags.sh DRAWBRIDGE MAN_PAGE
set -uo pipefail
drawbridge=$1 man_page=$2

# Whatever the exit status: this test is about the text (package_test.sh checks the status).
help=$(for sub in "" adjudicate scan perft dead; do
         # shellcheck disable=SC2086
         "$drawbridge" $sub --help 2>&1 </dev/null
       done)
flags=$(grep -oE '^[[:space:]]*--[a-z][a-z0-9_-]*' <<<"$help" | sed 's/^[[:space:]]*--//' \
        | tr '-' '_' | sort -u)
count=$(wc -w <<<"$flags")
if [ "$count" -lt 10 ]; then
  echo "FAIL: only $count flags found in the --help output:"
  echo "$help"
  exit 1
fi

# The page's text with roff escapes for '-' and fonts removed.
text=$(sed -e 's/\\-/-/g' -e 's/\\f[BIRP]//g' -e 's/\\f(CW//g' -e 's/\\[%&]//g' "$man_page")
missing=0
for flag in $flags; do
  dashed=${flag//_/-}
  if grep -qE -- "--($flag|$dashed)([^a-z0-9_-]|\$)" <<<"$text"; then
    echo "ok: --$flag"
  else
    echo "FAIL: --$flag is in --help but not in $man_page"
    missing=$((missing + 1))
  fi
done
echo "$count flags in --help, $missing missing from the man page"
[ "$missing" -eq 0 ]
