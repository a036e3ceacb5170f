#!/usr/bin/env bash
# Instructions per step (issue 30): Valgrind callgrind's exact `Ir` count, collected only inside
# the measured function, for `bench throughput` of the seed strategies, state-cover and Android's
# `recommended`, and for `bench model` (subview-tag, cover-window, secure-layer). Throughput is a
# marginal cost: two runs of a fixed trace count (--traces, no clock) are differenced, so device
# set-up outside the trace loop cancels. Wall time on shared machines swings 2-3x; Ir does not.
#
#   scripts/instructions-per-step.sh [BINARY]   (default: builds and uses .build/release/lifecycle-fuzz)
#
# Needs valgrind. Takes a few minutes. Prints one line per measurement.
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
few=${FEW_TRACES:-40}
many=${MANY_TRACES:-240}

# ir FUNCTION-GLOB ARGS...: instructions spent inside FUNCTION-GLOB; the command's stdout in $work/out
ir() {
  local glob=$1; shift
  (cd "$work" && valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" --toggle-collect="$glob" \
    "$bin" "$@" >"$work/out" 2>/dev/null)
  callgrind_annotate "$work/cg.out" 2>/dev/null | awk '/PROGRAM TOTALS/ && !done { gsub(",", "", $1); print $1; done = 1 }'
}
steps() { awk '{ for (i = 1; i < NF; i++) if ($(i + 1) == "steps") { print $i; exit } }' "$work/out"; }

main='$s16LifecycleFuzzCLI12BenchCommandO4main*'
throughput() { # throughput LABEL ARGS...
  local label=$1; shift
  local i1 s1 i2 s2
  i1=$(ir "$main" bench throughput "$@" --traces "$few"); s1=$(steps)
  i2=$(ir "$main" bench throughput "$@" --traces "$many"); s2=$(steps)
  printf '%-34s %9d Ir/step  (%d-%d traces: %d steps)\n' "throughput $label" $(((i2 - i1) / (s2 - s1))) "$few" "$many" $((s2 - s1))
}
for s in subview-tag cover-window secure-layer state-cover; do throughput "$s" --strategy "$s"; done
throughput "android recommended" --platform android --strategy recommended

# The model alone: runModel is the timed part of `bench model` (3 repetitions of the same traces).
for s in subview-tag cover-window secure-layer; do
  i=$(ir '*Benchmark*runModel*' bench model --strategy "$s" --seconds 0.1)
  n=$(steps)
  printf '%-34s %9d Ir/step  (%d steps x 3 repetitions)\n' "model $s" $((i / (3 * n))) "$n"
done
