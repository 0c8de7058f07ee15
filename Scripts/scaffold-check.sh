#!/usr/bin/env bash
# Proves that `demo-runner new` scaffolds a feature that compiles and passes as generated: copies
# the package to a temporary folder, runs `demo-runner new Weather` there, adds the feature to
# FeatureCatalog.standard and its scripts folder to the Features target's exclude list (the two
# lines `new` asks for), then builds with warnings as errors, lints the generated files, runs the
# new feature's tests and `demo-runner check` (which replays the generated script against the
# generated golden, byte for byte).
#
# Usage: Scripts/scaffold-check.sh [NAME]      (default NAME: Weather; from anywhere)
#   SCAFFOLD_CHECK_DIR=DIR  work in DIR (emptied first) instead of a fresh mktemp folder
#   KEEP=1                  keep the work folder afterwards (it holds a full .build)
# Exits non-zero, naming the step that failed. Takes a full build of the package: minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
SOURCE=$PWD
NAME=${1:-Weather}

fail() { echo "scaffold-check: error: $*" >&2; exit 1; }
step() { echo "== $* ($(($(date +%s) - START))s)"; }
START=$(date +%s)

if [ -n "${SCAFFOLD_CHECK_DIR:-}" ]; then
  WORK=$SCAFFOLD_CHECK_DIR
  rm -rf "$WORK"
  mkdir -p "$WORK"
else
  WORK=$(mktemp -d "${TMPDIR:-/tmp}/scaffold-check.XXXXXX")
fi
cleanup() { if [ "${KEEP:-0}" != 1 ]; then rm -rf "$WORK"; fi; }
trap cleanup EXIT

step "copying the package to $WORK"
if command -v rsync >/dev/null 2>&1; then
  rsync -a --exclude .build --exclude .git --exclude .swiftpm "$SOURCE/" "$WORK/"
else
  tar -C "$SOURCE" --exclude ./.build --exclude ./.git --exclude ./.swiftpm -cf - . \
    | tar -C "$WORK" -xf -
fi
cd "$WORK"

step "demo-runner new $NAME"
swift build -Xswiftc -warnings-as-errors --product demo-runner >/dev/null 2>"$WORK/build.log" \
  || { cat "$WORK/build.log" >&2; fail "demo-runner did not build"; }
RUNNER=$(swift build -Xswiftc -warnings-as-errors --product demo-runner --show-bin-path)/demo-runner
"$RUNNER" new "$NAME" | tee "$WORK/new.log" || fail "demo-runner new $NAME exited $?"

step "registering ${NAME}Feature and excluding $NAME/Scripts"
CATALOG=Sources/DemoRunner/FeatureCatalog+Standard.swift
# The line `new` prints: the feature with its view (the UI walkthrough presses its rendered screen).
sed -i.orig "/public static let standard = FeatureCatalog(\[/a\\
    DemoFeature(${NAME}Feature.self) { ${NAME}View(store: \$0) }," "$CATALOG"
grep -qF "DemoFeature(${NAME}Feature.self) { ${NAME}View(store: \$0) }," "$CATALOG" \
  || fail "could not patch $CATALOG"
grep -qF "DemoFeature(${NAME}Feature.self) { ${NAME}View(store: \$0) }," "$WORK/new.log" \
  || fail "demo-runner new did not print the registration line the script adds"
sed -i.orig "s|\"Items/Scripts\",|\"Items/Scripts\", \"$NAME/Scripts\",|" Package.swift
grep -q "\"$NAME/Scripts\"" Package.swift || fail "could not patch Package.swift's exclude list"
rm -f "$CATALOG.orig" Package.swift.orig

step "swift build -Xswiftc -warnings-as-errors"
swift build -Xswiftc -warnings-as-errors >"$WORK/build.log" 2>&1 \
  || { grep -E "warning:|error:" "$WORK/build.log" | sort -u >&2; fail "the build failed"; }
if grep -E "warning:" "$WORK/build.log" >&2; then fail "the build has warnings (see above)"; fi

if swift format --version >/dev/null 2>&1; then
  step "swift format lint --strict on the generated files"
  swift format lint --strict "Sources/Features/$NAME"/*.swift \
    "Tests/FeaturesTests/${NAME}FeatureTests.swift" || fail "the generated files are not lint-clean"
fi

step "swift test --filter ${NAME}FeatureTests"
swift test -Xswiftc -warnings-as-errors --filter "${NAME}FeatureTests" >"$WORK/test.log" 2>&1 \
  || { tail -30 "$WORK/test.log" >&2; fail "the generated tests did not pass"; }
grep -E "^(✔|✘|􁁛|􀢄)? ?Test run with" "$WORK/test.log" || grep -E "Test run with" "$WORK/test.log"
grep -q "Test run with [1-9][0-9]* tests* .*passed" "$WORK/test.log" \
  || fail "no ${NAME}FeatureTests ran"

step "demo-runner check"
"$RUNNER" check >"$WORK/check.log" 2>&1 || { cat "$WORK/check.log" >&2; fail "demo-runner check failed"; }
tail -3 "$WORK/check.log"
grep -q "Sources/Features/$NAME/Scripts/toggle.demo" "$WORK/check.log" \
  || fail "demo-runner check did not replay the generated script"
grep -q "ok    Sources/Features/$NAME/Scripts/walkthrough.demo" "$WORK/check.log" \
  || fail "demo-runner check did not replay the generated UI walkthrough"

step "scaffold-check: passed"
