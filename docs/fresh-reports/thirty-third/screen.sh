#!/bin/bash
# usage: screen.sh STRING...   (each: git grep -il over every branch of /work/main, less this set's folder; grep -rIil over cases and seeds)
cd /work/main; refs=$(git for-each-ref --format='%(refname)' refs/heads)
for s in "$@"; do a=$(git grep -il -F -e "$s" $refs 2>/dev/null | grep -v "docs/fresh-reports/thirty-third/" | head -2 | tr '\n' ' '); b=$(grep -rIil -F -- "$s" /work/shared/cases/ /work/shared/seeds/ | head -2 | tr '\n' ' '); echo "[$s] git:${a:-0} cases:${b:-0}"; done
