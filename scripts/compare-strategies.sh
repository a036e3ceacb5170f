#!/usr/bin/env bash
# Compares every strategy under the run's default budget and writes docs/strategy-comparison.txt.
#
# Every built-in strategy and the field's variants (members of the parametric family) run on their
# own default profiles in one run; the recommended strategy runs on a matrix of devices, iOS
# versions and app structures, each combination the tool accepts (a refused one is listed with the
# tool's reason: a refusal is a fact about the platform). Pass 1 saves each new minimized
# counterexample of the strategies' own runs to corpus/ (so every failure the text cites is a corpus
# trace `swift test` replays); pass 2, with everything known, is the committed text. The matrix
# saves nothing. The text is built from the run's
# own verdict table and its --verbose findings, so it follows the tool's output format.
#
# Usage: scripts/compare-strategies.sh        (builds the release binary first)
#        LIFECYCLE_FUZZ=path/to/lifecycle-fuzz scripts/compare-strategies.sh   (uses that binary)
#        MATRIX_TRACES=N (default 100): traces per profile of the recommended strategy's matrix
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -n "${LIFECYCLE_FUZZ:-}" ]; then
  tool=$LIFECYCLE_FUZZ
else
  swift build -c release --product lifecycle-fuzz >&2
  tool=.build/release/lifecycle-fuzz
fi
out=docs/strategy-comparison.txt
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

recommended=state-cover
mapfile -t builtins < <("$tool" list strategies --platform ios | awk '/^FAMILY/ { exit } /^  [a-z]/ { print $1 }' | grep -vx "$recommended")
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
strategies=$(IFS=,; echo "${builtins[*]},${family[*]}")

# The matrix: every combination the tool accepts (checked with a one-trace run in one process that
# reads and writes no corpus).
mkdir "$scratch/empty"
accepted=()
refused=()
for device in iphone ipad-split ipad-stage mac; do
  for version in 12 13 15 16 17 18 26 26.5; do
    for structure in appdelegate scenes swiftui flutter3.29 flutter3.41; do
      profile="$device-ios$version-$structure"
      if reason=$("$tool" run --strategy "$recommended" --profile "$profile" --traces 1 -j 1 --corpus "$scratch/empty" --no-corpus 2>&1 >/dev/null); then
        accepted+=("$profile")
      else
        status=$?
        [ "$status" -eq 2 ] || { echo "unexpected exit $status for $profile: $reason" >&2; exit "$status"; }
        refused+=("$(printf '    %-28s %s' "$profile" "${reason#error: }")")
      fi
    done
  done
done
matrix=$(IFS=,; echo "${accepted[*]}")

# Runs and keeps the report; exit 1 (a failure the catalog does not expect) is a verdict, not an error.
run() {
  local status=0
  "$tool" run "$@" 2>/dev/null || status=$?
  [ "$status" -le 1 ] || { echo "run failed (exit $status): $*" >&2; exit "$status"; }
}
# Pass 1 saves what is new to corpus/; pass 2, with everything known, is the text.
run --strategy "$strategies" >/dev/null
run --strategy "$strategies" >"$scratch/table"
run --strategy "$strategies" --verbose >"$scratch/verbose"
# The matrix is a wide sweep, not a search: fewer traces per profile, and nothing saved (one fault of the
# recommended strategy on a hundred profiles would be a hundred corpus traces; a row replays with
# `lifecycle-fuzz run --strategy state-cover --profile PROFILE`).
matrixTraces=${MATRIX_TRACES:-100}
run --strategy "$recommended" --profile "$matrix" --traces "$matrixTraces" --no-corpus >"$scratch/matrix"

# The verdict table of a run: from its column header to its summary line (the commit is left out).
table() { awk '/^  verdict / { on = 1 } on { print } /^[A-Za-z]+: [0-9]+ (strategies|strategy|runs)/ { exit }' "$1"; }
# Per strategy, the invariants not held and each finding's minimized trace and corpus file.
findings() {
  awk '
    /^[^ ].* \(source: .*\) on [a-z]/ { header = $0; sub(/;.*/, "", header); printed = 0 }
    /^  [a-z-]+ +(BROKEN|expected|accepted)/ {
      if (!printed) { print ""; print header; printed = 1 }
      line = $0; sub(/ \(.*$/, "", line); print line
    }
    /^    - / && printed { trace = $0; sub(/ +\[.*$/, "", trace); print trace }
    /^      replay: / && printed { print }
  ' "$1"
}

{
  echo "LifecycleFuzz strategy comparison (written by scripts/compare-strategies.sh; do not edit)"
  echo "Budget: $(head -1 "$scratch/table" | sed 's/^lifecycle-fuzz run: //; s/; LifecycleFuzz.*//') (the run's defaults)."
  echo "Verdicts as 'lifecycle-fuzz run' prints them: 'expected' is a fault the strategy's catalog entry declares on"
  echo "its own profile; BROKEN is one it does not. Every finding below is a minimized counterexample saved in corpus/"
  echo "and replayed by swift test."
  echo
  echo "BUILT-IN STRATEGIES AND THE FIELD'S VARIANTS (each on its default profile)"
  table "$scratch/table"
  echo
  echo "RECOMMENDED: $recommended on ${#accepted[@]} profiles"
  echo "Budget: $(head -1 "$scratch/matrix" | sed 's/^lifecycle-fuzz run: //; s/; LifecycleFuzz.*//') on each profile; its"
  echo "counterexamples are not saved (run --strategy $recommended --profile PROFILE finds each row's again)."
  table "$scratch/matrix"
  echo
  echo "REFUSED PROFILES (${#refused[@]}: combinations the platform cannot have, with the tool's reason)"
  printf '%s\n' "${refused[@]}"
  echo
  echo "FINDINGS (per strategy: each invariant not held, then each finding's trace and its corpus file)"
  findings "$scratch/verbose"
} >"$out"
echo "wrote $out" >&2
