#!/usr/bin/env bash
# Proves the Linux SwiftUI module (Sources/SwiftUI) rejects what Apple's SwiftUI rejects: each planted view in
# Scripts/SwiftUIPlanted (an API SwiftUI does not have, or one used with the wrong types) must FAIL to type-check
# against it, while the control file (Compiles.swift, views as a TCA user writes them) and the swift samples of
# Docs/SwiftUI.md must type-check (the samples against the package's modules, with its compiler settings).
# Usage: Scripts/swiftui-planted-errors.sh   (from anywhere; builds the module first)
set -euo pipefail
cd "$(dirname "$0")/.."

fail() { echo "swiftui-planted-errors: error: $*" >&2; exit 1; }

swift build --target SwiftUI >/dev/null 2>&1 || fail "the SwiftUI module did not build (swift build --target SwiftUI)"
swift build --target ReducerTesting >/dev/null 2>&1 || fail "ReducerTesting did not build"
swift build --target Features >/dev/null 2>&1 || fail "Features did not build"
BIN=$(swift build --show-bin-path)
MODULES=$BIN/Modules
[ -d "$MODULES" ] || MODULES=$BIN
FLAGS=(-typecheck -swift-version 6 -parse-as-library -I "$MODULES")

swiftc "${FLAGS[@]}" Scripts/SwiftUIPlanted/Compiles.swift >/tmp/swiftui-planted.log 2>&1 \
  || { cat /tmp/swiftui-planted.log >&2; fail "the control file Compiles.swift does not type-check"; }
echo "   Compiles.swift: type-checks (the control)"

for file in Scripts/SwiftUIPlanted/*.swift; do
  [ "$(basename "$file")" = Compiles.swift ] && continue
  if swiftc "${FLAGS[@]}" "$file" >/tmp/swiftui-planted.log 2>&1; then
    fail "$(basename "$file") type-checks, but its planted error must be rejected: $(head -1 "$file")"
  fi
  grep -q "error:" /tmp/swiftui-planted.log || fail "$(basename "$file") failed without a compile error"
  echo "   $(basename "$file"): rejected ($(grep -m1 -o 'error: .*' /tmp/swiftui-planted.log | cut -c1-100))"
done
WORK=$(mktemp -d "${TMPDIR:-/tmp}/swiftui-samples.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
{
  printf 'import Features\nimport Reducer\nimport ReducerTesting\nimport SwiftUI\nimport Testing\n'
  awk '/^```swift$/ { inside = 1; next } /^```$/ { inside = 0; next } inside && !/^import / { print }' Docs/SwiftUI.md
} >"$WORK/Samples.swift"
PACKAGE_NAME=$(basename "$PWD" | tr '[:upper:]' '[:lower:]')
swiftc "${FLAGS[@]}" -package-name "$PACKAGE_NAME" -enable-upcoming-feature ExistentialAny \
  -enable-upcoming-feature InternalImportsByDefault -enable-upcoming-feature MemberImportVisibility \
  "$WORK/Samples.swift" >/tmp/swiftui-planted.log 2>&1 \
  || { cat /tmp/swiftui-planted.log >&2; fail "the samples of Docs/SwiftUI.md do not type-check"; }
echo "   Docs/SwiftUI.md: its samples type-check"
echo "swiftui-planted-errors: every planted error is rejected"
