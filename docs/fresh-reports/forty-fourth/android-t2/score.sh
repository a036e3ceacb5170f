#!/bin/sh
# The forty-fourth set's Android half, translator 2: the score, run by the lead (this helper ran nothing):
#   sh score.sh /work/bin-s40-base/lifecycle-fuzz android-t2
# (from anywhere; OUTDIR relative to this folder unless absolute). Every translation of replays.txt (scripts under
# android/; kind strategy: a family member by name, here F44-A09 and its control) is replayed inline (replay
# --events), in order; the output goes to OUTDIR/score-output.txt (also printed). Nothing else is run; the rows with
# no translation are listed at the end. Fields are split on '|' only (no strategy name, script path, profile or event
# contains one); each is trimmed of the spaces around it, and the strategy names (brackets, commas), the profile
# (F44-A03c's ends in +screenOffDeepSleeps=false) and the events are passed quoted, never globbed. Commented lines
# (the nearest words of F44-A05 and F44-A10) are not replayed.
here=$(cd "$(dirname "$0")" && pwd)
bin=${1:?usage: score.sh path/to/lifecycle-fuzz OUTDIR}
outdir=${2:?usage: score.sh path/to/lifecycle-fuzz OUTDIR}
case "$outdir" in /*) ;; *) outdir="$here/$outdir" ;; esac
mkdir -p "$outdir"
out="$outdir/score-output.txt"
trim() { printf '%s' "$1" | sed 's/^[[:space:]]*//; s/[[:space:]]*$//'; }
{
  echo "# forty-fourth fresh set (Android half, translator 2), scored $(date -u '+%Y-%m-%d %H:%M UTC') with $bin"
  "$bin" --version
  grep -v '^#' "$here/replays.txt" | grep -v '^[[:space:]]*$' | while IFS='|' read -r id kind platform target profile expect events; do
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
  echo "# not translated (NOTES.md): F44-A05 (AdvancedBiometricPromptCompat's own legacy face prompt on a Huawei nova 9 SE: no word for a prompt drawn by the app's library that a tap outside does not close, nor for a dialog that is neither cover nor lock; expected stranded-cover), F44-A07 (Instabug's ScreenCaptureCallback AbstractMethodError on API 34: no word for an exception thrown in the app's callback; expected crash), F44-A10 (TextSecure's refused screenshot on a Samsung Galaxy S3, Android 4.1: no API 16 profile (21 to 35), no word for the vendor's error message; expected holds). Guessed logic: F44-A04 (the report names no mechanism). Partly said (NOTES.md): F44-A03 (ProcessLifecycleOwner as a postDelayed(700) with no cancel), F44-A02c (isChangingConfigurations as onDestroy if not(isFinishing)), F44-A01 (USER_PRESENT, isKeyguardLocked left out)"
} 2>&1 | tee "$out"
