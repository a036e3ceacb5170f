#!/bin/sh
# This set's score: scripts/fresh-reports-score.sh with this folder and its reference table.
# usage: docs/fresh-reports/after/score.sh [path/to/lifecycle-fuzz] [reference.tsv]
#   (defaults: .build/debug/lifecycle-fuzz, scores-b89cc39.tsv)
here=$(cd "$(dirname "$0")" && pwd)
exec "$here/../../../scripts/fresh-reports-score.sh" "$here" "${2:-$here/scores-b89cc39.tsv}" "${1:-.build/debug/lifecycle-fuzz}"
