#!/bin/sh
# The forty-fourth set's iOS half, translator 2: the score, run by the lead (this helper ran nothing):
#   sh score.sh /work/bin-s40-base/lifecycle-fuzz ios-t2      (the base binary; then the final one into another OUTDIR)
# (from anywhere; OUTDIR relative to this folder unless absolute). Every translation of replays.txt (scripts under
# ios/; kind strategy: a built-in strategy or a family member by name) is replayed inline (replay --events), in order;
# the output goes to OUTDIR/score-output.txt (also printed). Nothing else is run; what no line says is listed at the end.
# Adapted from the fortieth set's ios-t2/score.sh (the format this helper was allowed to read).
# Fields are split on '|' only (no strategy name, script path, profile or event contains one); each is trimmed of the
# spaces around it, and the strategy names (brackets, commas, '='), profiles (dots, +flag=value) and events (the
# middle dot, parentheses) are passed quoted, never globbed. Field splitting checked with /bin/echo as the "binary" on
# a scratch copy (see NOTES.md).
here=$(cd "$(dirname "$0")" && pwd)
bin=${1:?usage: score.sh path/to/lifecycle-fuzz OUTDIR}
outdir=${2:?usage: score.sh path/to/lifecycle-fuzz OUTDIR}
case "$outdir" in /*) ;; *) outdir="$here/$outdir" ;; esac
mkdir -p "$outdir"
out="$outdir/score-output.txt"
trim() { printf '%s' "$1" | sed 's/^[[:space:]]*//; s/[[:space:]]*$//'; }
{
  echo "# forty-fourth fresh set (iOS half, translator 2), scored $(date -u '+%Y-%m-%d %H:%M UTC') with $bin"
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
  echo "# every report has a line (none is left out as not expressible). Partly expressible (NOTES.md): F44-I05 (the reporter's case only: the commenter's inverted On/Off and MissingPluginException have no word), F44-I07 (no cause is named: the module's on-demand read written as a family member's initial read at an app call), F44-I02 (lastInteraction's in-app navigation touches left out), F44-I04 (control: neighbouring logic, not the merged 1 s debounce), F44-I06 (the app's reaction, alert, chosen)"
} 2>&1 | tee "$out"
