#!/usr/bin/env bash
# Two batteries of mutants.
#
#   scripts/mutants.sh [COUNT]
#       Inputs: COUNT (default 10,000) seeded mutants of the corpus traces and a results file fed
#       to the trace and results parsers in-process (a plain `swift test` runs fewer).
#
#   scripts/mutants.sh semantic [--only N,M,...] [--filter REGEX] [--timeout S] [--report FILE]
#       Code: the one-line semantic mutants of scripts/mutants.tsv (model, engine, Android model:
#       each a plausible bug), applied one at a time: edit, `swift build --build-tests`, run
#       `swift test` (or --filter's suites), restore. A mutant is killed when a test fails that
#       does not fail on the unmutated tree (the tree's own failures are recorded first), or the
#       test process crashes or times out; it survives when no new test fails. A mutant that does
#       not compile is reported as such and not counted. The file is restored after every mutant
#       and on any exit (trap). --report writes a Markdown table (docs/mutation-results.md).
#       Each mutant costs a rebuild and a test run: about 5 to 10 minutes on two cores, so the
#       full list is a nightly job, not a pre-commit one.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" != semantic ]; then
  LIFECYCLE_FUZZ_MUTANTS=${1:-10000} swift test --filter MutatedInputTests
  exit
fi
shift
only="" filter="" timeout_s=1800 report=""
while [ $# -gt 0 ]; do
  case $1 in
    --only) only=",$2,"; shift 2 ;;
    --filter) filter=$2; shift 2 ;;
    --timeout) timeout_s=$2; shift 2 ;;
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

run_tests() { # run_tests LOG: exit status of the suite (124 on timeout)
  local args=(--skip-build)
  [ -n "$filter" ] && args+=(--filter "$filter")
  set +e
  timeout "$timeout_s" swift test "${args[@]}" >"$1" 2>&1
  local status=$?
  set -e
  return $status
}

echo "mutants: the unmutated tree first (its own failures are not kills)"
swift build --build-tests >"$work/build.log" 2>&1 || { echo "the unmutated tree does not build" >&2; exit 1; }
run_tests "$work/base.log" || true
failed_tests "$work/base.log" >"$work/base.failed"
echo "  $(wc -l <"$work/base.failed") test(s) fail without a mutant"

killed=0 survived=0 stillborn=0 n=0
rows=()
while IFS=$'\t' read -r file from to why; do
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
  if ! swift build --build-tests >"$work/build.log" 2>&1; then
    verdict="does not compile"
    stillborn=$((stillborn + 1))
  else
    status=0
    run_tests "$work/m.log" || status=$?
    failed_tests "$work/m.log" >"$work/m.failed"
    new=$(comm -13 "$work/base.failed" "$work/m.failed" | head -3 | sed -E 's/^✘ Test //' | paste -sd ';' -)
    if [ -n "$new" ]; then
      verdict="killed by $new"
      killed=$((killed + 1))
    elif [ "$status" -ne 0 ] && [ "$status" -ne 1 ]; then
      verdict="killed (the tests crashed or timed out: status $status)"
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
