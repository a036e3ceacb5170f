#!/bin/bash
# q.sh "OWNER/REPO N" ... : check.sh, print one word per candidate
cd /work/fresh-s49
for p in "$@"; do bash check.sh "$p" 2>&1 | grep -E '^(FRESH|STALE)' | awk '{print $1, $2, $3}'; done
