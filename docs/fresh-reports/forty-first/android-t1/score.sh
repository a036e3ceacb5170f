#!/bin/sh
# The forty-first set's (Android half) score, translator 1's translations, run by the lead:
#   sh /work/fresh-s37/forty-first/android-t1/score.sh /work/bin-s37-base/lifecycle-fuzz before
#   sh /work/fresh-s37/forty-first/android-t1/score.sh /work/bin-s37-final/lifecycle-fuzz after
# (from anywhere; OUTDIR relative to this folder unless absolute). Every translation of replays.txt (scripts under
# android/) is replayed inline (replay --events), in order; the output goes to OUTDIR/score-output.txt (also printed).
# Nothing else is run; the rows with no translation (not expressible) are listed at the end.
# Adapted from the fortieth's android-t1 score.sh (same field splitting: id | kind | platform | target | profile | expect | events).
here=$(cd "$(dirname "$0")" && pwd)
bin=${1:?usage: score.sh path/to/lifecycle-fuzz OUTDIR}
outdir=${2:?usage: score.sh path/to/lifecycle-fuzz OUTDIR}
case "$outdir" in /*) ;; *) outdir="$here/$outdir" ;; esac
mkdir -p "$outdir"
out="$outdir/score-output.txt"
{
  echo "# forty-first fresh set (Android half, translator 1), scored $(date -u '+%Y-%m-%d %H:%M UTC') with $bin"
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
  echo "# not translated (not expressible, see NOTES.md): F41-A02 PhilippC/keepass2android#1501 (the device's own display reported not secure, and the app's own refusal to show data on it: no word for Display.FLAG_SECURE / the built-in display's secure state, nor for an app that checks it; blank-window judges the system drawing the app's content black, not the app withholding it); F41-A08 GrapheneOS/os-issue-tracker#3238 (predictive back: no word for the back gesture's preview of the activity below a lock activity, nor for a touch on it during the gesture; back is one instant)"
} 2>&1 | tee "$out"
