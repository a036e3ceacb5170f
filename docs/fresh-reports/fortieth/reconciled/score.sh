#!/bin/sh
# The fortieth fresh set's score, ONE reconciled translation of both halves (iOS and Android), run by the lead:
#   sh /work/fresh-s36/fortieth/reconciled/score.sh /work/bin-s36-base/lifecycle-fuzz before
#   sh /work/fresh-s36/fortieth/reconciled/score.sh /work/bin-s36-final/lifecycle-fuzz after
# (from anywhere; OUTDIR relative to this folder unless absolute). Every translation of replays.txt (scripts under
# ios/ and android/; kind strategy: a built-in strategy by name) is replayed inline (replay --events), in order; the
# output goes to OUTDIR/score-output.txt (also printed). Nothing else is run; the reports with no translation are
# listed at the end. Adapted from android-t2/score.sh (fields split on '|' only, each trimmed, every argument quoted,
# never globbed); the field splitting was checked with /bin/echo as the binary on a scratch copy in /tmp.
here=$(cd "$(dirname "$0")" && pwd)
bin=${1:?usage: score.sh path/to/lifecycle-fuzz OUTDIR}
outdir=${2:?usage: score.sh path/to/lifecycle-fuzz OUTDIR}
case "$outdir" in /*) ;; *) outdir="$here/$outdir" ;; esac
mkdir -p "$outdir"
out="$outdir/score-output.txt"
trim() { printf '%s' "$1" | sed 's/^[[:space:]]*//; s/[[:space:]]*$//'; }
{
  echo "# fortieth fresh set (reconciled translation, iOS + Android), scored $(date -u '+%Y-%m-%d %H:%M UTC') with $bin"
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
  echo "# not translated (not expressible, RECONCILE.md): F40-I03 firefox-ios#8895 (needless-cover: the iOS cover family and scripts have no noNeedlessCover; no pointer/status-bar event); F40-I05 blinksh/blink#570 (blank-window: no pre-scene external-display window, no root-swap lock word); F40-I07 LTHPasscodeViewController#81 (unlock-blocked: the lock view's landscape layout is the model's, docs/app-logic.md; no iPad below iOS 11); F40-A08 cryptomator/android#134 (blank-window on a ChromeOS external monitor: no such display). Partly: F40-I01 (the unlock's drop to home, no name), F40-A04 (the crash half)."
} 2>&1 | tee "$out"
