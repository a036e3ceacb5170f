#!/bin/sh
# This set's score (scripts/fresh-set-score.sh with this folder).
# usage: docs/fresh-reports/twenty-ninth/score.sh before|after [path/to/lifecycle-fuzz] [reference.tsv]
exec "$(dirname "$0")/../../../scripts/fresh-set-score.sh" "$(dirname "$0")" "$@"
