#!/bin/sh
# This set's score: scripts/fresh-set-score.sh with this folder (the .trace files under <part>/ios and
# <part>/android), then the app-logic translations replayed inline from <part>/ios/app-logic-replays.txt and
# <part>/android/app-logic-replays.txt (file | profile | expect | events) where they exist.
# usage: docs/fresh-reports/thirty-third/score.sh before|after [path/to/lifecycle-fuzz] [reference.tsv]
here=$(cd "$(dirname "$0")" && pwd)
part=${1:?usage: score.sh before|after [binary] [reference.tsv]}
bin=${2:-.build/debug/lifecycle-fuzz}
"$here/../../../scripts/fresh-set-score.sh" "$here" "$@"
status=$?
echo "app-logic translations (inline replay):"
for platform in ios android; do
  replays="$here/$part/$platform/app-logic-replays.txt"
  [ -f "$replays" ] || { echo "  $platform: none"; continue; }
  grep -v '^#' "$replays" | while IFS='|' read -r file profile expect events; do
    file=$(echo $file); profile=$(echo $profile); expect=$(echo $expect); events=$(echo "$events" | sed 's/^ *//; s/ *$//')
    out=$("$bin" replay --platform "$platform" --app-logic "$here/$part/$platform/$file" --profile "$profile" --expect "$expect" --events "$events" 2>&1)
    printf '%s %s (expect %s):\n%s\n' "$platform" "$file" "$expect" "$out" | sed 's/^/  /'
  done
done
exit $status
