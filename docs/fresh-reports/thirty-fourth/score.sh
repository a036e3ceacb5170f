#!/bin/sh
# This set's score: every translation in <part>/replays.txt replayed inline (replay --events), in order.
# usage: score.sh before [path/to/lifecycle-fuzz]   (run from anywhere)
here=$(cd "$(dirname "$0")" && pwd)
part=${1:?usage: score.sh before [binary]}
bin=${2:-/work/bin-s31-final-rel/lifecycle-fuzz}
"$bin" --version
grep -v '^#' "$here/$part/replays.txt" | while IFS='|' read -r kind platform target profile expect events; do
  kind=$(echo $kind); platform=$(echo $platform); target=$(echo "$target" | sed 's/^ *//; s/ *$//')
  profile=$(echo $profile); expect=$(echo $expect); events=$(echo "$events" | sed 's/^ *//; s/ *$//')
  if [ "$kind" = logic ]; then
    out=$("$bin" replay --platform "$platform" --app-logic "$here/$part/$target" --profile "$profile" --expect "$expect" --events "$events" 2>&1)
  else
    out=$("$bin" replay --platform "$platform" --strategy "$target" --profile "$profile" --expect "$expect" --events "$events" 2>&1)
  fi
  printf '%s %s on %s (expect %s):\n%s\n' "$kind" "$target" "$profile" "$expect" "$out" | sed 's/^/  /'
done
