#!/usr/bin/env bash
# Benchmarks (issue 7): release build, then throughput, model-only speed, scaling, shrink cost,
# --jobs 1 versus --jobs 2, and peak memory for 1 M and 10 M steps. Prints a table and writes
# bench/results.json. Wall-clock numbers: run on a quiet machine. Never part of `swift test`.
# Usage: scripts/bench.sh [seconds-per-throughput-measurement]   (about two minutes)
set -euo pipefail
cd "$(dirname "$0")/.."
secs="${1:-1}"
swift build -c release --product lifecycle-fuzz >/dev/null
bin=.build/release/lifecycle-fuzz
mkdir -p bench
rows=$(mktemp)
echo "machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo), $(uname -m), $(swift --version 2>/dev/null | head -1)"
# Every built-in strategy on its own profile (one second each by default).
"$bin" bench throughput --strategy all --seconds "$secs" --json >> "$rows"
"$bin" bench model --seconds 3 --json >> "$rows"   # 600,000 steps per strategy, median of 3 runs
"$bin" bench scaling --json >> "$rows"
"$bin" bench shrink --json >> "$rows"
seeds="subview-tag,cover-window,secure-layer"
if "$bin" run --help | grep -q -- '--jobs'; then
  TIMEFORMAT=%R
  t1=$( { time "$bin" run --strategy "$seeds" --traces 20000 --no-corpus --jobs 1 >/dev/null 2>&1 || true; } 2>&1 )
  t2=$( { time "$bin" run --strategy "$seeds" --traces 20000 --no-corpus --jobs 2 >/dev/null 2>&1 || true; } 2>&1 )
  speedup=$(awk -v a="$t1" -v b="$t2" 'BEGIN { printf "%.2f", a / b }')
  echo "{\"name\":\"run --jobs (3 seed strategies, 20000 traces each)\",\"jobs1_seconds\":$t1,\"jobs2_seconds\":$t2,\"speedup\":$speedup}" >> "$rows"
fi
for steps in 1000000 10000000; do "$bin" bench memory --steps "$steps" --json >> "$rows"; done
python3 - "$rows" bench/results.json <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
json.dump(rows, open(sys.argv[2], "w"), indent=1, sort_keys=True)
shrinks = [r for r in rows if r["name"].startswith("shrink ")]
for r in rows:
    name = r["name"]
    if name.startswith("shrink "):
        continue  # summarized below; every row is in bench/results.json
    if "speedup" in r:
        print(f"{name:60s} jobs 1: {r['jobs1_seconds']:.2f} s   jobs 2: {r['jobs2_seconds']:.2f} s   speedup {r['speedup']:.2f}x")
        continue
    extra = "  ".join(f"{k}={v:g}" for k, v in sorted(r.items()) if k not in ("name", "steps", "traces", "seconds", "steps_per_second", "traces_per_second"))
    print(f"{name:60s} {r['steps']:>10d} steps {r['seconds']:8.3f} s {r['steps_per_second']:>11.0f} steps/s {r['traces_per_second']:>8.0f} traces/s  {extra}")
def ns(r): return r["seconds"] / r["steps"] * 1e9 if r["steps"] else 0
lengths = [r for r in rows if r["name"].startswith("length ")]
if lengths:
    per = [(int(r["name"].split()[1]), r.get("ns_per_step_steady", ns(r))) for r in lengths]
    ratio = per[-1][1] / per[0][1]
    verdict = "flat" if ratio < 1.5 else "grows"
    print("\ncost per step by trace length: " + ", ".join(f"{n} events {v:.0f} ns" for n, v in per) + f" -> {verdict} (x{ratio:.2f} from {per[0][0]} to {per[-1][0]})")
scenes = [r for r in rows if "scenes=" in r["name"] and r["steps"] == 20000]
if scenes:
    per = [(int(r["name"].split("scenes=")[1]), ns(r)) for r in scenes]
    growth = (per[-1][1] - per[0][1]) / (per[-1][0] - per[0][0])
    print("cost per step by scenes: " + ", ".join(f"{k} scenes {v:.0f} ns" for k, v in per) + f" -> about {per[0][1]:.0f} ns + {growth:.0f} ns per extra scene (linear)")
mem = sorted((r for r in rows if r["name"].startswith("long-trace") and r["steps"] in (1000000, 10000000)), key=lambda r: r["steps"])
if len(mem) == 2:
    a, b = mem
    print(f"\npeak memory, 10 M vs 1 M steps: {b['peak_rss_kib']:.0f} KiB vs {a['peak_rss_kib']:.0f} KiB ({100 * (b['peak_rss_kib'] / a['peak_rss_kib'] - 1):+.1f}%)")
if shrinks:
    replays = sorted(r["replays"] for r in shrinks)
    print(f"\nshrink cost, {len(shrinks)} committed corpus bugs found again from fresh traces and shrunk: "
          f"{replays[0]:.0f} to {replays[-1]:.0f} replays (median {replays[len(replays) // 2]:.0f}), "
          f"at most {max(r['seconds'] for r in shrinks) * 1000:.1f} ms per shrink "
          f"(same_as_corpus: the shrink of this one trace equals the corpus file; scripts/measure-shrink.sh measures normalization)")
PY
rm -f "$rows"
echo "wrote bench/results.json"
