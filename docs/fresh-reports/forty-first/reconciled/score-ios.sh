#!/bin/sh
# The forty-first set's iOS half, the RECONCILED translation (third reader, one translation per report), run by the
# lead (this helper ran nothing):
#   sh /work/fresh-s37/forty-first/reconciled/score-ios.sh /work/bin-s37-base/lifecycle-fuzz before-ios
#   sh /work/fresh-s37/forty-first/reconciled/score-ios.sh /work/bin-s37-final/lifecycle-fuzz after-ios
# (from anywhere; OUTDIR relative to this folder unless absolute). Every translation of replays-ios.txt (scripts
# under ios/) is replayed inline (replay --events), in order; the output goes to OUTDIR/score-output.txt (also
# printed). Nothing else is run; the reports with no translation are listed at the end. Adapted from
# ../ios-t2/score.sh (same field splitting: fields split on '|' only, each trimmed of the spaces around it; targets,
# profiles and events passed quoted, never globbed; the binary's stdin closed). Field splitting checked with
# /bin/echo and an argument-printing stub as the "binary" on a scratch copy (RECONCILE-ios.md).
here=$(cd "$(dirname "$0")" && pwd)
bin=${1:?usage: score-ios.sh path/to/lifecycle-fuzz OUTDIR}
outdir=${2:?usage: score-ios.sh path/to/lifecycle-fuzz OUTDIR}
case "$outdir" in /*) ;; *) outdir="$here/$outdir" ;; esac
mkdir -p "$outdir"
out="$outdir/score-output.txt"
trim() { printf '%s' "$1" | sed 's/^[[:space:]]*//; s/[[:space:]]*$//'; }
{
  echo "# forty-first fresh set (iOS half, reconciled translation), scored $(date -u '+%Y-%m-%d %H:%M UTC') with $bin"
  "$bin" --version
  grep -v '^#' "$here/replays-ios.txt" | grep -v '^[[:space:]]*$' | while IFS='|' read -r id kind platform target profile expect events; do
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
  echo "# not translated (both translators, RECONCILE-ios.md): F41-I01 microsoftconnect/ms-intune-app-sdk-ios#465 (the SDK's background blur sometimes drawn half black, half 'scrambled': no word for a cover that renders malformed, intermittently; the report claims no content, verdict '(no name)'), F41-I03 JayantBadlani/ScreenShield#33 (a video in Picture in Picture captured by screenshots and recordings: the iOS model has no picture-in-picture event or system PiP window; expected capture-leak)."
  echo "# partly expressible (RECONCILE-ios.md): F41-I02 (the app's 'no blur' wish written as a disable call, appCall(noBlur), that the report's app never made: the SDK gives it no switch; the remote change of 12 Sept written as the SDK's 21.8.0 timing), F41-I04 (the Dart lock route written as a native full-screen presentation; Flutter version not given: 3.29, app-delegate host), F41-I05 (mechanism guessed: a return within the lock timeout hides a lock never passed; 30 s timeout not given), F41-I06 (the sample app's root screen and a centre tap stand for the table view and a row's didSelect; the control's appCall(unprotect) is no ScreenShield call named in the report)."
} 2>&1 | tee "$out"
