#!/usr/bin/env bash
# The full adversarial battery: 10,000 seeded mutants of the corpus traces and a results file
# fed to the trace and results parsers in-process (a plain `swift test` runs fewer).
#
#   scripts/mutants.sh [COUNT]
set -euo pipefail
cd "$(dirname "$0")/.."
LIFECYCLE_FUZZ_MUTANTS=${1:-10000} swift test --filter MutatedInputTests
