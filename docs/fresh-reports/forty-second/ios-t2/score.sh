#!/bin/sh
# The forty-second set's iOS half, translator 2: the score, run by the lead (this helper ran nothing):
#   sh score.sh /work/bin-s38-base/lifecycle-fuzz ios-t2      (the brief's command; the final binary: another OUTDIR)
# (from anywhere; OUTDIR relative to this folder unless absolute). Every translation of replays.txt (scripts under
# ios/; kind strategy: a family member by name) is replayed inline (replay --events), in order; the output goes to
# OUTDIR/score-output.txt (also printed). Nothing else is run; the reports with no translation are listed at the end.
# Fields are split on '|' only (no strategy name, script path, profile or event contains one); each is trimmed of the
# spaces around it, and the strategy names (brackets, commas), profiles (+flag=value) and events are passed quoted,
# never globbed. Field splitting checked with /bin/echo as the "binary" on a scratch copy (18:4x UTC).
here=$(cd "$(dirname "$0")" && pwd)
bin=${1:?usage: score.sh path/to/lifecycle-fuzz OUTDIR}
outdir=${2:?usage: score.sh path/to/lifecycle-fuzz OUTDIR}
case "$outdir" in /*) ;; *) outdir="$here/$outdir" ;; esac
mkdir -p "$outdir"
out="$outdir/score-output.txt"
trim() { printf '%s' "$1" | sed 's/^[[:space:]]*//; s/[[:space:]]*$//'; }
{
  echo "# forty-second fresh set (iOS half, translator 2), scored $(date -u '+%Y-%m-%d %H:%M UTC') with $bin"
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
  echo "# not translated (not expressible; the missing words in NOTES.md): F42-I04 (a keychain query of an item protected by user authentication raises the system prompt: no keychain word with access control, and no invariant for a prompt where the app promised none), F42-I05 (a cover over one view, the web-view container, leaving the rest of the window shown: addCover is full-window), F42-I08 (the user's Face ID permission denied at the system alert, and a lock option the user cannot turn on: no event and no invariant). Partly expressible: F42-I03 (a screen pushed under a native modal sheet: the nearest invariant is not the report's), F42-I06 (a cover in the root controller's view under a presented menu, written as a cover presented from the root), F42-I07 (the re-render written as a second request in the success handler)"
} 2>&1 | tee "$out"
