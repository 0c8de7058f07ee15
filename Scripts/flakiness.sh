#!/usr/bin/env bash
# Runs the test suite N times in a row and reports every run that failed, and which tests did.
#
# Usage: Scripts/flakiness.sh [N] [-- extra swift test arguments]
#   N   number of runs (default 20)
#   e.g. Scripts/flakiness.sh 50 -- --filter StressTests
# Builds once (`swift build --build-tests`), then runs `swift test --skip-build` at low priority
# (nice 10). Logs of failed runs are kept in .build/flakiness/. Exits 1 if any run failed.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=20
if [[ $# -gt 0 && "$1" != "--" ]]; then runs="$1"; shift; fi
if [[ $# -gt 0 && "$1" == "--" ]]; then shift; fi
extra=("$@")

logs=.build/flakiness
rm -rf "$logs" && mkdir -p "$logs"

echo "== building tests once"
nice -n 10 swift build --build-tests 2>&1 | tail -1

failed=0
declare -A failing_tests=()
total_start=$(date +%s)
for ((run = 1; run <= runs; run++)); do
  log="$logs/run-$run.log"
  start=$(date +%s)
  status=0
  nice -n 10 swift test --skip-build ${extra[@]+"${extra[@]}"} > "$log" 2>&1 || status=$?
  seconds=$(( $(date +%s) - start ))
  if [[ $status -eq 0 ]]; then
    echo "run $run/$runs: passed (${seconds}s)"
    rm -f "$log"
  else
    failed=$((failed + 1))
    names=$(grep -E '^✘ Test .* (failed|recorded an issue)' "$log" \
      | grep -v '^✘ Test run with' | sed -E 's/^✘ Test ([^ ]+).*/\1/' | sort -u | tr '\n' ' ' \
      || true)
    echo "run $run/$runs: FAILED with status $status (${seconds}s): ${names:-see $log}"
    for name in $names; do failing_tests[$name]=$(( ${failing_tests[$name]:-0} + 1 )); done
  fi
done

echo "== $((runs - failed))/$runs runs passed in $(( $(date +%s) - total_start ))s"
for name in "${!failing_tests[@]}"; do
  echo "   $name failed in ${failing_tests[$name]} run(s)"
done
[[ $failed -eq 0 ]]
