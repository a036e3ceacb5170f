#!/usr/bin/env bash
# Traces to the first find of the s43 new user's planted bug (Screen Security turned off then on by the app's own
# calls does not protect the screen already open again: a capture-leak whose counterexample has both calls), and the
# "never reached" lines of the 1- and 15-minute relocks, on iOS and Android, for one binary.
#
#   scripts/measure-reach.sh [BINARY] [TRACES] [SEEDS...]
#
# BINARY defaults to .build/debug/lifecycle-fuzz; TRACES to 1000; SEEDS to 20261129 1 2 3. The runs use the new
# user's own settings (iOS: --weight presentSheet=0 --weight appPresent=0). Compare two binaries (before, after):
#   scripts/measure-reach.sh /work/bin-s44-base/lifecycle-fuzz-release; scripts/measure-reach.sh .build/release/lifecycle-fuzz
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-.build/debug/lifecycle-fuzz}
traces=${2:-1000}
shift $(( $# > 2 ? 2 : $# )) || true
seeds=("$@")
[ ${#seeds[@]} -eq 0 ] && seeds=(20261129 1 2 3)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf '%-8s %-9s %-22s %s\n' platform seed "planted bug first at" "relock handlers never reached"
for platform in ios android; do
  if [ "$platform" = ios ]; then
    script=Examples/app-logic/messenger.logic
    extra=(--weight presentSheet=0 --weight appPresent=0)
  else
    script=Examples/app-logic/android/messenger.txt
    extra=(--platform android)
  fi
  for seed in "${seeds[@]}"; do
    "$bin" run --app-logic "$script" "${extra[@]}" --seed "$seed" --traces "$traces" --no-corpus -j 1 \
      --results "$tmp/r.txt" >"$tmp/out.txt" 2>&1 || true
    first=$(awk -F'\t' '$1 == "failure" && $3 == "capture-leak" && $6 ~ /appCall\(screenSecurityOn\)/ { print $2; exit }' \
      "$tmp/r.txt")
    never=$(grep -c 'never reached: .*elapsed(left, \(60\|900\))' "$tmp/out.txt" || true)
    printf '%-8s %-9s %-22s %s of 2\n' "$platform" "$seed" "${first:-not in $traces}" "$never"
  done
done
