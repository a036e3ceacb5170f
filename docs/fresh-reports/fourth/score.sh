#!/bin/sh
# Replays every fourth-set trace with a given lifecycle-fuzz binary and prints, per trace, the
# report's verdict (the trace's expect: line), the verdict the binary gives, whether they agree,
# and the verdict and score recorded in a reference table (scores-final.tsv by default);
# "CHANGED" marks a trace whose verdict differs from the reference's (or that the reference does
# not list). Reports without a trace of their own are listed in ios.md and android.md; the
# NOT-EXPRESSIBLE ones have approximation traces, replayed like the others (their comments say so).
# A verdict that agrees is not a score: the score column says whether the cause was the report's.
# usage: docs/fresh-reports/fourth/score.sh [path/to/lifecycle-fuzz] [reference.tsv]
#   (defaults: .build/debug/lifecycle-fuzz, scores-final.tsv)
set -u
here=$(cd "$(dirname "$0")" && pwd)
bin=${1:-.build/debug/lifecycle-fuzz}
ref=${2:-$here/scores-final.tsv}
[ -x "$bin" ] || { echo "error: no executable binary at $bin" >&2; exit 2; }
echo "binary: $("$bin" --version 2>&1)"
printf '%-48s %-15s %-15s %-5s %-15s %s\n' trace expected model agree "reference" "reference score"
agree=0; total=0; changed=0
for f in "$here"/ios/*.trace "$here"/android/*.trace; do
  rel=${f#"$here"/}
  expected=$(sed -n 's/^expect: *//p' "$f" | head -1)
  line=$("$bin" replay "$f" 2>&1 | head -1)
  case $line in
    *"got "*) model=$(printf '%s\n' "$line" | sed -n 's/.*got \([A-Za-z-]*\).*/\1/p') ;;
    ok*) model=$(printf '%s\n' "$line" | sed -n 's/^ok *[^:]*: *\([A-Za-z-]*\).*/\1/p') ;;
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
echo "$agree of $total traces give the report's verdict (the control expects holds); $changed changed since the reference"
echo "tally by report (reference table, one row per report id):"
awk -F'\t' 'NR > 1 && $4 != "" { print $4 }' "$ref" | sort | uniq -c
