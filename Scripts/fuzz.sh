#!/usr/bin/env bash
# Fuzzes the demo-script parser and the action-literal decoder with libFuzzer.
#
# Builds Fuzz/ScriptFuzzer (a single module made of Sources/DemoRunnerCore/Script, the real
# `Item` and `Result` coding from Features, and the harness) with `-sanitize=fuzzer,address`,
# outside the main package's build, then runs it on a working corpus seeded from Fuzz/Corpus and
# every bundled script (Sources/Features/*/Scripts/*.demo).
#
# Usage: Scripts/fuzz.sh [--seconds N] [--jobs N] [--build-only] [--reproduce FILE...]
#   --seconds N     total fuzzing time (default 600, or $FUZZ_SECONDS)
#   --jobs N        parallel fuzzing processes (default 1)
#   --build-only    build the fuzzer and stop
#   --reproduce     run the given inputs once each (e.g. a crash file) and stop
# Output: Fuzz/.build/script-fuzzer, crash inputs in Fuzz/.build/artifacts/, new corpus entries
# in Fuzz/corpus-work/ (both git-ignored). Exits non-zero when the fuzzer finds a crash.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${FUZZ_SECONDS:-600}"
jobs=1
build_only=false
reproduce=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --seconds) seconds="$2"; shift 2 ;;
    --jobs) jobs="$2"; shift 2 ;;
    --build-only) build_only=true; shift ;;
    --reproduce) shift; reproduce=("$@"); break ;;
    -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
    *) echo "fuzz.sh: unknown argument '$1' (try --help)" >&2; exit 2 ;;
  esac
done

out=Fuzz/.build
binary="$out/script-fuzzer"
artifacts="$out/artifacts"
corpus=Fuzz/corpus-work
mkdir -p "$out" "$artifacts" "$corpus"

sources=()
while IFS= read -r file; do sources+=("$PWD/$file"); done < <(
  find Sources/DemoRunnerCore/Script -name '*.swift' | sort
)
sources+=(
  "$PWD/Sources/Features/Items/Item.swift"
  "$PWD/Sources/Features/Shared/Result+Codable.swift"
  "$PWD"/Fuzz/ScriptFuzzer/*.swift
)

echo "== building $binary (${#sources[@]} files)"
# -wmo, as in release builds: Swift 6.3.1 miscompiles this parser at -O without whole-module
# optimization (a value read right after a call to a mutating method in another file comes back
# stale); see Docs/Reliability.md. Built inside $out, where -g leaves its module files.
start=$(date +%s)
(
  cd "$out"
  nice -n 10 swiftc \
    -sanitize=fuzzer,address -parse-as-library -O -wmo -g -use-ld=lld \
    -swift-version 6 \
    -enable-upcoming-feature ExistentialAny \
    -enable-upcoming-feature InternalImportsByDefault \
    -enable-upcoming-feature MemberImportVisibility \
    -module-name ScriptFuzzer -module-cache-path module-cache \
    "${sources[@]}" -o script-fuzzer
)
echo "built in $(( $(date +%s) - start ))s"
$build_only && exit 0

# LeakSanitizer is off here: Scripts/leaks.sh owns leak checking, and the Swift runtime's
# metadata caches look like leaks to it.
# The Swift runtime's crash backtracer is slow and trips ASan; libFuzzer prints its own trace.
export SWIFT_BACKTRACE=enable=no
options=(-detect_leaks=0 -timeout=10 -rss_limit_mb=2048 -max_len=4096 -dict=Fuzz/script.dict)

if [[ ${#reproduce[@]} -gt 0 ]]; then
  "$binary" "${options[@]}" -runs=1 "${reproduce[@]}"
  exit $?
fi

# Seeds: the hand-written corpus plus every bundled script (not their golden transcripts).
seeds="$out/seeds"
rm -rf "$seeds" && mkdir -p "$seeds"
cp Fuzz/Corpus/* "$seeds/"
shopt -s nullglob
for script in Sources/Features/*/Scripts/*.demo; do
  cp "$script" "$seeds/$(basename "$(dirname "$(dirname "$script")")")-$(basename "$script")"
done

echo "== fuzzing for ${seconds}s with $jobs job(s); $(ls "$seeds" | wc -l) seeds"
status=0
if [[ "$jobs" -gt 1 ]]; then
  nice -n 19 "$binary" "${options[@]}" -max_total_time="$seconds" -artifact_prefix="$artifacts/" \
    -jobs="$jobs" -workers="$jobs" -print_final_stats=1 "$corpus" "$seeds" || status=$?
else
  nice -n 19 "$binary" "${options[@]}" -max_total_time="$seconds" -artifact_prefix="$artifacts/" \
    -print_final_stats=1 "$corpus" "$seeds" || status=$?
fi

crashes=("$artifacts"/crash-* "$artifacts"/timeout-* "$artifacts"/oom-*)
if [[ $status -ne 0 || ${#crashes[@]} -gt 0 ]]; then
  echo "== fuzzing found problems (exit $status); inputs:" >&2
  for crash in "${crashes[@]}"; do echo "  $crash" >&2; done
  echo "Reproduce with: Scripts/fuzz.sh --reproduce FILE" >&2
  exit 1
fi
echo "== no crashes; corpus: $(find "$corpus" -type f | wc -l) inputs in $corpus"
