#!/bin/sh
# This set's score: scripts/fresh-reports-score.sh with one of its two folders and that folder's
# reference table, then the count of reports whose thread names a mechanism (the table's fifth
# column, "named: ..." or "not named").
# usage: docs/fresh-reports/tenth/score.sh before|after [path/to/lifecycle-fuzz] [reference.tsv]
#   (defaults: .build/debug/lifecycle-fuzz, <folder>/scores.tsv)
here=$(cd "$(dirname "$0")" && pwd)
part=${1:?usage: score.sh before|after [binary] [reference.tsv]}
ref=${3:-$here/$part/scores.tsv}
[ -f "$ref" ] || { printf '# trace\tverdict\tscore\treport counted\tmechanism\n' > "$ref"; }
"$here/../../../scripts/fresh-reports-score.sh" "$here/$part" "$ref" "${2:-.build/debug/lifecycle-fuzz}"
status=$?
echo "of which the report names a mechanism (reference table, fifth column):"
awk -F'\t' 'NR > 1 && $4 != "" { n[$4]++; if ($5 ~ /^named/) m[$4]++; t++; if ($5 ~ /^named/) tm++ }
  END { for (k in n) printf "  %-16s %2d of %2d\n", k, m[k] + 0, n[k]; printf "  %-16s %2d of %2d\n", "all", tm + 0, t }' "$ref" | LC_ALL=C sort
exit $status
