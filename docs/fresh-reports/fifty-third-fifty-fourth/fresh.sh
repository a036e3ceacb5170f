#!/bin/bash
# fresh.sh OWNER/REPO NUMBER-OR-COMMIT : checks the forms repo#N, repo/issues/N, repo/pull/N, repo/commit/N,
# "repo PR N", "repo issue N", "repo@N" and the bare URL in /work/main and /work/shared/cases (grep -rF, .build skipped);
# then lists every "<repo-name>[#/ ]..." citation of the repository so a looser form is seen by eye.
r=$1; n=$2; name=${r#*/}
hits=""
forms=("$r#$n" "$r/issues/$n" "$r/pull/$n" "$r/commit/$n" "$r@$n" "$r PR $n" "$r issue $n")
case "$name" in ios|android|app|mobile|iOS|Android) ;; *) forms+=("$name#$n" "$name PR $n" "$name PR #$n" "$name issue $n" "$name issue #$n" "$name/pull/$n" "$name/issues/$n");; esac
for k in "${forms[@]}"; do # "$r/issues/$n" "$r/pull/$n" "$r/commit/$n" "$r@$n" "$r PR $n" "$r issue $n" "$name#$n" "$name PR $n" "$name PR #$n" "$name issue $n" "$name issue #$n" "$name/pull/$n" "$name/issues/$n"; do
  h=$(grep -rlF --exclude-dir=.build -- "$k" /work/main /work/shared/cases 2>/dev/null | head -2 | tr '\n' ' ')
  [ -n "$h" ] && hits="$hits [$k -> $h]"
done
if [ -z "$hits" ]; then echo "FRESH  $r $n"; else echo "STALE  $r $n $hits"; fi
echo "   other cites of $name: $(grep -rhoF --exclude-dir=.build -- "$name" /work/main /work/shared/cases 2>/dev/null | wc -l) mentions; numbers: $(grep -rhoE --exclude-dir=.build -- "$name[#/ a-z]{0,9}[0-9]+" /work/main /work/shared/cases 2>/dev/null | grep -oE '[0-9]+$' | sort -u | tr '\n' ' ' | cut -c1-200)"
