#!/bin/sh
# The thirty-ninth set's iOS half, translator 2: the score, run by the lead (this helper ran nothing):
#   sh score.sh /work/bin-s35-final/lifecycle-fuzz after
# (from anywhere; OUTDIR relative to this folder unless absolute). Every translation of replays.txt (scripts under
# ios/; kind strategy: a family member by name) is replayed inline (replay --events), in order; the output goes to
# OUTDIR/score-output.txt (also printed). Nothing else is run; the rows with no translation are listed at the end.
# Fields are split on '|' only (no strategy name, script path or event contains one); each is trimmed of the
# spaces around it, and the strategy names (brackets, commas) and events are passed quoted, never globbed.
here=$(cd "$(dirname "$0")" && pwd)
bin=${1:?usage: score.sh path/to/lifecycle-fuzz OUTDIR}
outdir=${2:?usage: score.sh path/to/lifecycle-fuzz OUTDIR}
case "$outdir" in /*) ;; *) outdir="$here/$outdir" ;; esac
mkdir -p "$outdir"
out="$outdir/score-output.txt"
trim() { printf '%s' "$1" | sed 's/^[[:space:]]*//; s/[[:space:]]*$//'; }
{
  echo "# thirty-ninth fresh set (iOS half, translator 2), scored $(date -u '+%Y-%m-%d %H:%M UTC') with $bin"
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
  echo "# not translated: none (every report has a row). Partly expressible (the missing words in NOTES.md): F39-I01 (overlay as a presentation), F39-I04 (silent-lock: no askBySelf promise for a script), F39-I06 (the hidden field), F39-I07 (the accessibility crash left out), F39-I08 (the panel not singled out), F39-I10 (verdict name a judgement)"
} 2>&1 | tee "$out"
