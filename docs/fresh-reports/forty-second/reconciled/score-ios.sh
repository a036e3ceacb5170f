#!/bin/sh
# The forty-second set's iOS half, RECONCILED (one translation per report, from ios-t1 / ios-t2; RECONCILE-ios.md):
# the score, run by the lead (this helper ran nothing):
#   sh /work/fresh-s38/forty-second/reconciled/score-ios.sh /work/bin-s38-base/lifecycle-fuzz before-ios
#   (the final binary: the same with another OUTDIR, e.g. after-ios)
# (from anywhere; OUTDIR relative to this folder unless absolute). Every translation of replays-ios.txt (scripts under
# ios/; kind strategy: a family member by name) is replayed inline (replay --events), in order; the output goes to
# OUTDIR/score-output-ios.txt (also printed). Nothing else is run; the reports with no translation are listed at the end.
# Fields are split on '|' only (no strategy name, script path, profile or event contains one); each is trimmed of the
# spaces around it, and the strategy names (brackets, commas), profiles (+flag=value) and events are passed quoted,
# never globbed. Adapted from ios-t2/score.sh (same splitting); checked again with /bin/echo as the "binary" on a scratch copy (reconciler).
here=$(cd "$(dirname "$0")" && pwd)
bin=${1:?usage: score-ios.sh path/to/lifecycle-fuzz OUTDIR}
outdir=${2:?usage: score-ios.sh path/to/lifecycle-fuzz OUTDIR}
case "$outdir" in /*) ;; *) outdir="$here/$outdir" ;; esac
mkdir -p "$outdir"
out="$outdir/score-output-ios.txt"
trim() { printf '%s' "$1" | sed 's/^[[:space:]]*//; s/[[:space:]]*$//'; }
{
  echo "# forty-second fresh set (iOS half, reconciled), scored $(date -u '+%Y-%m-%d %H:%M UTC') with $bin"
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
  echo "# not translated (both translators: not expressible; RECONCILE-ios.md): F42-I04 valora-inc/wallet#2560 (a keychain listing that touches items protected by user authentication raises the system's Face ID / Touch ID prompt at every start: no keychain word with access control, and no invariant for a prompt where the app promised none), F42-I05 mozilla-mobile/firefox-ios#6730 (the private-browsing backdrop covered only the web-view container, the tab tray hid only its collection view: addCover is full-window, no cover over one view), F42-I08 terra-money/station-mobile@0ad35af (the user's Don't Allow at the Face ID permission alert; biometric unlock cannot be turned on again: no event for the denial, no invariant for a lock option the user cannot turn on). Neighbours / partial: F42-I03 (a screen pushed under a native modal sheet, written as the PIN lock left up after the pass: stranded-cover, not the row's invisible-presentation), F42-I06 (a cover in the root controller's own view under a presented menu, written as a cover presented from the root), F42-I07 (the re-render written as a second request in the success handler)"
} 2>&1 | tee "$out"
