#!/bin/sh
# usage: screen.sh STRING...  -- for each string: files in /work/main (worktree, less .git), on any branch of
# /work/main (git grep), and in /work/shared/cases/ that name it (case-insensitive, fixed string). 0 = fresh.
refs=$(git -C /work/main for-each-ref --format='%(refname)' refs/heads)
for s in "$@"; do
  a=$(grep -rIliF --exclude-dir=.git --exclude-dir=.build -- "$s" /work/main 2>/dev/null | head -3 | tr '\n' ' ')
  b=$(git -C /work/main grep -il -F -e "$s" $refs 2>/dev/null | head -2 | tr '\n' ' ')
  c=$(grep -rIliF -- "$s" /work/shared/cases/ 2>/dev/null | head -2 | tr '\n' ' ')
  if [ -z "$a$b$c" ]; then echo "FRESH  $s"; else echo "NAMED  $s :: ${a}${b}${c}" | cut -c1-260; fi
done
