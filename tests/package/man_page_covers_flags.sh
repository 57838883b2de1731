#!/usr/bin/env bash
# The man page documents every subcommand and every flag the binary's help prints: the
# subcommands are the usage lines of `drawbridge --help` (app/subcommand_table.cpp), the flags
# are read from it and from each subcommand's --help (a line that starts with --name); each
# subcommand must appear in doc/drawbridge.1 as `drawbridge NAME`, and each flag as --name,
# with dashes or underscores.
#   man_page_covers_flags.sh DRAWBRIDGE MAN_PAGE
set -uo pipefail
drawbridge=$1 man_page=$2

# Whatever the exit status: this test is about the text (package_test.sh checks the status).
subcommands=$("$drawbridge" --help 2>&1 </dev/null | sed -n 's/^  drawbridge \([a-z][a-z0-9-]*\) .*/\1/p')
help=$(for sub in "" $subcommands; do
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
for sub in $subcommands; do
  if grep -q "drawbridge $sub" <<<"$text"; then
    echo "ok: drawbridge $sub"
  else
    echo "FAIL: drawbridge $sub is in --help but not in $man_page"
    missing=$((missing + 1))
  fi
done
for flag in $flags; do
  dashed=${flag//_/-}
  if grep -qE -- "--($flag|$dashed)([^a-z0-9_-]|\$)" <<<"$text"; then
    echo "ok: --$flag"
  else
    echo "FAIL: --$flag is in --help but not in $man_page"
    missing=$((missing + 1))
  fi
done
echo "$(wc -w <<<"$subcommands") subcommands and $count flags in --help, $missing missing from the man page"
[ "$missing" -eq 0 ]
