#!/usr/bin/env bash
# Makes doc/drawbridge.1 from the reference in doc/*.md with pandoc (Debian's pandoc package).
# The man page is committed, so that a build needs no pandoc; the test man_page_is_made_from_doc
# keeps it identical to what this script makes.   make-man-page.sh [OUTPUT]
set -euo pipefail
doc=$(cd "$(dirname "$0")/../doc" && pwd)
version=$(sed -n 's/^project(drawbridge VERSION \([0-9.]*\).*/\1/p' "$doc/../CMakeLists.txt")
pages=(man/head.md options.md relay.md transcript.md events.md cecp.md editions.md decisions.md adjudicate.md scan.md watch.md
       dead.md perft.md draughts.md install.md man/tail.md)
cd "$doc"
# Headings in capitals, as man pages have them; the pages' own titles are sentences.
for page in "${pages[@]}"; do
  awk '/^```/ { fence = !fence } !fence && /^# / { $0 = toupper($0) } { print } END { print "" }' "$page"
done | pandoc -f markdown -t man -s --wrap=auto --columns=80 \
  -M title=DRAWBRIDGE -M section=1 -M header="User Commands" -M footer="drawbridge $version" \
  -o "${1:-$doc/drawbridge.1}"
