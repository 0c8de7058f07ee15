#!/usr/bin/env bash
# Looks for memory leaks in the runtime: builds Scripts/LeakCheck (a small executable that drives
# stores, effects, scoping, observation, cancellation, TestClock, scenarios and value dumping
# through full lifecycles) and runs it under valgrind or LeakSanitizer.
#
# Usage: Scripts/leaks.sh [--lsan] [--rounds N] [--verbose]
#   (default)   valgrind --leak-check=full --errors-for-leak-kinds=definite
#   --lsan      build with -sanitize=address and let LeakSanitizer check at exit instead
#   --rounds N  workload size (default 50; each round creates several stores)
#   --verbose   also print the leak records filtered out as toolchain noise
# Reports only leaks with a frame in our code (a Swift frame with a source line: the toolchain's
# libraries carry none), prints each with its stack, and exits 1 if there is any.
set -euo pipefail
cd "$(dirname "$0")/.."

tool=valgrind
rounds=50
verbose=false
while [[ $# -gt 0 ]]; do
  case "$1" in
    --lsan) tool=lsan; shift ;;
    --rounds) rounds="$2"; shift 2 ;;
    --verbose) verbose=true; shift ;;
    -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
    *) echo "leaks.sh: unknown argument '$1' (try --help)" >&2; exit 2 ;;
  esac
done

package=Scripts/LeakCheck
log_dir="$package/.build/logs"
mkdir -p "$log_dir"
log="$log_dir/$tool.log"
start=$(date +%s)

# Builds with the given arguments; on failure prints the build log and stops.
build() {
  if ! nice -n 10 swift build "$@" > "$log_dir/build.log" 2>&1; then
    cat "$log_dir/build.log" >&2
    echo "leaks.sh: build failed" >&2
    exit 2
  fi
  tail -1 "$log_dir/build.log"
}

if [[ "$tool" == valgrind ]]; then
  command -v valgrind > /dev/null || {
    echo "leaks.sh: valgrind is not installed (apt-get install valgrind), or use --lsan" >&2
    exit 2
  }
  echo "== building $package (debug)"
  build --package-path "$package"
  binary="$package/.build/debug/leak-check"
  echo "== valgrind $binary $rounds"
  # Uninitialised-value checks are off: the Swift runtime's metadata setup trips them (noise).
  status=0
  valgrind --leak-check=full --errors-for-leak-kinds=definite --undef-value-errors=no \
    --num-callers=40 --log-file="$log" "$binary" "$rounds" || status=$?
  record_start='are definitely lost in loss record'
else
  echo "== building $package with -sanitize=address"
  build --package-path "$package" --scratch-path "$package/.build/asan" \
    -Xswiftc -sanitize=address -Xswiftc -use-ld=lld
  binary="$package/.build/asan/debug/leak-check"
  echo "== LeakSanitizer $binary $rounds"
  status=0
  ASAN_OPTIONS="detect_leaks=1:log_path=$log" "$binary" "$rounds" || status=$?
  # ASan appends the process id to log_path.
  cat "$log".* > "$log" 2> /dev/null || : > "$log"
  rm -f "$log".*
  # A retain cycle has no outside pointer, so LeakSanitizer calls every block in it indirect.
  record_start='(Direct|Indirect) leak of'
fi

# Split the log into leak records and keep those with a frame in our (debug-info) Swift code.
report=$(awk -v start="$record_start" -v verbose="$verbose" '
  function flush() {
    if (record == "") return
    if (record ~ /\.swift:[0-9]+/) { ours++; print record "\n" } else {
      noise++; if (verbose == "true") print "[toolchain noise]\n" record "\n"
    }
    record = ""
  }
  $0 ~ start { flush(); record = $0; next }
  record != "" && ($0 ~ /^==[0-9]+== *$/ || $0 ~ /^ *$/) { flush(); next }
  record != "" { record = record "\n" $0 }
  END { flush(); printf "SUMMARY %d %d\n", ours, noise }
' "$log")
summary=$(printf '%s\n' "$report" | tail -1)
printf '%s\n' "$report" | sed '$d'
read -r _ ours noise <<< "$summary"

echo "== $tool: ${ours} leak record(s) in our code, ${noise} filtered as toolchain noise" \
  "($(( $(date +%s) - start ))s; full log: $log)"
if [[ "$ours" -gt 0 ]]; then exit 1; fi
# LeakSanitizer exits 23 when it found leaks, here only toolchain noise; anything else non-zero is
# leak-check's own failure (a store that outlived its last reference, a lost wake-up).
if [[ "$status" -ne 0 && ! ("$tool" == lsan && "$status" -eq 23) ]]; then
  echo "leaks.sh: leak-check exited with status $status" >&2
  exit 1
fi
