#!/bin/sh
# The thirty-eighth set's iOS rows as translated by the second translator (ios-t2), run by the lead:
#   sh /work/fresh-s35/thirty-eighth/ios-t2/score.sh /work/bin-s35-base/lifecycle-fuzz base
#   sh /work/fresh-s35/thirty-eighth/ios-t2/score.sh /path/to/final/lifecycle-fuzz final
# (from anywhere; OUTDIR relative to this folder unless absolute). Every translation of replays.txt (scripts under
# ios/) is replayed inline (replay --events), in order; the output goes to OUTDIR/score-output.txt (also printed).
# Nothing else is run; the parts with no translation (not expressible) are listed at the end.
here=$(cd "$(dirname "$0")" && pwd)
bin=${1:?usage: score.sh path/to/lifecycle-fuzz OUTDIR}
outdir=${2:?usage: score.sh path/to/lifecycle-fuzz OUTDIR}
case "$outdir" in /*) ;; *) outdir="$here/$outdir" ;; esac
mkdir -p "$outdir"
out="$outdir/score-output.txt"
{
  echo "# thirty-eighth fresh set, iOS, second translator, scored $(date -u '+%Y-%m-%d %H:%M UTC') with $bin"
  "$bin" --version
  grep -v '^#' "$here/replays.txt" | grep -v '^ *$' | while IFS='|' read -r id kind platform target profile expect events; do
    id=$(echo $id); kind=$(echo $kind); platform=$(echo $platform); target=$(echo "$target" | sed 's/^ *//; s/ *$//')
    profile=$(echo $profile); expect=$(echo $expect); events=$(echo "$events" | sed 's/^ *//; s/ *$//')
    if [ "$kind" = logic ]; then
      res=$("$bin" replay --platform "$platform" --app-logic "$here/$target" --profile "$profile" --expect "$expect" --events "$events" 2>&1)
    else
      res=$("$bin" replay --platform "$platform" --strategy "$target" --profile "$profile" --expect "$expect" --events "$events" 2>&1)
    fi
    printf '%s %s %s on %s (expect %s), exit %s:\n%s\n\n' "$id" "$kind" "$target" "$profile" "$expect" "$?" "$res" | sed '2,$s/^/  /'
  done
  echo "# not translated (no word, see NOTES.md): F38-I07's second half (the SwiftUI Menu popup in a screenshot: no word for a context menu / Menu popup); F38-I08 is translated with the nearest word only (systemAlert(faceID) for the system's password AutoFill)"
} 2>&1 | tee "$out"
