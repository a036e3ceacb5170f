#!/bin/sh
# The forty-first set's Android half, the RECONCILED translation (third reader, one translation per report), run by
# the lead (this helper ran nothing):
#   sh /work/fresh-s37/forty-first/reconciled/score-android.sh /work/bin-s37-base/lifecycle-fuzz before-android
#   sh /work/fresh-s37/forty-first/reconciled/score-android.sh /work/bin-s37-final/lifecycle-fuzz after-android
# (from anywhere; OUTDIR relative to this folder unless absolute). Every translation of replays-android.txt
# (scripts under android/; kind strategy: a family member by name, F41-A07b and F41-A07bc) is replayed inline
# (replay --events), in order; the output goes to OUTDIR/score-output.txt (also printed). Nothing else is run; the
# rows with no translation are listed at the end. Adapted from ../android-t2/score.sh (same field splitting: fields
# split on '|' only, each trimmed of the spaces around it; the strategy names (brackets, commas) and events passed
# quoted, never globbed; the binary's stdin closed).
here=$(cd "$(dirname "$0")" && pwd)
bin=${1:?usage: score-android.sh path/to/lifecycle-fuzz OUTDIR}
outdir=${2:?usage: score-android.sh path/to/lifecycle-fuzz OUTDIR}
case "$outdir" in /*) ;; *) outdir="$here/$outdir" ;; esac
mkdir -p "$outdir"
out="$outdir/score-output.txt"
trim() { printf '%s' "$1" | sed 's/^[[:space:]]*//; s/[[:space:]]*$//'; }
{
  echo "# forty-first fresh set (Android half, reconciled translation), scored $(date -u '+%Y-%m-%d %H:%M UTC') with $bin"
  "$bin" --version
  grep -v '^#' "$here/replays-android.txt" | grep -v '^[[:space:]]*$' | while IFS='|' read -r id kind platform target profile expect events; do
    id=$(trim "$id"); kind=$(trim "$kind"); platform=$(trim "$platform"); target=$(trim "$target")
    profile=$(trim "$profile"); expect=$(trim "$expect"); events=$(trim "$events")
    if [ "$kind" = logic ]; then
      res=$("$bin" replay --platform "$platform" --app-logic "$here/$target" --profile "$profile" --expect "$expect" --events "$events" 2>&1 </dev/null)
    else
      res=$("$bin" replay --platform "$platform" --strategy "$target" --profile "$profile" --expect "$expect" --events "$events" 2>&1 </dev/null)
    fi
    rc=$?
    printf '%s %s %s on %s (expect %s), exit %s:\n%s\n\n' "$id" "$kind" "$target" "$profile" "$expect" "$rc" "$res" | sed '2,$s/^/  /'
  done
  echo "# not translated (both translators, RECONCILE-android.md): F41-A02 PhilippC/keepass2android#1501 (the system reports the device's own display as not secure until a reboot, and the app refuses to show its data: no word for a display's secure state nor a condition reading it; expected blank-window), F41-A08 GrapheneOS/os-issue-tracker#3238 (the predictive back gesture previews and lets the user touch the activity under the PIN activity: no predictive-back gesture word; expected lock-bypass)."
  echo "# partly expressible (RECONCILE-android.md): F41-A01 (the passcode activity's NEW_TASK|CLEAR_TASK start and the Recents relaunch's FLAG_ACTIVITY_LAUNCHED_FROM_HISTORY left out), F41-A04 (the Lenovo switcher that shows a FLAG_SECURE card: no OEM profile, stock API 22), F41-A05 (the card after a share: mechanism unknown, the share as one full-screen activity), F41-A06 (Android 16 absent: API 35 only), F41-A07b (the library's display-added detection: the API 35 recording callback instead), F41-A09 (the credential screen guessed from the row; forceStop stands for the unstated re-lock before 'launch the app again'), F41-A11 (Android 16 absent: API 35)."
} 2>&1 | tee "$out"
