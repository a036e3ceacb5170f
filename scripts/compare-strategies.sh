#!/usr/bin/env bash
# Compares every strategy under the default budget (seed 20261129, the run's default traces of up
# to 24 events per strategy and profile) and writes docs/strategy-comparison.txt.
#
# Every strategy runs on its own default profile; the field's variants run as members of the
# parametric family; the recommended strategy runs on every profile of the matrix below. Pass 1
# saves each new minimized counterexample to corpus/ (so every BROKEN verdict is backed by a
# corpus trace that `swift test` replays); pass 2, with everything known, is the committed text.
#
# Usage: scripts/compare-strategies.sh        (about 6 minutes on 2 shared cores after the build)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product lifecycle-fuzz >&2
tool=.build/release/lifecycle-fuzz
out=docs/strategy-comparison.txt

mapfile -t builtins < <("$tool" list strategies | awk '/^FAMILY/ { exit } /^  [a-z]/ { print $1 }')
recommended=state-cover
# The field's variants (docs/strategies.md says which public report each stands for).
family=(
  "cover[on=background,via=window,level=2001,off=foreground,once,lazy]"
  "cover[on=resign,via=subview,off=foreground,once,lazy]"
  "cover[on=resign,via=subview,off=becomeActive]"
  "cover[on=resign,via=window,level=2001,off=becomeActive,once,lazy,in=0.3]"
  "cover[on=resign,via=present,off=becomeActive,async,out=0.3]"
  "cover[on=appNote,via=present,off=appNote,lazy]"
  "cover[on=resign,via=blur,radius=10,off=becomeActive,once,lazy]"
  "cover[on=resign,via=hideWindow,off=becomeActive]"
  "cover[on=capture,via=window,level=2001,off=captureEnd,lazy]"
)
profiles=()
for device in iphone ipad-split ipad-stage; do
  for version in 13 15 16 17 18 26 26.5; do
    for structure in appdelegate scenes swiftui flutter3.29 flutter3.41; do
      profiles+=("$device-ios$version-$structure")
    done
  done
done

# Runs one strategy (optionally on a profile), with the full report (--verbose); exit 1 means a
# broken invariant the catalog does not expect (on another profile than the strategy's own, say).
run() {
  local status=0
  "$tool" run --verbose --strategy "$1" ${2:+--profile "$2"} || status=$?
  [ "$status" -le 1 ] || { echo "run failed for $1 $2 (exit $status)" >&2; exit "$status"; }
}

# One summary row from a run report: strategy, profile, claims, then each invariant's verdict.
summarize() {
  awk -v withName="${1:-yes}" '
    # The header of a strategy names its source; other unindented lines (the open-question summary) do not.
    /^[^ ].* \(source: .*\) on [a-z]/ && !/^lifecycle-fuzz/ {
      name = $1; profile = $0; sub(/.* on /, "", profile); sub(/;.*/, "", profile)
      claims = $0; sub(/.*claims /, "", claims); sub(/;.*/, "", claims)
    }
    /^  [a-z-]+ +(held|BROKEN|expected|accepted|not claimed|not checked)/ {
      # An invariant the strategy does not claim cannot break: it held.
      v = ($2 == "held" || $2 == "not") ? "held" : "BROKEN(" $3 ")"
      verdicts = verdicts sprintf("%-15s", v)
    }
    END {
      line = sprintf("    %-28s %-37s %s", profile, claims, verdicts); sub(/ +$/, "", line)
      if (withName == "yes") print name
      print line
    }'
}

for pass in 1 2; do
  reports=()
  for s in "${builtins[@]}" "${family[@]}"; do
    [ "$s" = "$recommended" ] && continue
    reports+=("$(run "$s")")
  done
  matrix=()
  for p in "${profiles[@]}"; do matrix+=("$(run "$recommended" "$p")"); done
done

header="    profile                      claims                                snapshot-leak  capture-leak   stranded-cover touch-blocked  crash"
{
  echo "LifecycleFuzz strategy comparison (written by scripts/compare-strategies.sh; do not edit)"
  # The budget as the runs report it (the default changes with the tool; it was 1000 traces once).
  echo "Default budget: $(head -1 <<<"${reports[0]}" | sed 's/^lifecycle-fuzz run: //; s/; LifecycleFuzz.*//')."
  echo "BROKEN(n): n distinct minimized counterexamples, each saved in corpus/ and replayed by swift test."
  echo
  echo "SEED STRATEGIES AND THE FIELD'S VARIANTS (each on its default profile)"
  echo "$header"
  for r in "${reports[@]}"; do summarize <<<"$r"; done
  echo
  echo "RECOMMENDED: $recommended on ${#profiles[@]} profiles"
  echo "$header"
  for r in "${matrix[@]}"; do summarize no <<<"$r"; done
  echo
  echo "COUNTEREXAMPLES"
  for r in "${reports[@]}"; do echo; tail -n +3 <<<"$r" | sed '/^$/d;/invariant(s) broken across/d'; done
} >"$out"
echo "wrote $out" >&2
