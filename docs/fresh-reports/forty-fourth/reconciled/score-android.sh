#!/bin/sh
# The forty-fourth set's Android half, the RECONCILED translation (third reader of android-t1 and android-t2): the
# score, run by the lead (this helper ran nothing):
#   sh /work/fresh-s40/forty-fourth/reconciled/score-android.sh /work/bin-s40-base/lifecycle-fuzz before-android
#   sh /work/fresh-s40/forty-fourth/reconciled/score-android.sh /path/to/final/lifecycle-fuzz after-android
# (from anywhere; OUTDIR relative to this folder unless absolute). Every translation of replays-android.txt (scripts
# under android/) is replayed inline (replay --events), in order; the output goes to OUTDIR/score-output.txt (also
# printed). Nothing else is run; the commented lines (nearest words of the reports not expressible) are not replayed.
# Adapted from ../android-t2/score.sh (itself the fortieth set's): only the file names and labels changed. Fields are
# split on '|' only (no script path, profile or event contains one); each is trimmed of the spaces around it with
# printf (never an unquoted echo), and passed quoted, so the profile with '+screenOffDeepSleeps=false' and the events
# reach the binary as single arguments. Field splitting checked with /bin/echo as the "binary" on a scratch copy
# (RECONCILE-android.md).
here=$(cd "$(dirname "$0")" && pwd)
bin=${1:?usage: score-android.sh path/to/lifecycle-fuzz OUTDIR}
outdir=${2:?usage: score-android.sh path/to/lifecycle-fuzz OUTDIR}
case "$outdir" in /*) ;; *) outdir="$here/$outdir" ;; esac
mkdir -p "$outdir"
out="$outdir/score-output.txt"
trim() { printf '%s' "$1" | sed 's/^[[:space:]]*//; s/[[:space:]]*$//'; }
{
  echo "# forty-fourth fresh set (Android half, reconciled translation), scored $(date -u '+%Y-%m-%d %H:%M UTC') with $bin"
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
  echo "# not translated (not expressible, RECONCILE-android.md): F44-A05 sergeykomlach/AdvancedBiometricPromptCompat#316 (a library's own legacy-API face prompt dialog for a vendor face unlock, Huawei nova 9 SE, that a tap on its empty area does not close: no word for a prompt drawn by the app's library, judged as a prompt and not as a cover, nor for the tap outside it; no vendor profile; expected stranded-cover), F44-A07 Instabug/Instabug-Android#469 (AbstractMethodError raised by the framework's ScreenCaptureCallback dispatch into an SDK callback that lacks onScreenCaptured(), API 34: no word for a callback the framework calls that throws; expected crash), F44-A10 signalapp/Signal-Android#121 (TextSecure's refused screenshot on a Samsung Galaxy S3, Android 4.1, API 16: no profile below API 21, no word for the vendor's 'storage may be in use' refusal; expected holds). Code-read, not guessed: F44-A04 (android-core's branch at the review and its fix 1042fe1f). Partly said: F44-A03 (ProcessLifecycleOwner as postDelayed(700) with no cancel; kDrive's display-state listener as a screen-off receiver), F44-A02c (isChangingConfigurations as onDestroy if not(isFinishing)), F44-A01c (USER_PRESENT and isKeyguardLocked in onStop left out)"
} 2>&1 | tee "$out"
