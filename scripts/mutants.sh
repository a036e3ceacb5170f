#!/usr/bin/env bash
# Two batteries of mutants.
#
#   scripts/mutants.sh [COUNT]
#       Inputs: COUNT (default 10,000) seeded mutants of the corpus traces and a results file fed
#       to the trace and results parsers in-process (a plain `swift test` runs fewer).
#
#   scripts/mutants.sh semantic [--only N,M,...] [--retired] [--filter REGEX] [--full] [--first-round] [--timeout S] [--report FILE] [--logs DIR]
#       Code: the one-line semantic mutants of scripts/mutants.tsv (model, engine, Android model:
#       each a plausible bug), applied one at a time: edit, `swift build --build-tests`, run the
#       tests, restore. The tests run in rounds from the one build, each only when the earlier
#       ones did not kill the mutant: (1) the corpus replays and the suites nearest the mutated
#       file (the tsv's fifth column, else the file's module's test target); (2) the default
#       run's findings summary and the shrink property; (3) every other test. The three rounds
#       together are the whole `swift test`, so a survivor has passed the whole suite, as
#       without the rounds. --full runs the whole suite at once; --filter runs only its suites;
#       --first-round runs round 1 alone and reports a mutant it does not kill as undecided (a
#       quick pass: such a mutant needs the other rounds, or a test, before it is judged).
#       A mutant is killed when a test fails that does not fail on the unmutated tree, or the
#       test process crashes; it survives when no new test fails. A round that times out (--timeout,
#       or a test over its own time limit) judges nothing: the mutant is reported as undecided,
#       since on shared cores a timeout is as likely load as a hang. --logs keeps each round's
#       log. The unmutated tree's own failures are found at the end, once, by running on it each
#       round that killed a mutant (a kill whose failures all fail there too is reported as
#       undecided, not counted). A mutant that does not compile is reported as such and not counted. The file
#       is restored after every mutant and on any exit (trap). --report writes a Markdown table
#       (docs/mutation-results.md). A mutant retired as equivalent (its line starts "#retired ",
#       see the tsv's header) keeps its number and is skipped unless --retired is given. Each
#       mutant costs a rebuild and round 1 (2 to 5 minutes on two shared cores); a mutant round
#       1 does not kill costs up to the whole suite more.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" != semantic ]; then
  LIFECYCLE_FUZZ_MUTANTS=${1:-10000} swift test --filter MutatedInputTests
  exit
fi
shift
only="" filter="" timeout_s=1800 report="" full=0 logs="" retired=0 first_round=0
while [ $# -gt 0 ]; do
  case $1 in
    --only) only=",$2,"; shift 2 ;;
    --filter) filter=$2; shift 2 ;;
    --timeout) timeout_s=$2; shift 2 ;;
    --full) full=1; shift ;;
    --retired) retired=1; shift ;;
    --first-round) first_round=1; shift ;;
    --report) report=$2; shift 2 ;;
    --logs) logs=$2; shift 2 ;;
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

# The names of the tests that failed in a `swift test` log: those that recorded an issue (a test
# whose process crashed before it ended has no "failed after" line) and those that failed, with
# a parameterized test's "with N test cases" left out so the two spellings are one name. Those
# whose only issue is a time limit exceeded are left out: on shared cores that is load, not the
# mutant (timed_out_tests lists them). A crash of the test process counts as the failure "crash".
failed_tests() {
  grep -E '^✘ Test ' "$1" | grep -v '^✘ Test run ' | grep -E ' (failed after|recorded an issue)' |
    sed -E 's/ (failed after|recorded an issue).*//; s/ with [0-9]+ test cases?$//' | sort -u |
    while IFS= read -r t; do
      issues=$(grep -F -- "$t recorded an issue" "$1" || true)
      if [ -n "$issues" ] && ! grep -qv 'Time limit was exceeded' <<<"$issues"; then continue; fi
      echo "$t"
    done || true
  if grep -qE 'exited with unexpected signal code|^.*: Fatal error: ' "$1"; then echo crash; fi
}
# The tests that failed only by exceeding their time limit.
timed_out_tests() {
  grep -E '^✘ Test .* recorded an issue.*Time limit was exceeded' "$1" | sed -E 's/ recorded an issue.*//' | sort -u || true
}

# Round 2: the suites that caught what the rest of the suite missed in issue 31's mutation run.
round2='DefaultRunTests|ShrinkPreservationTests'

