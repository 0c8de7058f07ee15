#!/usr/bin/env bash
# Proves the second example app, Examples/PracticeLog (a practice log written here from scratch, depending on this
# package by path), works whole: builds it with warnings as errors, runs its tests (exhaustive TestStore tests and
# scenario proofs), its own demo runner's `check` (each script against its golden transcript) and `explore`.
#
# Usage: Scripts/practicelog-check.sh   (from anywhere). Exits non-zero, naming the step that failed.
set -euo pipefail
cd "$(dirname "$0")/../Examples/PracticeLog"
START=$(date +%s)
step() { echo "== practicelog-check: $* ($(($(date +%s) - START))s)"; }
fail() { echo "practicelog-check: error: $*" >&2; exit 1; }

step "swift build -Xswiftc -warnings-as-errors"
swift build -Xswiftc -warnings-as-errors || fail "the example does not build with warnings as errors"
step "swift test"
swift test || fail "the example's tests failed"
step "swift run practicelog-demo check"
swift run practicelog-demo check || fail "the example's demo check failed"
step "swift run practicelog-demo explore --seed 1 --runs 100 --steps 25"
swift run practicelog-demo explore --seed 1 --runs 100 --steps 25 || fail "exploring the example found a bug"
step "passed"
