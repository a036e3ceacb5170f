#!/bin/sh
# This set's score: scripts/fresh-reports-score.sh with this folder and its reference table.
# usage: docs/fresh-reports/third/score.sh [path/to/lifecycle-fuzz] [reference.tsv]
#   (defaults: .build/debug/lifecycle-fuzz, scores-65e06d2.tsv)
here=$(cd "$(dirname "$0")" && pwd)
exec "$here/../../../scripts/fresh-reports-score.sh" "$here" "${2:-$here/scores-65e06d2.tsv}" "${1:-.build/debug/lifecycle-fuzz}"
