#!/bin/sh
# The forty-fourth set's iOS half, the RECONCILED translation (third reader of ios-t1 and ios-t2): the score, run by
# the lead (this helper ran nothing):
#   sh /work/fresh-s40/forty-fourth/reconciled/score-ios.sh /work/bin-s40-base/lifecycle-fuzz before-ios
#   sh /work/fresh-s40/forty-fourth/reconciled/score-ios.sh /path/to/final/lifecycle-fuzz after-ios
# (from anywhere; OUTDIR relative to this folder unless absolute). Every translation of replays-ios.txt (scripts under
# ios/; kind strategy: a built-in strategy or a family member by name) is replayed inline (replay --events), in order;
# the output goes to OUTDIR/score-output.txt (also printed). Nothing else is run.
# Adapted from ../ios-t2/score.sh (itself the fortieth set's): only the file names and labels changed. Fields are split
# on '|' only (no strategy name, script path, profile or event contains one); each is trimmed of the spaces around it
# with printf (never an unquoted echo: detect[...] names would glob), and passed quoted. Field splitting checked with
# /bin/echo as the "binary" on a scratch copy (RECONCILE-ios.md).
here=$(cd "$(dirname "$0")" && pwd)
bin=${1:?usage: score-ios.sh path/to/lifecycle-fuzz OUTDIR}
outdir=${2:?usage: score-ios.sh path/to/lifecycle-fuzz OUTDIR}
case "$outdir" in /*) ;; *) outdir="$here/$outdir" ;; esac
mkdir -p "$outdir"
out="$outdir/score-output.txt"
trim() { printf '%s' "$1" | sed 's/^[[:space:]]*//; s/[[:space:]]*$//'; }
{
  echo "# forty-fourth fresh set (iOS half, reconciled translation), scored $(date -u '+%Y-%m-%d %H:%M UTC') with $bin"
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
  echo "# every report has a line (none left out as not expressible). Partly expressible (RECONCILE-ios.md): F44-I05 (the reporter's case, the plugin version of the report's date; the 2024 commenter's inverted On/Off and MissingPluginException have no word), F44-I07 (no cause named: the module's on-demand read written as the detect family's initial read at an app call), F44-I08 (thin: which capture not said; a screenshot taken)"
} 2>&1 | tee "$out"
