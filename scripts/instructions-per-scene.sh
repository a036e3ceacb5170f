#!/usr/bin/env bash
# Instructions per step for 1, 2 and 4 connected iPad scenes, and the cost of each extra scene
# (issue 30): Valgrind callgrind's exact `Ir` of each `bench scaling` iPad row (one long trace of
# subview-tag on ipad-split-ios17, scenes reconnected after a relaunch, see Benchmark.longTrace),
# divided by its steps. The count is dumped as each row is printed, so a row's set-up (two
# launches, the scenes' connection) is in it: about 200,000 instructions, 40 a step at 5,000 steps.
#
#   scripts/instructions-per-scene.sh [BINARY]   (default: builds and uses .build/release/lifecycle-fuzz)
#   STEPS=n  steps per row (default 5000); a binary without `bench scaling --scenes` runs every
#            scaling row (20,000 steps each; 1, 2, 4 and 8 scenes; about ten minutes)
#
# Needs valgrind. Prints one line per row, then the cost of each extra scene.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-}
if [ -z "$bin" ]; then
  swift build -c release --product lifecycle-fuzz >/dev/null
  bin=.build/release/lifecycle-fuzz
fi
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
args=(bench scaling)
if "$bin" bench --help | grep -q -- '--scenes'; then args+=(--scenes 1,2,4 --steps "${STEPS:-5000}"); fi
(cd "$work" && valgrind --tool=callgrind --dump-instr=no --callgrind-out-file="$work/cg.out" \
  --dump-before='$s23LifecycleFuzzBenchmarks9BenchmarkO11MeasurementV8tableRowSSvg' \
  "$bin" "${args[@]}" >"$work/out" 2>/dev/null)
# Dump k (cg.out.k) holds the work of row k, up to its printing; the iPad rows are the last rows.
rows=$(grep -c 'steps' "$work/out")
ipad=$(grep -c 'scenes=' "$work/out")
ir=$(for k in $(seq 1 "$rows"); do awk '/^(summary|totals):/ { print $2; exit }' "$work/cg.out.$k"; done | tail -n "$ipad")
grep 'scenes=' "$work/out" | paste - <(echo "$ir") | awk '
  { for (i = 1; i <= NF; i++) {
      if ($i ~ /^scenes=/) { scenes = $i; sub(/.*=/, "", scenes) }
      if ($i ~ /^scene_steps=/) { sum = $i; sub(/.*=/, "", sum) }
      if ($(i + 1) == "steps" && steps == "") steps = $i
    }
    mean[scenes] = sum / steps
    per[scenes] = int($NF / steps); order[++n] = scenes
    printf "ipad-split-ios17 scenes=%-2s %9d Ir/step  (%d steps, %.3f scenes connected on average)\n", scenes, per[scenes], steps, mean[scenes]
    steps = "" }
  END { for (k = 2; k <= n; k++) { s = order[k]; if (s > 1 && order[1] == 1)
    printf "each extra scene, 1 to %-2s   %9d Ir/step  (%d per scene connected on average)\n", s, int((per[s] - per[1]) / (s - 1)), int((per[s] - per[1]) / (mean[s] - mean[1])) } }'
