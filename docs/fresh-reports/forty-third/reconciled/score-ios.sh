#!/bin/sh
# The forty-third set's iOS half, reconciled translation (adapted from ../ios-t2/score.sh): the score, run by the lead
# (the reconciler ran nothing):
#   sh score-ios.sh /work/bin-s39-base/lifecycle-fuzz before      (the final binary: another OUTDIR, e.g. after)
# (from anywhere; OUTDIR relative to this folder unless absolute). Every translation of replays-ios.txt (scripts under
# ios/) is replayed inline (replay --events), in order; the output goes to OUTDIR/score-ios-output.txt (also printed;
# named apart from the Android half's output should it share OUTDIR). Nothing else is run; the report with no
# translation is listed at the end. Fields are split on '|' only (no script path, profile or event contains one); each
# is trimmed of the spaces around it and passed quoted, never globbed. Field splitting checked with /bin/echo as the
# "binary" on a scratch copy (RECONCILE-ios.md).
here=$(cd "$(dirname "$0")" && pwd)
bin=${1:?usage: score-ios.sh path/to/lifecycle-fuzz OUTDIR}
outdir=${2:?usage: score-ios.sh path/to/lifecycle-fuzz OUTDIR}
case "$outdir" in /*) ;; *) outdir="$here/$outdir" ;; esac
mkdir -p "$outdir"
out="$outdir/score-ios-output.txt"
trim() { printf '%s' "$1" | sed 's/^[[:space:]]*//; s/[[:space:]]*$//'; }
{
  echo "# forty-third fresh set (iOS half, reconciled translation), scored $(date -u '+%Y-%m-%d %H:%M UTC') with $bin"
  "$bin" --version
  grep -v '^#' "$here/replays-ios.txt" | grep -v '^[[:space:]]*$' | while IFS='|' read -r id kind platform target profile expect events; do
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
  echo "# not translated (not expressible by both translators; RECONCILE-ios.md): F43-I04 raivo-otp/ios-application#135 (the first-run setup PIN's keyboard present but not drawn, typing works, iOS 15.5, no system prompt before it and no cause named: no rule of the model leaves a focused field's keyboard undrawn without the Touch ID prompt of iOS 10.0-10.2, and a setup PIN entry is no lock promise). Partly expressible: F43-I01 (Touch ID written as the model's own-prompt Cancel, dismissSystemAlert; asked at did-become-active, not from the passcode screen's viewDidLoad), F43-I02 (the PIN's creation and confirmation written as one app call), F43-I03 (the rearm rule chosen: the report names none; its AutoFill half not translated)"
} 2>&1 | tee "$out"
