#!/usr/bin/env bash
# Builds the value-model spike (docs/value-model.md) with -O and prints its instructions per step:
# callgrind collected inside runTraces, two trace counts differenced.
set -euo pipefail
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swiftc -O -o "$work/spike" main.swift
ir() {
  valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" --toggle-collect='*runTraces*' "$work/spike" "$1" >"$work/out" 2>/dev/null
  callgrind_annotate "$work/cg.out" 2>/dev/null | awk '/PROGRAM TOTALS/ && !done { gsub(",", "", $1); print $1; done = 1 }'
}
i1=$(ir 200); s1=$(awk '{ print $1 }' "$work/out")
i2=$(ir 2200); s2=$(awk '{ print $1 }' "$work/out")
echo "value-model spike: $(((i2 - i1) / (s2 - s1))) Ir/step ($((s2 - s1)) steps; $(cat "$work/out"))"
