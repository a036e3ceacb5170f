#!/bin/sh
# This set's score: scripts/fresh-set-score.sh with this folder (the .trace files under <part>/ios and
# <part>/android), then the app-logic translations replayed inline from <part>/android/app-logic-replays.txt
# (file | profile | expect | events) when that file exists. The thirty-second set has no report, so both parts
# are empty; the script still runs the binary (its --version and an empty replay) so the run is on record.
# usage: docs/fresh-reports/thirty-second/score.sh before|after [path/to/lifecycle-fuzz] [reference.tsv]
here=$(cd "$(dirname "$0")" && pwd)
part=${1:?usage: score.sh before|after [binary] [reference.tsv]}
bin=${2:-.build/debug/lifecycle-fuzz}
"$here/../../../scripts/fresh-set-score.sh" "$here" "$@"
status=$?
echo "app-logic translations (inline replay):"
replays="$here/$part/android/app-logic-replays.txt"
if [ -f "$replays" ]; then
  grep -v '^#' "$replays" | while IFS='|' read -r file profile expect events; do
    file=$(echo $file); profile=$(echo $profile); expect=$(echo $expect); events=$(echo "$events" | sed 's/^ *//; s/ *$//')
    out=$("$bin" replay --platform android --app-logic "$here/$part/android/$file" --profile "$profile" --expect "$expect" --events "$events" 2>&1)
    printf '%s (expect %s):\n%s\n' "$file" "$expect" "$out" | sed 's/^/  /'
  done
else
  echo "  none (no $part/android/app-logic-replays.txt)"
fi
exit $status
