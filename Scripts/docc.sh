#!/usr/bin/env bash
# Builds the DocC documentation of the library targets and fails on any DocC warning.
#
# 1. `swift package dump-symbol-graph` builds the package (reusing the debug build) and extracts the
#    public symbol graph of every module into .build/<triple>/symbolgraph.
# 2. For each library target, its own graphs (Module.symbols.json, Module@*.symbols.json) are copied to
#    .build/docc/symbol-graphs/<Module>, and the toolchain's `docc convert` renders
#    Sources/<Module>/<Module>.docc with them into .build/docc/<Module> (a static-hosting archive).
# 3. An honesty check keeps the catalogs in step with the code: every Swift block of a catalog article appears
#    verbatim in Docs/*.md, whose samples the tests compile.
# 4. Tutorial code is never copied into the source tree: each `@Code(… file: NAME)` of a catalog's tutorials
#    names the one package file called NAME (under Sources/ or Tests/), and the catalog is converted from a copy
#    in .build/docc/catalogs whose Resources/ holds those files as they are now.
#
# Usage: Scripts/docc.sh [Module...]   (default: every library target, bottom layer first)
# Environment: DOCC overrides the docc binary (default: the one beside `swift`).
# Exits non-zero on any warning or error, naming it. Preview one archive with
#   docc preview Sources/ReducerCore/ReducerCore.docc --additional-symbol-graph-dir .build/docc/symbol-graphs/ReducerCore
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ $# -gt 0 ]]; then
  modules=("$@")
else
  # Every library target: the package's regular targets in Sources/ (no custom path), in Package.swift's order
  # (the layers bottom to top, then the libraries above them). A new target without a catalog fails below.
  mapfile -t modules < <(swift package dump-package | python3 -c '
import json, sys
for target in json.load(sys.stdin)["targets"]:
    if target["type"] == "regular" and not target.get("path"):
        print(target["name"])
')
  [[ ${#modules[@]} -gt 0 ]] || { echo "docc.sh: found no library targets in Package.swift" >&2; exit 2; }
fi
docc="${DOCC:-$(dirname "$(readlink -f "$(command -v swift)")")/docc}"
[[ -x "$docc" ]] || { echo "docc.sh: no docc at '$docc' (set DOCC)" >&2; exit 2; }

out=.build/docc
mkdir -p "$out"
start=$SECONDS
failed=0

echo "-- symbol graphs: swift package dump-symbol-graph"
# It exits 1 when the test-product modules (ConvergencePackage*Tests) are not built, i.e. before `swift test`:
# those are not documented, so only other errors count. Graphs older than this run are never used.
touch "$out/.dump-started"
swift package dump-symbol-graph --skip-synthesized-members --emit-extension-block-symbols >"$out/dump-symbol-graph.log" 2>&1 || true
if grep -E '^error:' "$out/dump-symbol-graph.log" | grep -vqE "for 'ConvergencePackage(Discovered)?Tests'"; then
  cat "$out/dump-symbol-graph.log" >&2
  exit 1
fi
graphs="$(sed -n 's/^Files written to //p' "$out/dump-symbol-graph.log" | tail -1)"
[[ -d "$graphs" ]] || { cat "$out/dump-symbol-graph.log" >&2; echo "docc.sh: no symbol graphs written" >&2; exit 1; }

# Every ```swift block of the catalogs' articles must be a block of Docs/ (whose samples are compiled).
echo "-- samples: every Swift block of an article is in Docs/"
docs_text="$(cat Docs/*.md)"
for module in "${modules[@]}"; do
  while IFS= read -r -d '' article; do
    block="" in_block=false line_no=0 block_line=0
    while IFS= read -r line || [[ -n "$line" ]]; do
      line_no=$((line_no + 1))
      if ! $in_block && [[ "$line" == '```swift' ]]; then
        in_block=true block="" block_line=$line_no
      elif $in_block && [[ "$line" == '```' ]]; then
        in_block=false
        if [[ "$docs_text" != *"$block"* ]]; then
          echo "$article:$block_line: warning: this Swift block is not a block of Docs/*.md" >&2
          failed=1
        fi
      elif $in_block; then
        block+="$line"$'\n'
      fi
    done <"$article"
  done < <(find "Sources/$module/$module.docc" -name '*.md' -print0 2>/dev/null)
done

# Tutorial code is the package's own files: each catalog is converted from a copy whose Resources/ gets the
# file every `@Code(… file: NAME)` names (the one package file called NAME), so a tutorial cannot drift.
echo "-- tutorial code: every @Code file is a package file, copied in"
rm -rf "$out/catalogs"
mkdir -p "$out/catalogs"
prepare_catalog() { # $1: the module; prints the catalog to convert
  local module=$1 source="Sources/$1/$1.docc" name originals count status=0
  local copy="$out/catalogs/$module.docc"
  cp -R "$source" "$copy"
  while IFS= read -r name; do
    originals="$(find Sources Tests -path '*.docc' -prune -o -type f -name "$name" -print)"
    count="$(printf '%s' "$originals" | grep -c . || true)"
    if [[ "$count" != 1 ]]; then
      echo "$source: warning: @Code file $name names $count package files (${originals//$'\n'/, }), not one" >&2
      status=1
      continue
    fi
    mkdir -p "$copy/Resources"
    cp "$originals" "$copy/Resources/$name"
  done < <(grep -rhoE '@Code\([^)]*file: *[^ ,)]+' "$source" --include='*.tutorial' 2>/dev/null \
    | sed -E 's/.*file: *//' | sort -u)
  echo "$copy"
  return $status
}

for module in "${modules[@]}"; do
  catalog="Sources/$module/$module.docc"
  [[ -d "$catalog" ]] || { echo "docc.sh: no catalog $catalog" >&2; failed=1; continue; }
  symbols="$out/symbol-graphs/$module"
  rm -rf "$symbols" "${out:?}/$module"
  mkdir -p "$symbols"
  if [[ ! "$graphs/$module.symbols.json" -nt "$out/.dump-started" ]]; then
    echo "docc.sh: no fresh symbol graph for $module in $graphs" >&2
    failed=1
    continue
  fi
  cp "$graphs/$module.symbols.json" "$symbols/"
  find "$graphs" -maxdepth 1 -name "$module@*.symbols.json" -exec cp {} "$symbols/" \;

  echo "-- docc convert $catalog"
  log="$out/$module.log"
  if ! catalog="$(prepare_catalog "$module")"; then failed=1; fi
  if ! "$docc" convert "$catalog" \
    --additional-symbol-graph-dir "$symbols" \
    --fallback-display-name "$module" --fallback-bundle-identifier "convergence.$module" \
    --warnings-as-errors \
    --output-dir "$out/$module" >"$log" 2>&1; then
    failed=1
  fi
  # --warnings-as-errors turns warnings into errors; count both, so a docc that ignores the flag still fails.
  count="$(grep -cE '(warning|error):' "$log" || true)"
  if [[ "$count" != 0 ]]; then
    grep -E -A4 '(warning|error):' "$log" >&2 || cat "$log" >&2
    echo "$module: $count diagnostics" >&2
    failed=1
  fi
done

echo "-- $((SECONDS - start)) s; archives in $out/<Module>"
if [[ $failed != 0 ]]; then
  echo "docc.sh: FAILED (see the diagnostics above)" >&2
  exit 1
fi
echo "docc.sh: 0 warnings"
