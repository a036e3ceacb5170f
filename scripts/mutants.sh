#!/usr/bin/env bash
# Two batteries of mutants.
#
#   scripts/mutants.sh [COUNT]
#       Inputs: COUNT (default 10,000) seeded mutants of the corpus traces and a results file fed
#       to the trace and results parsers in-process (a plain `swift test` runs fewer).
#
#   scripts/mutants.sh semantic [--only N,M,...] [--filter REGEX] [--full] [--timeout S] [--report FILE]
#       Code: the one-line semantic mutants of scripts/mutants.tsv (model, engine, Android model:
#       each a plausible bug), applied one at a time: edit, `swift build --build-tests`, run the
#       tests, restore. The tests run in two rounds from the one build: first a fast subset (the
#       corpus replay, the default run's findings summary, the shrink property and the suites
#       nearest the mutated file: the tsv's fifth column, else the file's module's test target);
#       only a mutant the subset does not kill runs the whole `swift test`. So a survivor has
#       passed the whole suite, as without the subset. --full skips the subset; --filter runs
#       only its suites (no second round). A mutant is killed when a test fails that
#       does not fail on the unmutated tree (the tree's own failures are recorded first), or the
#       test process crashes or times out; it survives when no new test fails. A mutant that does
#       not compile is reported as such and not counted. The file is restored after every mutant
#       and on any exit (trap). --report writes a Markdown table (docs/mutation-results.md).
#       Each mutant costs a rebuild and the subset (1 to 4 minutes on two shared cores), plus
#       the whole suite (4 to 10 minutes) when the subset does not kill it: a nightly job.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" != semantic ]; then
  LIFECYCLE_FUZZ_MUTANTS=${1:-10000} swift test --filter MutatedInputTests
  exit
fi
shift
only="" filter="" timeout_s=1800 report="" full=0
while [ $# -gt 0 ]; do
  case $1 in
    --only) only=",$2,"; shift 2 ;;
    --filter) filter=$2; shift 2 ;;
    --timeout) timeout_s=$2; shift 2 ;;
    --full) full=1; shift ;;
    --report) report=$2; shift 2 ;;
    *) echo "mutants.sh: unknown option $1" >&2; exit 2 ;;
  esac
done

work=$(mktemp -d)
backup=""
target=""
restore() {
  if [ -n "$backup" ] && [ -n "$target" ]; then cp "$backup" "$target"; fi
  backup="" target=""
}
trap 'restore; rm -rf "$work"' EXIT
trap 'exit 130' INT TERM HUP

# The names of the tests that failed in a `swift test` log.
failed_tests() { grep -E '^✘ Test ' "$1" | grep -v '^✘ Test run ' | grep -E ' failed after ' | sed -E 's/ failed after.*//' | sort -u || true; }

# The suites every mutant meets first: they killed most of issue 31's mutants between them.
core='CorpusReplayTests|AndroidCorpusTests|DefaultRunTests|ShrinkPreservationTests'

# The test target of the module a source file belongs to (Sources/ShieldModel/... -> ShieldModelTests).
module_tests() { local rest=${1#Sources/}; echo "${rest%%/*}Tests\\."; }

run_tests() { # run_tests LOG [FILTER]: exit status of the tests (124 on timeout); no FILTER runs them all
  local args=(--skip-build)
  [ -n "${2:-}" ] && args+=(--filter "$2")
  set +e
  timeout "$timeout_s" swift test "${args[@]}" >"$1" 2>&1 </dev/null
  local status=$?
  set -e
  return $status
}

echo "mutants: the unmutated tree first (its own failures are not kills)"
swift build --build-tests >"$work/build.log" 2>&1 || { echo "the unmutated tree does not build" >&2; exit 1; }
run_tests "$work/base.log" "$filter" || true
failed_tests "$work/base.log" >"$work/base.failed"
echo "  $(wc -l <"$work/base.failed") test(s) fail without a mutant"

killed=0 survived=0 stillborn=0 n=0
rows=()
# A round of tests on the built mutant: sets verdict when it is killed (new failures, or a crash
# or timeout), leaves it empty when it survives the round.
judge() { # judge FILTER LABEL
  local status=0
  run_tests "$work/m.log" "$1" || status=$?
  failed_tests "$work/m.log" >"$work/m.failed"
  local new
  new=$(comm -13 "$work/base.failed" "$work/m.failed" | head -3 | sed -E 's/^✘ Test //' | paste -sd ';' -)
  if [ -n "$new" ]; then
    verdict="killed by $new$2"
  elif [ "$status" -ne 0 ] && [ "$status" -ne 1 ]; then
    verdict="killed (the tests crashed or timed out: status $status)$2"
  fi
}

while IFS=$'\t' read -r file from to why nearest; do
  case $file in '#'* | '') continue ;; esac
  n=$((n + 1))
  if [ -n "$only" ] && [[ $only != *",$n,"* ]]; then continue; fi
  if [ "$(grep -cF -- "$from" "$file")" != 1 ]; then
    echo "mutant $n: its text is not once in $file (the source moved on): skipped" >&2
    continue
  fi
  target=$file
  backup="$work/backup"
  cp "$file" "$backup"
  content=$(cat "$file"; printf x)
  content=${content%x}
  printf '%s' "${content/"$from"/"$to"}" >"$file"
  start=$(date +%s)
  if ! swift build --build-tests >"$work/build.log" 2>&1 </dev/null; then
    verdict="does not compile"
    stillborn=$((stillborn + 1))
  else
    verdict=""
    if [ -n "$filter" ]; then
      judge "$filter" ""
    else
      [ $full = 1 ] || judge "$core|${nearest:-$(module_tests "$file")}" " (fast subset)"
      [ -n "$verdict" ] || judge "" ""
    fi
    if [ -n "$verdict" ]; then
      killed=$((killed + 1))
    else
      verdict="SURVIVED"
      survived=$((survived + 1))
    fi
  fi
  restore
  echo "mutant $n ($file, $(($(date +%s) - start)) s): $why: $verdict"
  rows+=("| $n | \`$file\` | $why | $verdict |")
done <scripts/mutants.tsv

# Rebuild the unmutated tree so nothing built from a mutant stays behind.
swift build --build-tests >"$work/build.log" 2>&1 || true
counted=$((killed + survived))
rate=$([ $counted -gt 0 ] && echo "$((100 * killed / counted))%" || echo "n/a")
echo "mutants: $killed killed, $survived survived, $stillborn did not compile; kill rate $rate"
if [ -n "$report" ]; then
  {
    echo "# Mutation results"
    echo
    echo "\`scripts/mutants.sh semantic${filter:+ --filter '$filter'}${only:+ --only ${only//,/ }}\` on $(git rev-parse --short HEAD):"
    echo "$killed killed, $survived survived, $stillborn did not compile; kill rate $rate."
    echo
    echo "| # | file | the bug it stands for | verdict |"
    echo "|---|---|---|---|"
    printf '%s\n' "${rows[@]}"
  } >"$report"
fi
[ $survived -eq 0 ]
