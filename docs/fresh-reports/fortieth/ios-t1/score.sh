#!/bin/sh
# The fortieth set's (iOS half) score, translator 1's translations, run by the lead:
#   sh /work/fresh-s36/fortieth/ios-t1/score.sh /work/bin-s36-base/lifecycle-fuzz before
#   sh /work/fresh-s36/fortieth/ios-t1/score.sh /work/bin-s36-final/lifecycle-fuzz after
# (from anywhere; OUTDIR relative to this folder unless absolute). Every translation of replays.txt (scripts under
# ios/) is replayed inline (replay --events), in order; the output goes to OUTDIR/score-output.txt (also printed).
# Nothing else is run; the rows with no translation (not expressible) are listed at the end.
# Adapted from the thirty-ninth's score.sh (same field splitting: id | kind | platform | target | profile | expect | events).
here=$(cd "$(dirname "$0")" && pwd)
bin=${1:?usage: score.sh path/to/lifecycle-fuzz OUTDIR}
outdir=${2:?usage: score.sh path/to/lifecycle-fuzz OUTDIR}
case "$outdir" in /*) ;; *) outdir="$here/$outdir" ;; esac
mkdir -p "$outdir"
out="$outdir/score-output.txt"
{
  echo "# fortieth fresh set (iOS half, translator 1), scored $(date -u '+%Y-%m-%d %H:%M UTC') with $bin"
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
  echo "# not translated (not expressible, see NOTES.md): F40-I03 firefox-ios#8895 (needless-cover: no script word and no iOS cover-family part for promisesNoNeedlessCover, and no event for a pointer hovering over the status bar); F40-I05 blink#570 (blank-window after a Touch ID unlock with an HDMI external display: no external display for an app-delegate app (externalDisplayScene is a scene app's), and the lock's windows not given)"
} 2>&1 | tee "$out"
