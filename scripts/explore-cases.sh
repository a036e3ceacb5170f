#!/usr/bin/env bash
# Issue 14's explore criterion: `explore` finds each public case's bug (corpus/C01-* ... C24-*,
# controls and holding cases left out) at the case's own length, which is its minimal depth:
# for each case trace, `explore --depth N` on the case's strategy, profile (flags included)
# and invariant must print `BROKEN at depth N: <the case's events>`.
# Prints one line per case and exits 1 if any is not found. Several minutes in a release build;
# not run by `swift test`.
#   scripts/explore-cases.sh [path/to/lifecycle-fuzz]
set -uo pipefail
cd "$(dirname "$0")/.."
tool=${1:-.build/release/lifecycle-fuzz}
[[ -x $tool ]] || { echo "build first: swift build -c release (or pass the binary)" >&2; exit 2; }
missing=0
for f in corpus/C[0-2][0-9]-*.trace; do
  [[ $f == *control* ]] && continue
  expect=$(sed -n 's/^expect: //p' "$f")
  [[ $expect == holds ]] && continue
  strategy=$(sed -n 's/^strategy: //p' "$f")
  profile=$(sed -n 's/^profile: //p' "$f")
  events=$(grep -v '^#\|^lifecycle-fuzz trace\|^[a-z-]*: \|^$' "$f" | sed 's/ *=>.*//; s/ *$//' | paste -sd'\n' | sed ':a;N;$!ba;s/\n/ · /g')
  depth=$(grep -v '^#\|^lifecycle-fuzz trace\|^[a-z-]*: \|^$' "$f" | wc -l)
  out=$("$tool" explore --depth "$depth" --strategy "$strategy" --profile "$profile" --invariant "$expect" 2>/dev/null)
  if grep -qF -- "$expect BROKEN at depth $depth: $events" <<<"$out" \
    || grep -qF -- "$(printf '%-15s' "$expect") BROKEN at depth $depth: $events" <<<"$out"; then
    echo "found    $(basename "$f"): depth $depth"
  else
    echo "MISSING  $(basename "$f"): $events ($expect at depth $depth)"
    grep "BROKEN" <<<"$out" | sed 's/^/         /'
    missing=1
  fi
done
exit $missing
