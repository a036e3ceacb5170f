#!/usr/bin/env bash
# Memory soak of long runs: the parent aggregates block results as they arrive, so its memory
# (and each worker's) must stay flat however long a run goes. Runs, each in a scratch folder:
#   1. run --jobs 2 --time-budget S --no-corpus --strategy subview-tag,cover-window,secure-layer
#      --traces 10000000 (the most --traces takes; the budget ends the run long before)
#   2. run --jobs 2 --time-budget S --no-corpus --max-length 20000 (every built-in strategy)
# sampling VmRSS (from /proc/<pid>/status) of the parent and of its largest worker every few
# seconds, and reports for each: peak up to the warm-up mark vs peak after it and at the end.
# Flat means the peak after warm-up is within 10% of the peak before it. Exit 1 if not flat.
# Both runs end by their time budget (INCOMPLETE, exit 4: expected).
#   scripts/memory-soak.sh [--debug] [--seconds 300] [--warmup 60] [--interval 3]
# Default: a release build, 300 s per run (about 10 minutes). A quick check of the script:
#   scripts/memory-soak.sh --debug --seconds 90 --warmup 30
set -euo pipefail
cd "$(dirname "$0")/.."
config=release seconds=300 warmup=60 interval=3
while [ $# -gt 0 ]; do
  case $1 in
    --debug) config=debug ;;
    --seconds) seconds=$2; shift ;;
    --warmup) warmup=$2; shift ;;
    --interval) interval=$2; shift ;;
    *) echo "usage: $0 [--debug] [--seconds S] [--warmup S] [--interval S]" >&2; exit 2 ;;
  esac
  shift
done
swift build -c "$config" --product lifecycle-fuzz >/dev/null
bin="$(swift build -c "$config" --show-bin-path)/lifecycle-fuzz"

rss() { # rss PID: VmRSS in kB, or nothing when the process is gone
  awk '/^VmRSS:/ { print $2 }' "/proc/$1/status" 2>/dev/null || true
}
children() { # children PID: pids whose parent is PID (after the command name: state, ppid)
  awk -v p="$1" '{ sub(/^.*\) /, ""); if ($2 == p) { split(FILENAME, f, "/"); print f[3] } }' \
    /proc/[0-9]*/stat 2>/dev/null || true
}

flat=0
soak() { # soak NAME ARGS...: run the tool, sample, report
  local name=$1; shift
  local scratch samples start pid now t p w c r
  scratch=$(mktemp -d)
  samples="$scratch/samples"
  ( cd "$scratch" && exec "$bin" "$@" >"$scratch/out" 2>"$scratch/err" ) &
  pid=$!
  start=$(date +%s)
  while kill -0 "$pid" 2>/dev/null; do
    now=$(date +%s); t=$((now - start))
    p=$(rss "$pid"); w=0
    for c in $(children "$pid"); do
      r=$(rss "$c"); [ -n "$r" ] && [ "$r" -gt "$w" ] && w=$r
    done
    [ -n "$p" ] && echo "$t $p $w" >>"$samples"
    sleep "$interval"
  done
  wait "$pid" && status=0 || status=$?
  echo "== $name (exit $status; $(tail -1 "$scratch/out" | cut -c1-100))"
  if [ "$status" -ge 2 ] && [ "$status" -ne 4 ]; then
    sed 's/^/  /' "$scratch/err" | tail -3
    flat=1
  fi
  awk -v warm="$warmup" -v name="$name" '
    { if ($1 <= warm) { if ($2 > pe) pe = $2; if ($3 > we) we = $3 }
      else { if ($2 > pl) pl = $2; if ($3 > wl) wl = $3; n++ }
      lp = $2; lw = $3; last = $1 }
    function line(what, early, late, end) {
      ratio = early > 0 ? late / early : 0
      printf "  %-7s peak to %ds %7.1f MB, peak after %7.1f MB, at the end (%ds) %7.1f MB: %+.1f%%%s\n",
        what, warm, early / 1024, late / 1024, last, end / 1024, (ratio - 1) * 100,
        (n > 0 && ratio > 1.10) ? "  NOT FLAT" : ""
      if (n > 0 && ratio > 1.10) bad = 1
    }
    END { line("parent", pe, pl, lp); line("worker", we, wl, lw)
          if (n == 0) print "  (no sample after the warm-up mark: run longer)"
          exit bad }' "$samples" || flat=1
  rm -rf "$scratch"
}

soak "3 strategies, 10000000 traces" run --jobs 2 --time-budget "$seconds" --no-corpus \
  --strategy subview-tag,cover-window,secure-layer --traces 10000000
soak "every strategy, --max-length 20000" run --jobs 2 --time-budget "$seconds" --no-corpus --max-length 20000
exit $flat