# The test target of the module a source file belongs to (Sources/ShieldModel/... -> ShieldModelTests).
module_tests() { local rest=${1#Sources/}; echo "${rest%%/*}Tests\\."; }

run_tests() { # run_tests LOG FILTER SKIP: exit status of the tests (124 on timeout); empty FILTER runs them all
  local args=(--skip-build)
  [ -n "$2" ] && args+=(--filter "$2")
  [ -n "$3" ] && args+=(--skip "$3")
  set +e
  timeout "$timeout_s" swift test "${args[@]}" >"$1" 2>&1 </dev/null
  local status=$?
  set -e
  return $status
}

echo "mutants: the unmutated tree must build"
swift build --build-tests >"$work/build.log" 2>&1 </dev/null || { echo "the unmutated tree does not build" >&2; exit 1; }

killed=0 survived=0 stillborn=0 undecided=0 n=0
declare -A verdicts=() files=() whys=()
order=()
# A round of tests on the built mutant: sets verdict when it is killed (failures, or a crash or
# timeout), leaves it empty when it survives the round. What killed it is kept for the check
# against the unmutated tree at the end.
judge() { # judge FILTER SKIP LABEL
  local status=0
  run_tests "$work/m.log" "$1" "$2" || status=$?
  [ -z "$logs" ] || cp "$work/m.log" "$logs/mutant-$n-round-${3//[^0-9]/}.log"
  failed_tests "$work/m.log" >"$work/m.failed"
  local new
  new=$(head -3 "$work/m.failed" | sed -E 's/^✘ Test //' | paste -sd ';' -)
  if [ -s "$work/m.failed" ]; then
    verdict="killed by $new$3"
  elif [ "$status" -eq 124 ] || [ -n "$(timed_out_tests "$work/m.log")" ]; then
    # A timeout is no kill: on shared cores it is as likely load as a hang the mutant caused.
    verdict="undecided: timed out$3 (status $status; over their time limit: $(timed_out_tests "$work/m.log" | sed -E 's/^✘ Test //' | paste -sd ';' -))"
    return 0
  elif [ "$status" -ne 0 ] && [ "$status" -ne 1 ]; then
    verdict="killed (the tests exited with status $status)$3"
    echo "status $status" >"$work/m.failed"
  else
    return 0
  fi
  cp "$work/m.failed" "$work/failed.$n"
  printf '%s\t%s\n' "$1" "$2" >"$work/round.$n"
}

while IFS=$'\t' read -r file from to why nearest; do
  case $file in
    '#retired '*)
      # Retired as equivalent: numbered as before, run only with --retired.
      n=$((n + 1))
      [ $retired = 1 ] || continue
      file=${file#'#retired '}
      ;;
    '#'* | '') continue ;;
    *) n=$((n + 1)) ;;
  esac
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
  verdict=""
  if ! swift build --build-tests >"$work/build.log" 2>&1 </dev/null; then
    verdict="does not compile"
  elif [ -n "$filter" ]; then
    judge "$filter" "" ""
  elif [ $full = 1 ]; then
    judge "" "" ""
  else
    round1="CorpusReplayTests|AndroidCorpusTests|${nearest:-$(module_tests "$file")}"
    judge "$round1" "" " (round 1)"
    if [ $first_round = 1 ]; then
      [ -n "$verdict" ] || verdict="undecided: survived round 1 (--first-round: rounds 2 and 3 not run)"
    fi
    [ -n "$verdict" ] || judge "$round2" "" " (round 2)"
    [ -n "$verdict" ] || judge "" "$round1|$round2" " (round 3)"
  fi
  [ -n "$verdict" ] || verdict="SURVIVED"
  restore
  echo "mutant $n ($file, $(($(date +%s) - start)) s): $why: $verdict"
  order+=("$n")
  verdicts[$n]=$verdict files[$n]=$file whys[$n]=$why
done <scripts/mutants.tsv

# Rebuild the unmutated tree so nothing built from a mutant stays behind, then run on it each
# round that killed a mutant: a kill by tests that fail there too is no kill.
swift build --build-tests >"$work/build.log" 2>&1 </dev/null || true
declare -A base_failed=()
for n in "${order[@]}"; do
  [ -f "$work/round.$n" ] || continue
  round=$(cat "$work/round.$n")
  if [ -z "${base_failed[$round]+set}" ]; then
    IFS=$'\t' read -r f s <<<"$round"
    status=0
    run_tests "$work/base.log" "$f" "$s" || status=$?
    failed_tests "$work/base.log" >"$work/base.failed"
    { [ "$status" -eq 0 ] || [ "$status" -eq 1 ]; } || echo "status $status" >>"$work/base.failed"
    base_failed[$round]=$(cat "$work/base.failed")
  fi
  if [ -z "$(comm -23 <(sort -u "$work/failed.$n") <(printf '%s\n' "${base_failed[$round]}" | sort -u))" ]; then
    verdicts[$n]="undecided: what failed fails on the unmutated tree too (${verdicts[$n]})"
  fi
done
rows=()
for n in "${order[@]}"; do
  case ${verdicts[$n]} in
    killed*) killed=$((killed + 1)) ;;
    SURVIVED) survived=$((survived + 1)) ;;
    "does not compile") stillborn=$((stillborn + 1)) ;;
    undecided*) undecided=$((undecided + 1)) ;;
  esac
  rows+=("| $n | \`${files[$n]}\` | ${whys[$n]} | ${verdicts[$n]} |")
done

counted=$((killed + survived))
rate=$([ $counted -gt 0 ] && echo "$((100 * killed / counted))%" || echo "n/a")
echo "mutants: $killed killed, $survived survived, $stillborn did not compile, $undecided undecided; kill rate $rate"
if [ -n "$report" ]; then
  {
    echo "# Mutation results"
    echo
    echo "\`scripts/mutants.sh semantic${filter:+ --filter '$filter'}${only:+ --only ${only//,/ }}\` on $(git rev-parse --short HEAD):"
    echo "$killed killed, $survived survived, $stillborn did not compile, $undecided undecided; kill rate $rate."
    echo
    echo "| # | file | the bug it stands for | verdict |"
    echo "|---|---|---|---|"
    printf '%s\n' "${rows[@]}"
  } >"$report"
fi
[ $survived -eq 0 ]
