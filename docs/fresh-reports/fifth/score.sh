#!/bin/sh
# This set's score: scripts/fresh-reports-score.sh with this folder and its reference table.
# usage: docs/fresh-reports/fifth/score.sh [path/to/lifecycle-fuzz] [reference.tsv]
#   (defaults: .build/debug/lifecycle-fuzz, scores-final.tsv)
here=$(cd "$(dirname "$0")" && pwd)
exec "$here/../../../scripts/fresh-reports-score.sh" "$here" "${2:-$here/scores-final.tsv}" "${1:-.build/debug/lifecycle-fuzz}"
