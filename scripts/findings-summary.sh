#!/usr/bin/env bash
# Refreshes docs/default-run-findings.txt, the default run's findings per strategy (distinct
# signatures by invariant and capture kind) that `swift test` compares (DefaultRunTests). Run it
# when a change adds or loses findings on purpose, and say why in the commit.
#
#   scripts/findings-summary.sh
set -euo pipefail
cd "$(dirname "$0")/.."
LIFECYCLE_FUZZ_UPDATE_FINDINGS=1 swift test --filter DefaultRunTests
git --no-pager diff --stat -- docs/default-run-findings.txt
