#!/bin/bash
# check.sh "OWNER/REPO N" ... : fresh.sh per pair plus the full URL forms, appended to fresh-check.txt
for p in "$@"; do
  set -- $p
  { echo "## $(date -u +%H:%M:%S) $1 $2"; bash "$(dirname "$0")/fresh.sh" "$1" "$2" | head -1
    for u in "github.com/$1/issues/$2" "github.com/$1/pull/$2"; do h=$(grep -rlF --exclude-dir=.build -- "$u" /work/main /work/shared/cases 2>/dev/null | head -1); [ -n "$h" ] && echo "   URL HIT $u -> $h"; done; } | tee -a fresh-check.txt | grep -v '^##'
done
