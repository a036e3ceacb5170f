#!/usr/bin/env bash
# A long local campaign: release build, all cores, a time budget; keeps a results file and a
# JUnit report next to the corpus. Exit codes as lifecycle-fuzz run (4 = budget ran out).
#   scripts/long-run.sh [traces] [seconds] [seed]
set -uo pipefail
cd "$(dirname "$0")/.."
TRACES="${1:-100000}"; SECONDS_BUDGET="${2:-3600}"; SEED="${3:-20261129}"
swift build -c release --product lifecycle-fuzz >/dev/null || exit 2
"$(swift build -c release --show-bin-path)/lifecycle-fuzz" run --seed "$SEED" --traces "$TRACES" \
  --jobs "$(nproc)" --time-budget "$SECONDS_BUDGET" --results long-run.results --junit long-run.xml \
  --show-coverage
