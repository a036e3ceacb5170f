#!/bin/sh
# The forty-first set's Android half, translator 2: the score, run by the lead (this helper ran nothing):
#   sh score.sh /work/bin-s37-base/lifecycle-fuzz android-t2
# (from anywhere; OUTDIR relative to this folder unless absolute: the line above writes
# ./android-t2/score-output.txt; give before/ or after/ to keep the two binaries' scores apart). Every translation of
# replays.txt (scripts under android/; kind strategy: a family member by name, F41-A07b and F41-A07bc) is replayed
# inline (replay --events), in order; the output goes to OUTDIR/score-output.txt (also printed). Nothing else is run;
# the rows with no translation are listed at the end. Fields are split on '|' only (no strategy name, script path or
# event contains one); each is trimmed of the spaces around it, and the strategy names (brackets, commas) and events
# are passed quoted, never globbed.
here=$(cd "$(dirname "$0")" && pwd)
bin=${1:?usage: score.sh path/to/lifecycle-fuzz OUTDIR}
outdir=${2:?usage: score.sh path/to/lifecycle-fuzz OUTDIR}
case "$outdir" in /*) ;; *) outdir="$here/$outdir" ;; esac
mkdir -p "$outdir"
out="$outdir/score-output.txt"
trim() { printf '%s' "$1" | sed 's/^[[:space:]]*//; s/[[:space:]]*$//'; }
{
  echo "# forty-first fresh set (Android half, translator 2), scored $(date -u '+%Y-%m-%d %H:%M UTC') with $bin"
  "$bin" --version
  grep -v '^#' "$here/replays.txt" | grep -v '^[[:space:]]*$' | while IFS='|' read -r id kind platform target profile expect events; do
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
  echo "# not translated: F41-A02 (Keepass2Android: the system reports the device's own display as not secure until a reboot, and the app refuses to show its data: no word for a display's secure state nor a condition reading it; expected blank-window), F41-A08 (GrapheneOS Settings: the predictive back gesture previews and lets the user touch the activity under the PIN activity: no predictive-back gesture word; expected lock-bypass)."
  echo "# partly expressible (NOTES.md): F41-A04 (the Lenovo switcher that shows a FLAG_SECURE card: no OEM profile, stock API 22), F41-A05 (the card after a share: mechanism unknown, the share as one full-screen activity), F41-A06 (Android 16 absent: API 35 only), F41-A07b (the library's display-added detection: the API 35 recording callback instead), F41-A09 (the credential screen and what Don't keep activities does to it: guessed), F41-A11 (Android 16 absent: API 35)."
} 2>&1 | tee "$out"
