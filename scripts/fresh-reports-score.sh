#!/bin/sh
# Replays every trace of one fresh-report set (docs/fresh-reports/<set>/ios and android) with a
# given lifecycle-fuzz binary and prints, per trace, the report's verdict (the trace's expect:
# line), the verdict the binary gives, whether they agree, and the verdict and score recorded in
# a reference table; "CHANGED" marks a trace whose verdict differs from the reference's (or that
# the reference does not list). A verdict that agrees is not a score: the score column says
# whether the cause was the report's. Each set's score.sh calls this with its own reference.
# usage: scripts/fresh-reports-score.sh SET-FOLDER REFERENCE.tsv [path/to/lifecycle-fuzz]
set -u
[ $# -ge 2 ] || { echo "usage: scripts/fresh-reports-score.sh SET-FOLDER REFERENCE.tsv [BINARY]" >&2; exit 2; }
here=$(cd "$1" && pwd)
ref=$2
bin=${3:-.build/debug/lifecycle-fuzz}
[ -x "$bin" ] || { echo "error: no executable binary at $bin" >&2; exit 2; }
[ -f "$ref" ] || { echo "error: no reference table at $ref" >&2; exit 2; }
echo "binary: $("$bin" --version 2>&1)"
printf '%-48s %-15s %-15s %-5s %-15s %s\n' trace expected model agree "reference" "reference score"
agree=0; total=0; changed=0
for f in "$here"/ios/*.trace "$here"/android/*.trace; do
  [ -f "$f" ] || continue
  rel=${f#"$here"/}
  expected=$(sed -n 's/^expect: *//p' "$f" | head -1)
  line=$("$bin" replay "$f" 2>&1 | head -1)
  case $line in
    *"got "*) model=$(printf '%s\n' "$line" | sed -n 's/.*got \([A-Za-z-]*\).*/\1/p') ;;
    ok*) model=$(printf '%s\n' "$line" | sed -n 's/^ok *[^:]*: *\([A-Za-z-]*\).*/\1/p') ;;
    BROKEN*) model=$(printf '%s\n' "$line" | sed -n 's/^BROKEN *[^:]*: *\([A-Za-z-]*\).*/\1/p') ;;
    STALE*) model=stale ;;
    *) model=error ;;
  esac
  old=$(awk -F'\t' -v t="$rel" '$1 == t { print $2 }' "$ref")
  score=$(awk -F'\t' -v t="$rel" '$1 == t { print $3 }' "$ref")
  if [ "$model" = "$expected" ]; then ok=yes; agree=$((agree + 1)); else ok=no; fi
  mark=""; [ "$model" != "$old" ] && { mark=" CHANGED"; changed=$((changed + 1)); }
  total=$((total + 1))
  printf '%-48s %-15s %-15s %-5s %-15s %s%s\n' "${rel%.trace}" "$expected" "$model" "$ok" "$old" "$score" "$mark"
  case $model in stale|error) printf '    %s\n' "$line" ;; esac
done
echo "$agree of $total traces give the report's verdict (controls expect holds); $changed changed since the reference"
# Tables with a fourth column (one score per report id) also give the tally by report.
if awk -F'\t' 'NR > 1 && $4 != "" { found = 1 } END { exit !found }' "$ref"; then
  echo "tally by report (reference table, one row per report id):"
  awk -F'\t' 'NR > 1 && $4 != "" { print $4 }' "$ref" | sort | uniq -c
fi
