#!/bin/sh
# One fresh set's score: scripts/fresh-reports-score.sh with one of the set's two folders and that
# folder's reference table, then the count of reports whose thread names a mechanism (the table's
# fifth column, "named: ..." or "not named"). Each set's own score.sh calls this with its folder.
# usage: scripts/fresh-set-score.sh SET-FOLDER before|after [path/to/lifecycle-fuzz] [reference.tsv]
#   (defaults: .build/debug/lifecycle-fuzz, <folder>/<part>/scores.tsv)
here=$(cd "${1:?usage: fresh-set-score.sh SET-FOLDER before|after [binary] [reference.tsv]}" && pwd)
part=${2:?usage: score.sh before|after [binary] [reference.tsv]}
ref=${4:-$here/$part/scores.tsv}
[ -f "$ref" ] || { printf '# trace\tverdict\tscore\treport counted\tmechanism\n' > "$ref"; }
"$(dirname "$0")/fresh-reports-score.sh" "$here/$part" "$ref" "${3:-.build/debug/lifecycle-fuzz}"
status=$?
echo "of which the report names a mechanism (reference table, fifth column):"
awk -F'\t' 'NR > 1 && $4 != "" { n[$4]++; if ($5 ~ /^named/) m[$4]++; t++; if ($5 ~ /^named/) tm++ }
  END { for (k in n) printf "  %-16s %2d of %2d\n", k, m[k] + 0, n[k]; printf "  %-16s %2d of %2d\n", "all", tm + 0, t }' "$ref" | LC_ALL=C sort
exit $status
