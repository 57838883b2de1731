#!/usr/bin/env bash
# The committed man page is the one scripts/make-man-page.sh makes from doc/*.md: the
# reference is written once, in Markdown.   man_page_is_made_from_doc.sh SOURCE_DIR
set -euo pipefail
source_dir=$1
made=$(mktemp)
trap 'rm -f "$made"' EXIT
bash "$source_dir/scripts/make-man-page.sh" "$made"
if ! diff -u "$source_dir/doc/drawbridge.1" "$made"; then
  echo "FAIL: doc/drawbridge.1 differs from doc/*.md: run scripts/make-man-page.sh"
  exit 1
fi
echo "ok: doc/drawbridge.1 is made from doc/*.md"
