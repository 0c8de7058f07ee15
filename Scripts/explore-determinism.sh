#!/usr/bin/env bash
# Proves `demo-runner explore` deterministic under load: the same seed gives byte-identical reports (and the same
# exit status) RUNS times (3 by default) while busy loops keep every core at 100% (../shared/scripts/under-load or
# ../../shared/scripts/under-load when there, or UNDER_LOAD=path; without it the runs are made on the machine as it
# is, which is said).
#
# Usage: Scripts/explore-determinism.sh [RUNS] [-- EXPLORE ARGUMENTS]
#   default arguments: --seed 1 --runs 100 --steps 25 (what .ci/run explores with)
# Exits non-zero naming the first run whose report differs, with the first lines that differ.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
RUNS=3
if [ $# -gt 0 ] && [ "$1" != "--" ]; then RUNS=$1; shift; fi
[ "${1:-}" = "--" ] && shift
ARGS=("$@")
[ ${#ARGS[@]} -gt 0 ] || ARGS=(--seed 1 --runs 100 --steps 25)
fail() { echo "explore-determinism: error: $*" >&2; exit 1; }

swift build --product demo-runner >/dev/null || fail "demo-runner does not build"
RUNNER="$(swift build --show-bin-path)/demo-runner"
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT

# One run: the report's bytes in $OUT/report.K, its exit status in $OUT/status.K (1 is a found bug, still compared).
cat >"$OUT/one.sh" <<EOF
#!/usr/bin/env bash
k=\$(ls "$OUT" | grep -c '^report\.' || true)
status=0
"$RUNNER" explore ${ARGS[*]} >"$OUT/report.\$k" 2>"$OUT/stderr.\$k" || status=\$?
echo "\$status" >"$OUT/status.\$k"
[ "\$status" -le 1 ]
EOF
chmod +x "$OUT/one.sh"

LOAD=${UNDER_LOAD:-}
if [ -z "$LOAD" ]; then
  # Beside the checkout (../shared), or beside the folder of worktrees (../../shared).
  for candidate in "$ROOT/../shared/scripts/under-load" "$ROOT/../../shared/scripts/under-load"; do
    [ -x "$candidate" ] && { LOAD=$candidate; break; }
  done
fi
echo "== explore-determinism: demo-runner explore ${ARGS[*]}, $RUNS runs"
if [ -n "$LOAD" ] && [ -x "$LOAD" ]; then
  "$LOAD" -r "$RUNS" -- "$OUT/one.sh" || fail "a run ended with a status other than 0 or 1 (see its stderr above)"
else
  echo "explore-determinism: no under-load script found (set UNDER_LOAD): runs made without added load"
  for _ in $(seq 1 "$RUNS"); do "$OUT/one.sh" || fail "a run ended with a status other than 0 or 1"; done
fi

for k in $(seq 1 $((RUNS - 1))); do
  if ! cmp -s "$OUT/report.0" "$OUT/report.$k"; then
    diff "$OUT/report.0" "$OUT/report.$k" | head -20 >&2 || true
    fail "run $((k + 1)) printed another report than run 1 (first differences above)"
  fi
  cmp -s "$OUT/status.0" "$OUT/status.$k" || fail "run $((k + 1)) exited $(cat "$OUT/status.$k"), run 1 $(cat "$OUT/status.0")"
done
echo "explore-determinism: $RUNS reports byte-identical ($(wc -c <"$OUT/report.0") bytes, exit $(cat "$OUT/status.0"))"
