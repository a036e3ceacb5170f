#!/usr/bin/env bash
# Peak resident memory of the long commands, for the table in docs/benchmarks.md. Each runs in
# a scratch folder under `/usr/bin/time -v`, whose "Maximum resident set size" is the largest
# single process (the parent or one worker: wait4 reports the larger of a process and the
# children it waited for), not their sum.
#   1. the default run (`run`, one worker per core, corpus written to the scratch folder)
#   2. run --traces 1000000 --jobs 2 --no-corpus: every strategy, stopped by --time-budget S
#      (memory is sized by the blocks in flight, not by --traces: the run's peak is reached in
#      its first minute; INCOMPLETE, exit 4, is expected)
#   3. run --traces 10000000 --jobs 2 --no-corpus --strategy subview-tag,cover-window,secure-layer,
#      stopped by --time-budget S likewise
#   4. explore --depth 12 at its default bounds (2,000,000 states, 4096 MB) on cover-window
#   5. minimize of a copy of the repository's corpus (every platform's traces)
#   6. merge of a folder of N results files (`run --shard k/N --results`, the default strategies
#      at --traces 100)
# Every command is stopped by SIGINT after B seconds if it has not ended (exit 4 in its row).
# Prints one Markdown row per command: command, peak RSS in MB, wall clock, CPU seconds, exit status.
#   scripts/rss-table.sh [--release] [--seconds S] [--budget B] [--shards N]
#   (default: debug build, S=120, B=600, N=20)
set -euo pipefail
cd "$(dirname "$0")/.."
config=debug seconds=120 budget=600 shards=20
while [ $# -gt 0 ]; do
  case $1 in
    --release) config=release ;;
    --seconds) seconds=$2; shift ;;
    --shards) shards=$2; shift ;;
    --budget) budget=$2; shift ;;
    *) echo "usage: $0 [--release] [--seconds S] [--budget B] [--shards N]" >&2; exit 2 ;;
  esac
  shift
done
swift build -c "$config" --product lifecycle-fuzz >/dev/null
bin="$(swift build -c "$config" --show-bin-path)/lifecycle-fuzz"
repo=$(pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

measure() { # measure LABEL COMMAND...: one table row, run in a fresh folder
  local label=$1
  shift
  local dir
  dir=$(mktemp -d "$scratch/run.XXXX")
  local status=0
  # Every command is bounded: SIGINT after the budget (each stops within a second, keeps what it
  # found and exits 4), so a loaded machine gives a row, marked by its exit status.
  (cd "$dir" && /usr/bin/time -v timeout --preserve-status -s INT "$budget" "$@" >"$dir/out" 2>"$dir/time") || status=$?
  local kb wall cpu
  kb=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$dir/time")
  wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$dir/time")
  # CPU seconds of the command and the processes it waited for: how much work the row did.
  cpu=$(awk -F': ' '/User time|System time/ { s += $2 } END { printf "%.0f", s }' "$dir/time")
  printf '| %s | %d | %s | %s | %d |\n' "$label" "$((kb / 1024))" "$wall" "$cpu" "$status"
}

echo "peak RSS on $(date -u +%Y-%m-%d), commit $(git rev-parse --short HEAD), $config build, $(nproc) cores"
echo
echo "| command | peak RSS (MB) | wall clock | CPU s | exit |"
echo "|---|---|---|---|---|"
measure "\`run\` (the default run)" "$bin" run --quiet
measure "\`run --traces 1000000 --jobs 2 --no-corpus --time-budget $seconds\`" \
  "$bin" run --traces 1000000 --jobs 2 --no-corpus --time-budget "$seconds" --quiet
measure "\`run --traces 10000000 --jobs 2 --no-corpus --time-budget $seconds\` (3 strategies)" \
  "$bin" run --traces 10000000 --jobs 2 --no-corpus --time-budget "$seconds" --quiet \
  --strategy subview-tag,cover-window,secure-layer
measure "\`explore --depth 12 --strategy cover-window\` (default bounds)" \
  "$bin" explore --depth 12 --strategy cover-window
cp -r "$repo/corpus" "$scratch/corpus-copy"
measure "\`minimize\` of the corpus ($(find "$scratch/corpus-copy" -name '*.trace' | wc -l) traces)" \
  "$bin" minimize "$scratch/corpus-copy"
mkdir -p "$scratch/results"
for k in $(seq 1 "$shards"); do
  (cd "$scratch/results" && "$bin" run --traces 100 --jobs 1 --no-corpus --quiet --shard "$k/$shards" \
    --results "shard-$k.res" >/dev/null 2>&1) || true
done
measure "\`merge --no-corpus\` of a folder of $shards results files ($(du -sh "$scratch/results" | cut -f1))" \
  "$bin" merge --no-corpus --quiet "$scratch/results"
