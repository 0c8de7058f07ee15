#!/usr/bin/env bash
# Loads the HTML gallery in headless Chromium and checks the rendered DOM: every scenario card is
# there, every bundled script is drawn as a storyboard with one frame per step inside its
# feature's section (#<feature>-script-<name>-step-<n>), and every permalink (href="#id")
# resolves to an element id. Then, in one Chromium driven over the DevTools protocol
# (Scripts/browser-check.py), in light, dark and a 390 px window: it fails on an empty card (a
# screen with no visible content), a card whose content overflows it (or its screen's frame)
# horizontally, and any console error; and it screenshots every card and every storyboard in light
# and dark under .build/gallery-screenshots/cards/. Saves a screenshot of each feature's section
# (and a narrow-column, a dark and a long-text one) under .build/gallery-screenshots/.
#
# Before checking the gallery it proves that each failure mode fires: planted pages (an empty
# card, an overflowing screen, an overflowing card, a console error, an uncaught exception, a
# resource that does not load) must each fail, and a sound one pass (`--self-test` runs only that).
#
# Installs Chromium (the Debian package) when it is missing. Exits non-zero, naming what failed.
# Usage: Scripts/browser-check.sh [--self-test]   (from anywhere; CI calls it from .ci/run)
set -euo pipefail
cd "$(dirname "$0")/.."

fail() { echo "browser-check: error: $*" >&2; exit 1; }

find_chromium() {
  for candidate in chromium chromium-browser google-chrome; do
    if command -v "$candidate" >/dev/null 2>&1; then command -v "$candidate"; return 0; fi
  done
  return 1
}

if ! CHROMIUM=$(find_chromium); then
  echo "== installing headless Chromium (apt-get install chromium)"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null 2>&1 || fail "Chromium is missing and installing it needs root (or sudo)"
    SUDO="sudo"
  fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
  CHROMIUM=$(find_chromium) || fail "apt-get installed no chromium binary"
fi
echo "== using $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"

# Root (as in CI containers) needs --no-sandbox; nothing is loaded from the network anyway.
BROWSER=("$CHROMIUM" --headless --no-sandbox --disable-gpu --disable-dev-shm-usage
  --no-first-run --hide-scrollbars --allow-file-access-from-files)

WORK=.build/gallery-check
SHOTS=.build/gallery-screenshots
rm -rf "$WORK" "$SHOTS"
mkdir -p "$WORK" "$SHOTS"
command -v python3 >/dev/null 2>&1 || fail "python3 is missing (it drives Chromium: Scripts/browser-check.py)"

# The card checks must fire: each planted page fails with its message, the sound one passes.
self_test() {
  local dir="$WORK/self-test" name expected status output
  mkdir -p "$dir"
  local head='<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>planted</title><style>
.card { width: 320px; } .phone { display: block; width: 240px; margin: 0; overflow: hidden; border: 1px solid; }
</style></head><body>'
  local card='<article class="card" id="planted"><figure class="phone" aria-label="planted, light"><div class="ios-content">'
  local tail='</div></figure></article>'
  printf '%s%s<span>Water the ferns</span>%s</body></html>\n' "$head" "$card" "$tail" >"$dir/sound.html"
  printf '%s%s<span hidden>nothing shows</span>%s</body></html>\n' "$head" "$card" "$tail" >"$dir/empty.html"
  printf '%s%s<span style="white-space: nowrap">%s</span>%s</body></html>\n' "$head" "$card" \
    "$(printf 'W%.0s' $(seq 1 120))" "$tail" >"$dir/overflowing-screen.html"
  printf '%s%s<span>ok</span></div></figure><div style="width: 900px">too wide</div></article></body></html>\n' \
    "$head" "$card" >"$dir/overflowing-card.html"
  printf '%s%s<span>ok</span>%s<script>console.error("planted error")</script></body></html>\n' \
    "$head" "$card" "$tail" >"$dir/console-error.html"
  printf '%s%s<span>ok</span>%s<script>undefinedFunction()</script></body></html>\n' \
    "$head" "$card" "$tail" >"$dir/exception.html"
  printf '%s%s<span>ok</span><img alt="" src="missing.png">%s</body></html>\n' \
    "$head" "$card" "$tail" >"$dir/missing-resource.html"
  python3 Scripts/browser-check.py "$CHROMIUM" "$dir/sound.html" "$dir/shots" >"$dir/sound.log" 2>&1 \
    || fail "self-test: the sound planted page failed the card checks ($(cat "$dir/sound.log"))"
  for name in empty overflowing-screen overflowing-card console-error exception missing-resource; do
    case "$name" in
      empty) expected="empty card: the screen" ;;
      overflowing-screen) expected="overflowing card: the screen" ;;
      overflowing-card) expected="overflowing card: its content is" ;;
      console-error) expected="console error: console.error: planted error" ;;
      exception) expected="console error: uncaught exception: ReferenceError" ;;
      missing-resource) expected="console error: browser error" ;;
    esac
    status=0
    output=$(python3 Scripts/browser-check.py "$CHROMIUM" "$dir/$name.html" "$dir/shots" 2>&1) || status=$?
    [ "$status" -eq 1 ] || fail "self-test: the planted $name page did not fail the card checks (exit $status)"
    grep -qF "$expected" <<<"$output" \
      || fail "self-test: the planted $name page failed without \"$expected\": $output"
  done
  echo "== self-test: an empty card, an overflowing screen and card, a console error, an exception and a missing resource each fail; a sound card passes"
}
self_test
if [ "${1:-}" = "--self-test" ]; then
  echo "browser-check: self-test passed"
  exit 0
