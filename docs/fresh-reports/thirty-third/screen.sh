#!/bin/bash
# usage: screen.sh STRING...   (each: git grep -il over every branch of /work/main, grep -rIil over cases)
cd /work/main; refs=$(git for-each-ref --format='%(refname)' refs/heads)
for s in "$@"; do a=$(git grep -il -F -e "$s" $refs 2>/dev/null | head -2 | tr '\n' ' '); b=$(grep -rIil -F -- "$s" /work/shared/cases/ | head -2 | tr '\n' ' '); echo "[$s] git:${a:-0} cases:${b:-0}"; done
