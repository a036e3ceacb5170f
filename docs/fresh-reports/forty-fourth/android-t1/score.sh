#!/bin/sh
# The forty-fourth set's (Android half) score, translator 1's translations, run by the lead:
#   sh /work/fresh-s40/forty-fourth/android-t1/score.sh /work/bin-s40-base/lifecycle-fuzz before
#   sh /work/fresh-s40/forty-fourth/android-t1/score.sh /work/bin-s40-final/lifecycle-fuzz after
# (from anywhere; OUTDIR relative to this folder unless absolute). Every translation of replays.txt (scripts under
# android/) is replayed inline (replay --events), in order; the output goes to OUTDIR/score-output.txt (also printed).
# Nothing else is run; the rows with no translation (not expressible) are listed at the end.
# Adapted from the forty-second's android-t1 score.sh (same field splitting: id | kind | platform | target | profile | expect | events).
here=$(cd "$(dirname "$0")" && pwd)
bin=${1:?usage: score.sh path/to/lifecycle-fuzz OUTDIR}
outdir=${2:?usage: score.sh path/to/lifecycle-fuzz OUTDIR}
case "$outdir" in /*) ;; *) outdir="$here/$outdir" ;; esac
mkdir -p "$outdir"
out="$outdir/score-output.txt"
{
  echo "# forty-fourth fresh set (Android half, translator 1), scored $(date -u '+%Y-%m-%d %H:%M UTC') with $bin"
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
  echo "# not translated (not expressible, see NOTES.md): F44-A05 sergeykomlach/AdvancedBiometricPromptCompat#316 (a library's own legacy-API face prompt dialog for a vendor face unlock, Huawei nova 9 SE, that an outside tap does not close: no word for an in-app biometric prompt that is not the system's, judged as a prompt rather than a cover, nor for its cancel-on-touch-outside, and no vendor profile); F44-A07 Instabug/Instabug-Android#469 (its crash: AbstractMethodError raised by the framework's ScreenCaptureCallback dispatch into an SDK callback that lacks onScreenCaptured(): no word for a registered callback whose method is missing, nor any throwing action; F44-A07c is the neighbouring working callback only); F44-A10 signalapp/Signal-Android#121 on its device (Samsung Galaxy S3, Android 4.1, API 16: no profile below API 21, no vendor's refusal message; F44-A10d is the nearest profile, API 21, only)"
} 2>&1 | tee "$out"
