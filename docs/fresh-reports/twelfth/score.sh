#!/bin/sh
# This set's score: scripts/fresh-reports-score.sh with one of its two folders and that folder's
# reference table.
# usage: docs/fresh-reports/ninth/score.sh before|after [path/to/lifecycle-fuzz] [reference.tsv]
#   (defaults: .build/debug/lifecycle-fuzz, <folder>/scores.tsv)
here=$(cd "$(dirname "$0")" && pwd)
part=${1:?usage: score.sh before|after [binary] [reference.tsv]}
ref=${3:-$here/$part/scores.tsv}
[ -f "$ref" ] || { printf '# trace\tverdict\tscore\treport counted\n' > "$ref"; }
exec "$here/../../../scripts/fresh-reports-score.sh" "$here/$part" "$ref" "${2:-.build/debug/lifecycle-fuzz}"
