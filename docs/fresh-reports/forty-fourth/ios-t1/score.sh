#!/bin/sh
# The forty-fourth set's (iOS half) score, translator 1's translations, run by the lead:
#   sh /work/fresh-s40/forty-fourth/ios-t1/score.sh /work/bin-s40-base/lifecycle-fuzz before
#   sh /work/fresh-s40/forty-fourth/ios-t1/score.sh /work/bin-s40-final/lifecycle-fuzz after
# (from anywhere; OUTDIR relative to this folder unless absolute). Every translation of replays.txt (scripts under
# ios/) is replayed inline (replay --events), in order; the output goes to OUTDIR/score-output.txt (also printed).
# Nothing else is run; every row has a translation (none is listed as not expressible).
# Adapted from the forty-third's score.sh (same field splitting: id | kind | platform | target | profile | expect |
# events; a target may hold brackets and commas (a detect[...] member), the events commas and spaces, never '|';
# the last field takes the rest of the line). The target is never passed through an unquoted echo (brackets would
# glob).
here=$(cd "$(dirname "$0")" && pwd)
bin=${1:?usage: score.sh path/to/lifecycle-fuzz OUTDIR}
outdir=${2:?usage: score.sh path/to/lifecycle-fuzz OUTDIR}
case "$outdir" in /*) ;; *) outdir="$here/$outdir" ;; esac
mkdir -p "$outdir"
out="$outdir/score-output.txt"
{
  echo "# forty-fourth fresh set (iOS half, translator 1), scored $(date -u '+%Y-%m-%d %H:%M UTC') with $bin"
  "$bin" --version
  grep -v '^#' "$here/replays.txt" | grep -v '^ *$' | while IFS='|' read -r id kind platform target profile expect events; do
    id=$(echo $id); kind=$(echo $kind); platform=$(echo $platform); target=$(echo "$target" | sed 's/^ *//; s/ *$//')
    profile=$(echo $profile); expect=$(echo $expect); events=$(echo "$events" | sed 's/^ *//; s/ *$//')
    if [ "$kind" = logic ]; then
      res=$("$bin" replay --platform "$platform" --app-logic "$here/$target" --profile "$profile" --expect "$expect" --events "$events" 2>&1)
    else
      res=$("$bin" replay --platform "$platform" --strategy "$target" --profile "$profile" --expect "$expect" --events "$events" 2>&1)
    fi
    rc=$?
    printf '%s %s %s on %s (expect %s), exit %s:\n%s\n\n' "$id" "$kind" "$target" "$profile" "$expect" "$rc" "$res" | sed '2,$s/^/  /'
  done
  echo "# not translated: none (every row of ../ios/ios.md has a translation; NOTES.md marks F44-I05, F44-I07 and F44-I08 as guesses of mechanism)"
} 2>&1 | tee "$out"
