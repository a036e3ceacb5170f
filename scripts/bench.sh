#!/usr/bin/env bash
# Benchmarks (issue 7): release build, then throughput, scaling, shrink cost, --jobs scaling and
# peak memory. Prints a table and writes bench/results.json. Never part of `swift test`.
# Usage: scripts/bench.sh [seconds-per-throughput-measurement]
set -euo pipefail
cd "$(dirname "$0")/.."
secs="${1:-3}"
swift build -c release --product lifecycle-fuzz >/dev/null
bin=.build/release/lifecycle-fuzz
out=bench
mkdir -p "$out"
json="$out/results.json"
tmp=$(mktemp)
echo "machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo), $(uname -m), $(swift --version 2>/dev/null | head -1)"
echo
echo "== throughput (one core, release) =="
"$bin" bench throughput --seconds "$secs"
"$bin" bench throughput --seconds "$secs" --json >> "$tmp"
echo
echo "== scaling =="
"$bin" bench scaling
"$bin" bench scaling --json >> "$tmp"
echo
echo "== shrink cost (committed corpus bugs) =="
"$bin" bench shrink
"$bin" bench shrink --json >> "$tmp"
echo
seeds="subview-tag,cover-window,secure-layer"
echo "== --jobs 1 vs --jobs 2 (run $seeds, 3000 traces each, no corpus written) =="
if "$bin" run --help | grep -q -- '--jobs'; then
  TIMEFORMAT=%R
  t1=$( { time "$bin" run --strategy "$seeds" --traces 3000 --no-corpus --jobs 1 >/dev/null 2>&1 || true; } 2>&1 )
  t2=$( { time "$bin" run --strategy "$seeds" --traces 3000 --no-corpus --jobs 2 >/dev/null 2>&1 || true; } 2>&1 )
  speedup=$(awk -v a="$t1" -v b="$t2" 'BEGIN { printf "%.2f", a / b }')
  echo "jobs 1: ${t1}s  jobs 2: ${t2}s  speedup: ${speedup}x"
  echo "{\"name\":\"jobs\",\"jobs1_seconds\":$t1,\"jobs2_seconds\":$t2,\"speedup\":$speedup}" >> "$tmp"
else
  echo "run has no --jobs option in this build"
fi
echo
echo "== peak resident memory =="
for steps in 1000000 10000000; do
  "$bin" bench memory --steps "$steps"
  "$bin" bench memory --steps "$steps" --json >> "$tmp"
done
python3 - "$tmp" "$json" <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
json.dump(rows, open(sys.argv[2], "w"), indent=1, sort_keys=True)
mem = [r for r in rows if r["name"].startswith("long-trace") and r["steps"] in (1000000, 10000000)]
if len(mem) == 2:
    a, b = sorted(mem, key=lambda r: r["steps"])
    print(f"\npeak memory 10M vs 1M steps: {b['peak_rss_kib']:.0f} KiB vs {a['peak_rss_kib']:.0f} KiB ({100*(b['peak_rss_kib']/a['peak_rss_kib']-1):+.1f}%)")
PY
rm -f "$tmp"
echo "wrote $json"
