#!/usr/bin/env bash
# Type-checks, on Linux and with warnings as errors, all of the project's SwiftUI code against Checks/SwiftUI: a module
# named `SwiftUI` whose declarations are transcribed from Apple's documentation (each names its page). Checked:
#   1. the library glue, Sources/ReducerSwiftUI (module ReducerSwiftUI; `import Reducer` re-exports it);
#   2. the sample app, Sources/Features: every view, and every `#Preview` body;
#   3. the external example, Examples/ExternalFeature/Sources/Features (module WeatherFeatures), previews included;
#   4. the scaffold's output: `demo-runner new Probe --module ProbeFeatures` into a scratch package.
# `#Preview` is a macro that only Apple's toolchain expands, so a copy of each file is checked in which every
# `#Preview(...) {` opens a `@MainActor @ContentBuilder` function returning `some View` instead: the body is checked
# exactly as written. What this proves and what it cannot: Docs/SwiftUI.md.
#
# Usage: Scripts/swiftui-check.sh            (from anywhere; builds the package and the shim first)
#   KEEP=1  keep the scratch folder (printed) afterwards
# Exits non-zero, naming the step that failed, on any type error or warning.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

fail() { echo "swiftui-check: error: $*" >&2; exit 1; }
step() { echo "== $*"; }

WORK=$(mktemp -d "${TMPDIR:-/tmp}/swiftui-check.XXXXXX")
cleanup() { if [ "${KEEP:-0}" = 1 ]; then echo "kept $WORK"; else rm -rf "$WORK"; fi; }
trap cleanup EXIT

step "building the package (its modules are what the SwiftUI code imports)"
swift build -Xswiftc -warnings-as-errors --product demo-runner >"$WORK/build.log" 2>&1 \
  || { grep -E "error:|warning:" "$WORK/build.log" | sort -u >&2; fail "the package did not build"; }
BIN=$(swift build --product demo-runner --show-bin-path)
MODULES=$BIN/Modules
[ -d "$MODULES" ] || MODULES=$BIN

step "building the SwiftUI shim (Checks/SwiftUI)"
swift build --package-path Checks/SwiftUI -Xswiftc -warnings-as-errors >"$WORK/shim.log" 2>&1 \
  || { cat "$WORK/shim.log" >&2; fail "the shim did not build"; }
SHIM_BIN=$(swift build --package-path Checks/SwiftUI --show-bin-path)
SHIM=$SHIM_BIN/Modules
[ -d "$SHIM" ] || SHIM=$SHIM_BIN

# The settings every target of the package builds with (Package.swift), and its package name (SwiftPM's identity of
# the root package: its folder's name, lowercased), so `package` declarations stay visible.
PACKAGE_NAME=$(basename "$ROOT" | tr '[:upper:]' '[:lower:]')
SEARCH=(-I "$WORK/modules" -I "$SHIM" -I "$MODULES")
FLAGS=(
  -swift-version 6 -warnings-as-errors -parse-as-library -package-name "$PACKAGE_NAME"
  -enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault
  -enable-upcoming-feature MemberImportVisibility "${SEARCH[@]}"
)
# Examples/ExternalFeature's own settings (its Package.swift: Swift 6 mode, no upcoming features).
EXTERNAL_FLAGS=(-swift-version 6 -warnings-as-errors -parse-as-library -package-name externalfeature "${SEARCH[@]}")
mkdir -p "$WORK/modules"

# Copies the Swift files of $1 to $2, turning every `#Preview(...) {` into the header of a private function that
# returns the preview's view; prints how many it turned.
copy_with_previews() {
  local from=$1 to=$2 count=0 file target n
  while IFS= read -r file; do
    target="$to/${file#"$from"/}"
    mkdir -p "$(dirname "$target")"
    n=$(grep -cE '^[[:space:]]*#Preview([[:space:]]*\(.*\))?[[:space:]]*\{' "$file" || true)
    count=$((count + n))
    awk '{
      if (match($0, /^[[:space:]]*#Preview([[:space:]]*\(.*\))?[[:space:]]*\{/)) {
        indent = $0; sub(/#Preview.*/, "", indent)
        rest = substr($0, RLENGTH + 1)
        printf "%s@MainActor @ContentBuilder private func swiftUICheckPreview%d() -> some View {%s\n", indent, ++n, rest
      } else print
    }' "$file" >"$target"
  done < <(find "$from" -name '*.swift' | sort)
  echo "$count"
}

# Compiles the Swift files under $2 as module $1 (to a module file, not just `-typecheck`: the concurrency checks that
# follow data through regions run after type-checking), into $3 (default: a folder not on the search path).
typecheck() {
  local module=$1 dir=$2 out=${3:-$WORK/out} files=() flags=("${FLAGS[@]}")
  [ "${4:-}" = external ] && flags=("${EXTERNAL_FLAGS[@]}")
  mkdir -p "$out"
  while IFS= read -r file; do files+=("$file"); done < <(find "$dir" -name '*.swift' | sort)
  swiftc -emit-module -module-name "$module" -emit-module-path "$out/$module.swiftmodule" "${flags[@]}" \
    "${files[@]}" >"$WORK/$module.log" 2>&1 \
    || { grep -E "error:|warning:" "$WORK/$module.log" | sort -u >&2; fail "$module does not type-check against the shim"; }
  if grep -q "warning:" "$WORK/$module.log"; then cat "$WORK/$module.log" >&2; fail "$module has warnings"; fi
  echo "   $module: ${#files[@]} files compile"
}

step "1. the library glue: Sources/ReducerSwiftUI"
typecheck ReducerSwiftUI Sources/ReducerSwiftUI "$WORK/modules"

step "2. the sample app: Sources/Features (views and previews)"
previews=$(copy_with_previews Sources/Features "$WORK/Features")
# Into the search path: the samples of step 5 use its views.
typecheck Features "$WORK/Features" "$WORK/modules"
echo "   $previews #Preview bodies"

step "3. the external example: Examples/ExternalFeature/Sources/Features"
previews=$(copy_with_previews Examples/ExternalFeature/Sources/Features "$WORK/WeatherFeatures")
typecheck WeatherFeatures "$WORK/WeatherFeatures" "$WORK/out" external
echo "   $previews #Preview bodies"

step "4. the scaffold: demo-runner new Probe --module ProbeFeatures"
mkdir -p "$WORK/scaffold/Sources/Features"
touch "$WORK/scaffold/Package.swift"
"$BIN/demo-runner" new Probe --into "$WORK/scaffold" --module ProbeFeatures >"$WORK/new.log" 2>&1 \
  || { cat "$WORK/new.log" >&2; fail "demo-runner new did not scaffold"; }
previews=$(copy_with_previews "$WORK/scaffold/Sources/Features" "$WORK/ProbeFeatures")
typecheck ProbeFeatures "$WORK/ProbeFeatures"
echo "   $previews #Preview bodies"

step "5. the samples of Docs/SwiftUI.md"
mkdir -p "$WORK/DocSamples"
awk '/^```swift$/ { inside = 1; next } /^```$/ { inside = 0; next } inside { print }' Docs/SwiftUI.md \
  >"$WORK/DocSamples/Samples.swift"
[ -s "$WORK/DocSamples/Samples.swift" ] || fail "Docs/SwiftUI.md has no swift samples"
typecheck DocSamples "$WORK/DocSamples"

echo "swiftui-check: all SwiftUI code type-checks against Checks/SwiftUI"
