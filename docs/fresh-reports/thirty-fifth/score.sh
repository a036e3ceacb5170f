#!/bin/sh
# The thirty-fifth set's score, run once by the lead with the session's final build:
#   sh /work/fresh-s32/thirty-fifth/score.sh /path/to/lifecycle-fuzz     (from anywhere; or the committed copy's path)
# Every translation of after/replays.txt replayed inline (replay --events), in order; output to after/score-output.txt
# (also printed). Nothing else is run; the rows with no translation (not expressible) are listed at the end.
here=$(cd "$(dirname "$0")" && pwd)
bin=${1:?usage: score.sh path/to/lifecycle-fuzz}
out="$here/after/score-output.txt"
{
  echo "# thirty-fifth fresh set, scored $(date -u '+%Y-%m-%d %H:%M UTC') with $bin"
  "$bin" --version
  grep -v '^#' "$here/after/replays.txt" | grep -v '^ *$' | while IFS='|' read -r id kind platform target profile expect events; do
    id=$(echo $id); kind=$(echo $kind); platform=$(echo $platform); target=$(echo "$target" | sed 's/^ *//; s/ *$//')
    profile=$(echo $profile); expect=$(echo $expect); events=$(echo "$events" | sed 's/^ *//; s/ *$//')
    if [ "$kind" = logic ]; then
      res=$("$bin" replay --platform "$platform" --app-logic "$here/after/$target" --profile "$profile" --expect "$expect" --events "$events" 2>&1)
    else
      res=$("$bin" replay --platform "$platform" --strategy "$target" --profile "$profile" --expect "$expect" --events "$events" 2>&1)
    fi
    printf '%s %s %s on %s (expect %s), exit %s:\n%s\n\n' "$id" "$kind" "$target" "$profile" "$expect" "$?" "$res" | sed '2,$s/^/  /'
  done
  echo "# not translated (not expressible, see ../android.md and ../README.md): F35-A06 Aegis PR 502, F35-A10 Signal-Android#8874, F35-A12 mollyim-android#515"
} 2>&1 | tee "$out"
