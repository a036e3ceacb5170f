#!/bin/sh
# The forty-second set's Android half, reconciled (third reader): the score, run by the lead (this helper ran nothing):
#   sh /work/fresh-s38/forty-second/reconciled/score-android.sh /work/bin-s38-base/lifecycle-fuzz before-android
# (from anywhere; OUTDIR relative to this folder unless absolute). Every translation of replays-android.txt (scripts under
# android/; kind strategy: an android-lock family member by name) is replayed inline (replay --events), in order; the
# output goes to OUTDIR/score-output.txt (also printed). Nothing else is run; the rows with no translation are listed
# at the end. Fields are split on '|' only (no strategy name, script path or event contains one); each is trimmed of
# the spaces around it, and the strategy names (brackets, commas) and events are passed quoted, never globbed.
here=$(cd "$(dirname "$0")" && pwd)
bin=${1:?usage: score.sh path/to/lifecycle-fuzz OUTDIR}
outdir=${2:?usage: score.sh path/to/lifecycle-fuzz OUTDIR}
case "$outdir" in /*) ;; *) outdir="$here/$outdir" ;; esac
mkdir -p "$outdir"
out="$outdir/score-output.txt"
trim() { printf '%s' "$1" | sed 's/^[[:space:]]*//; s/[[:space:]]*$//'; }
{
  echo "# forty-second fresh set (Android half, reconciled), scored $(date -u '+%Y-%m-%d %H:%M UTC') with $bin"
  "$bin" --version
  grep -v '^#' "$here/replays-android.txt" | grep -v '^[[:space:]]*$' | while IFS='|' read -r id kind platform target profile expect events; do
    id=$(trim "$id"); kind=$(trim "$kind"); platform=$(trim "$platform"); target=$(trim "$target")
    profile=$(trim "$profile"); expect=$(trim "$expect"); events=$(trim "$events")
    if [ "$kind" = logic ]; then
      res=$("$bin" replay --platform "$platform" --app-logic "$here/$target" --profile "$profile" --expect "$expect" --events "$events" 2>&1)
    else
      res=$("$bin" replay --platform "$platform" --strategy "$target" --profile "$profile" --expect "$expect" --events "$events" 2>&1)
    fi
    rc=$?
    printf '%s %s %s on %s (expect %s), exit %s:\n%s\n\n' "$id" "$kind" "$target" "$profile" "$expect" "$rc" "$res" | sed '2,$s/^/  /'
  done
  echo "# not translated (both translators: not expressible): F42-A01 bpellin/keepassdroid#295, F42-A02 GrapheneOS/os-issue-tracker#5850, F42-A04 PhilippC/keepass2android#422, F42-A08 keybase/client#12385 (a FLAG_SECURE window drawn black on a Chrome OS external monitor / an Android 16 wired external display: no external-display profile or event, no API 36 profile for A02; expected blank-window each). No mechanism named: F42-A07 (translated as the report states the app and the user steps, nothing guessed; see RECONCILE-android.md). Partly expressible: F42-A05 (the late non-wakeup alarm said as a grace on a clock that stops in deep sleep)"
} 2>&1 | tee "$out"
