#!/usr/bin/env bash
# Builds the libFuzzer targets (tests/fuzz, clang-14, ASan+UBSan) in build-asan/, the tree the
# instrumented ctest runs in too (scripts/build.sh --asan), and runs each for SECONDS (default
# 10), one after the other, starting from its seeds in tests/fuzz/corpus/<name>/. Prints the
# executions per target and in all; fails if any target finds a crash, a leak, undefined
# behaviour or a timeout (the input is left in build-asan/fuzz-artifacts/). Inputs found along
# the way go to build-asan/fuzz-corpus/<name>/
# (kept between runs, so later runs start further on), never into the repository.
# FUZZ_TARGETS="fen san" limits the run to some targets. The UCI and TOML words in
# tests/fuzz/*.dict guide the mutations of the targets that read them.
set -euo pipefail
top=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-10}
build="$top/build-asan"

"$top/scripts/build.sh" --asan >/dev/null

targets=${FUZZ_TARGETS:-$(cd "$top/tests/fuzz" && ls ./*_fuzz.cpp | sed 's|^\./||; s|_fuzz\.cpp$||')}
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
mkdir -p "$build/fuzz-artifacts" "$build/fuzz-logs"
total=0
failed=()
printf '%-12s %14s %8s\n' target executions status
skipped=()
for name in $targets; do
  # A target whose library is not built here (python_entry without pybind11) is named, not run.
  if [ ! -x "$build/tests/fuzz/${name}_fuzz" ]; then
    printf '%-12s %14s %8s\n' "$name" - "not built"
    skipped+=("$name")
    continue
  fi
  work="$build/fuzz-corpus/$name"
  log="$build/fuzz-logs/$name.log"
  mkdir -p "$work"
  status=ok
  dict=()
  case $name in
    session | engine_line) dict=(-dict="$top/tests/fuzz/uci.dict") ;;
    config | edition) dict=(-dict="$top/tests/fuzz/toml.dict") ;;
  esac
  "$build/tests/fuzz/${name}_fuzz" -max_total_time="$seconds" -timeout=25 -print_final_stats=1 "${dict[@]}" \
    -artifact_prefix="$build/fuzz-artifacts/$name-" "$work" "$top/tests/fuzz/corpus/$name" >"$log" 2>&1 ||
    status=FAILED
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
  execs=${execs:-0}
  total=$((total + execs))
  printf '%-12s %14s %8s\n' "$name" "$execs" "$status"
  if [ "$status" != ok ]; then
    failed+=("$name")
    grep -E 'ERROR|SUMMARY|runtime error|Test unit written' "$log" | head -n 20 >&2 || true
  fi
done
printf '%-12s %14s\n' total "$total"
count=$(wc -w <<<"$targets")
printf 'fuzz: %d passed, %d failed, %d not built\n' "$((count - ${#failed[@]} - ${#skipped[@]}))" "${#failed[@]}" \
  "${#skipped[@]}"
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz.sh: failed: ${failed[*]} (logs in $build/fuzz-logs, inputs in $build/fuzz-artifacts)" >&2
  exit 1
fi
