#!/usr/bin/env bash
# Usage: scripts/shot.sh URL OUT_PREFIX  → OUT_PREFIX-390.png and OUT_PREFIX-1280.png (full page)
url=$1; out=$2
for w in 390 1280; do
  chromium --headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --hide-scrollbars --user-data-dir=$(mktemp -d) --window-size=$w,${3:-2400} --screenshot=$out-$w.png "$url" >/dev/null 2>&1
done
