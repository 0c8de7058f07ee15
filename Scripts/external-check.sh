#!/usr/bin/env bash
# Proves that a feature in a package of its own works with this package as a dependency, as a user would have it:
# builds Examples/ExternalFeature (which depends on this package by path) with warnings as errors, runs its tests
# (the scenario proofs and an exhaustive flow, through ReducerTesting) and its own demo runner's `check` (its
# script against its golden transcript).
#
# Usage: Scripts/external-check.sh   (from anywhere). Exits non-zero, naming the step that failed.
# Takes a full debug build of the package inside the fixture's own .build: minutes.
set -euo pipefail
cd "$(dirname "$0")/../Examples/ExternalFeature"
START=$(date +%s)
step() { echo "== external-check: $* ($(($(date +%s) - START))s)"; }
fail() { echo "external-check: error: $*" >&2; exit 1; }

step "swift build -Xswiftc -warnings-as-errors"
swift build -Xswiftc -warnings-as-errors || fail "the fixture does not build with warnings as errors"
step "swift test"
swift test || fail "the fixture's tests failed"
step "swift run weather-demo check"
swift run weather-demo check || fail "the fixture's demo check failed"
step "swift run weather-demo explore --seed 1 --runs 100 --steps 25"
swift run weather-demo explore --seed 1 --runs 100 --steps 25 || fail "exploring the fixture found a bug"
step "passed"
