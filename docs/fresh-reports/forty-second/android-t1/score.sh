#!/bin/sh
# The forty-second set's (Android half) score, translator 1's translations, run by the lead:
#   sh /work/fresh-s38/forty-second/android-t1/score.sh /work/bin-s38-base/lifecycle-fuzz before
#   sh /work/fresh-s38/forty-second/android-t1/score.sh /work/bin-s38-final/lifecycle-fuzz after
# (from anywhere; OUTDIR relative to this folder unless absolute). Every translation of replays.txt (scripts under
# android/) is replayed inline (replay --events), in order; the output goes to OUTDIR/score-output.txt (also printed).
# Nothing else is run; the rows with no translation (not expressible) are listed at the end.
# Adapted from the forty-first's android-t1 score.sh (same field splitting: id | kind | platform | target | profile | expect | events).
here=$(cd "$(dirname "$0")" && pwd)
bin=${1:?usage: score.sh path/to/lifecycle-fuzz OUTDIR}
outdir=${2:?usage: score.sh path/to/lifecycle-fuzz OUTDIR}
case "$outdir" in /*) ;; *) outdir="$here/$outdir" ;; esac
mkdir -p "$outdir"
out="$outdir/score-output.txt"
{
  echo "# forty-second fresh set (Android half, translator 1), scored $(date -u '+%Y-%m-%d %H:%M UTC') with $bin"
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
  echo "# not translated (not expressible, see NOTES.md): F42-A01 bpellin/keepassdroid#295, F42-A02 GrapheneOS/os-issue-tracker#5850, F42-A04 PhilippC/keepass2android#422, F42-A08 keybase/client#12385 (a FLAG_SECURE window on an external display the system treats as non-secure - Chrome OS's external monitor, Android 16's wired external display - drawn black to the user: no profile or event has a second, physical display, nor a move or drag of the app's window to it; blank-window's only Android path is the app's own virtual display (Flutter platform views, the vendor flag virtualDisplayContentBlackUnderSecureWindow), which is not these apps' content)"
} 2>&1 | tee "$out"
