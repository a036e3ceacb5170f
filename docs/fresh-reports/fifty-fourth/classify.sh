#!/bin/bash
# classify.sh BIN OUTDIR [SETDIR] (or BIN=... OUT=... SETDIR=... bash classify.sh): rewrite every line (main lines and controls) of the fifty-second set's reconciled
# replays files as a trace ('lifecycle-fuzz trace 2') and run BIN explain on it.
#   OUTDIR/reci/ID.{trace,out}  from SETDIR/reconciled/replays-ios.txt
#   OUTDIR/reca/ID.{trace,out}  from SETDIR/reconciled/replays-android.txt
#   OUTDIR/summary.txt          one line per trace: id, explain exit code, the verdict line
# A script line (kind logic) carries the script as app-logic: lines (comments and blank lines dropped) under
# 'strategy: app-logic#00000000'; the real fingerprint is taken from the first explain's error message and the trace
# rewritten and explained again. A strategy line (a built-in or a family member) is 'strategy: NAME'.
# SETDIR defaults to /work/fresh-s48/fifty-second (copied from the fiftieth set: only the default SETDIR and the set name changed). Reads nothing else, writes only under OUTDIR.
BIN=${1:-${BIN:?usage: classify.sh BIN OUTDIR [SETDIR] (or BIN=... OUT=... SETDIR=...)}}
OUT=${2:-${OUT:?usage: classify.sh BIN OUTDIR [SETDIR]}}
SET=${3:-${SETDIR:-/work/fresh-s49/fifty-fourth}}
case "$OUT" in /*) ;; *) OUT="$PWD/$OUT" ;; esac
trim() { printf '%s' "$1" | sed 's/^[[:space:]]*//; s/[[:space:]]*$//'; }
# trace PLATFORM STRATEGY-OR-LOGIC-FILE KIND PROFILE EXPECT EVENTS
trace() {
  echo "lifecycle-fuzz trace 2"; echo "platform: $1"
  if [ "$3" = logic ]; then
    echo "strategy: app-logic#00000000"
    grep -v '^[[:space:]]*#' "$2" | grep -v '^[[:space:]]*$' | sed 's/^/app-logic: /'
  else
    echo "strategy: $2"
  fi
  echo "profile: $4"; echo "expect: $5"; printf '%s\n' "$6" | sed 's/ · /\n/g'
}
"$BIN" --version > "$OUT.version" 2>&1 || true
mkdir -p "$OUT"; mv "$OUT.version" "$OUT/version.txt"
: > "$OUT/summary.txt"
for half in ios android; do
  sub=$([ $half = ios ] && echo reci || echo reca); mkdir -p "$OUT/$sub"
  dir="$SET/reconciled"
  grep -v '^#' "$dir/replays-$half.txt" | grep -v '^[[:space:]]*$' | while IFS='|' read -r id kind platform target profile expect events; do
    id=$(trim "$id"); kind=$(trim "$kind"); platform=$(trim "$platform"); target=$(trim "$target")
    profile=$(trim "$profile"); expect=$(trim "$expect"); events=$(trim "$events")
    t="$OUT/$sub/$id.trace"; o="$OUT/$sub/$id.out"
    if [ "$kind" = logic ]; then src="$dir/$target"; else src="$target"; fi
    trace "$platform" "$src" "$kind" "$profile" "$expect" "$events" > "$t"
    "$BIN" explain "$t" > "$o" 2>&1; rc=$?
    if [ "$kind" = logic ]; then
      fp=$(grep -o 'fingerprint [0-9a-f]\{8\}' "$o" | head -1 | cut -d' ' -f2)
      if [ -n "$fp" ]; then sed -i "s/app-logic#00000000/app-logic#$fp/" "$t"; "$BIN" explain "$t" > "$o" 2>&1; rc=$?; fi
    fi
    printf '%s/%s rc=%s %s\n' "$sub" "$id" "$rc" "$(grep -m1 -E '^(outcome|run ended|error)' "$o" | cut -c1-200)" >> "$OUT/summary.txt"
  done
done
cat "$OUT/summary.txt"