fi

swift build --product demo-runner >/dev/null
RUNNER=$(swift build --product demo-runner --show-bin-path)/demo-runner
[ -x "$RUNNER" ] || fail "demo-runner was not built at $RUNNER"

PAGE="$PWD/$WORK/gallery.html"
"$RUNNER" gallery --html "$PAGE" || fail "demo-runner gallery --html exited $?"

"${BROWSER[@]}" --dump-dom "file://$PAGE" >"$WORK/dom.html" 2>"$WORK/chromium.log" \
  || fail "chromium --dump-dom failed (see $WORK/chromium.log)"
grep -q '</html>' "$WORK/dom.html" || fail "the rendered DOM is empty or cut short ($WORK/dom.html)"

# The features and their scenario counts, from `demo-runner list` ("  Items — 5 scenarios").
mapfile -t FEATURES < <("$RUNNER" list | sed -n 's/^  \([^ ].*\) — \([0-9]*\) scenarios$/\1 \2/p')
[ "${#FEATURES[@]}" -gt 0 ] || fail "demo-runner list named no features"

expected_cards=0
for line in "${FEATURES[@]}"; do
  expected_cards=$((expected_cards + ${line##* }))
done
cards=$(grep -o '<article class="card[^"]*" id="[^"]*"' "$WORK/dom.html" | wc -l)
[ "$cards" -eq "$expected_cards" ] \
  || fail "the rendered DOM has $cards scenario cards, expected $expected_cards"

# Every card sits inside its feature's section (the parser kept the structure).
for line in "${FEATURES[@]}"; do
  name=${line% *}
  count=${line##* }
  id=$(echo "$name" | tr '[:upper:]' '[:lower:]' | sed 's/[^a-z0-9]\{1,\}/-/g')
  in_section=$(sed -n "/<section class=\"feature\" id=\"$id\"/,/<\/section>/p" "$WORK/dom.html" \
    | grep -c '<article class="card' || true)
  [ "$in_section" -eq "$count" ] \
    || fail "section #$id holds $in_section cards in the rendered DOM, expected $count"
  grep -q "href=\"#$id\"" "$WORK/dom.html" || fail "the sidebar has no link to #$id"
done

grep -o 'href="#[^"]*"' "$WORK/dom.html" | sed 's/^href="#//; s/"$//' | sort -u >"$WORK/hrefs.txt"
grep -o ' id="[^"]*"' "$WORK/dom.html" | sed 's/^ id="//; s/"$//' | sort -u >"$WORK/ids.txt"
unresolved=$(comm -23 "$WORK/hrefs.txt" "$WORK/ids.txt")
[ -z "$unresolved" ] || fail "permalinks with no element: $(echo "$unresolved" | tr '\n' ' ')"
links=$(wc -l <"$WORK/hrefs.txt")

# Every bundled script is a storyboard in its feature's section, with one frame per step: the
# script's lines that are neither blank nor comments. Each frame's permalink must be an element.
for line in "${FEATURES[@]}"; do
  name=${line% *}
  id=$(echo "$name" | tr '[:upper:]' '[:lower:]' | sed 's/[^a-z0-9]\{1,\}/-/g')
  sed -n "/<section class=\"feature\" id=\"$id\"/,/<\/section>/p" "$WORK/dom.html" >"$WORK/section-$id.html"
done
storyboards=0
frames=0
for script in Sources/Features/*/Scripts/*.demo; do
  [ -e "$script" ] || continue
  section=$(grep -l "data-script=\"$script\"" "$WORK"/section-*.html | head -1 || true)
  [ -n "$section" ] || fail "no storyboard for $script inside a feature's section"
  sid=$(grep -o "id=\"[^\"]*\" data-script=\"$script\"" "$section" | sed 's/^id="//; s/".*//')
  [ -n "$sid" ] || fail "the storyboard of $script has no id"
  steps=$(grep -cvE '^[[:space:]]*(#|$)' "$script" || true)
  drawn=$(grep -o "<figure class=\"frame[^\"]*\" id=\"$sid-step-[0-9]*\"" "$section" | wc -l)
  [ "$drawn" -eq "$steps" ] || fail "#$sid has $drawn frames in the rendered DOM, $script has $steps steps"
  for n in $(seq 1 "$steps"); do
    grep -q " id=\"$sid-step-$n\"" "$section" || fail "permalink #$sid-step-$n resolves to no element"
  done
  storyboards=$((storyboards + 1))
  frames=$((frames + steps))
done
[ "$storyboards" -gt 0 ] || fail "no bundled scripts were found to draw as storyboards"

echo "== DOM: $cards scenario cards in ${#FEATURES[@]} sections, $storyboards storyboards with $frames frames, $links permalinks, all resolve"

# One screenshot per feature section: that feature's gallery on its own.
for line in "${FEATURES[@]}"; do
  name=${line% *}
  slug=$(echo "$name" | tr '[:upper:]' '[:lower:]' | sed 's/[^a-z0-9]\{1,\}/-/g')
  "$RUNNER" gallery "$name" --no-state --html "$PWD/$WORK/$slug.html" >/dev/null \
    || fail "demo-runner gallery $name --html exited $?"
  "${BROWSER[@]}" --window-size=1280,1600 --screenshot="$PWD/$SHOTS/$slug.png" \
    "file://$PWD/$WORK/$slug.html" >>"$WORK/chromium.log" 2>&1 \
    || fail "chromium could not screenshot $name (see $WORK/chromium.log)"
  [ -s "$SHOTS/$slug.png" ] || fail "no screenshot was written for $name"
done
# The variants: a narrow column and dark mode, of the whole page.
"${BROWSER[@]}" --window-size=390,2400 --screenshot="$PWD/$SHOTS/narrow.png" \
  "file://$PAGE" >>"$WORK/chromium.log" 2>&1 || fail "chromium could not screenshot the narrow variant"
"${BROWSER[@]}" --force-dark-mode --blink-settings=preferredColorScheme=0 --window-size=1280,2400 \
  --screenshot="$PWD/$SHOTS/dark.png" "file://$PAGE" >>"$WORK/chromium.log" 2>&1 \
  || fail "chromium could not screenshot the dark variant"

# The long-text variant, opened by its permalink (each storyboard is screenshot below, with the cards).
"${BROWSER[@]}" --window-size=1280,2400 --screenshot="$PWD/$SHOTS/long-text.png" \
  "file://$PAGE#long-text" >>"$WORK/chromium.log" 2>&1 || fail "chromium could not screenshot #long-text"

# Every card, in light, dark and a narrow window: not empty, not overflowing, no console error; a
# screenshot of each card and each storyboard in light and dark.
python3 Scripts/browser-check.py "$CHROMIUM" "$PAGE" "$SHOTS/cards" \
  || fail "the cards of $PAGE failed the checks above (screenshots in $SHOTS/cards/)"

echo "== screenshots: $(ls "$SHOTS" | tr '\n' ' ')in $SHOTS/"
echo "browser-check: passed"
