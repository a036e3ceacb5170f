#!/bin/sh
# This set's score: scripts/fresh-set-score.sh with this folder (the .trace files), then the app-logic
# translations replayed inline from <part>/android/app-logic-replays.txt (file | profile | expect | events).
# usage: docs/fresh-reports/thirty-first/score.sh before|after [path/to/lifecycle-fuzz] [reference.tsv]
here=$(cd "$(dirname "$0")" && pwd)
part=${1:?usage: score.sh before|after [binary] [reference.tsv]}
bin=${2:-.build/debug/lifecycle-fuzz}
"$here/../../../scripts/fresh-set-score.sh" "$here" "$@"
status=$?
echo "app-logic translations (inline replay):"
grep -v '^#' "$here/$part/android/app-logic-replays.txt" | while IFS='|' read -r file profile expect events; do
  file=$(echo $file); profile=$(echo $profile); expect=$(echo $expect); events=$(echo "$events" | sed 's/^ *//; s/ *$//')
  out=$("$bin" replay --platform android --app-logic "$here/$part/android/$file" --profile "$profile" --expect "$expect" --events "$events" 2>&1)
  printf '%s (expect %s):\n%s\n' "$file" "$expect" "$out" | sed 's/^/  /'
done
exit $status
