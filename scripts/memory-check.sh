#!/usr/bin/env bash
# Memory and per-step cost check for every built-in strategy (or those named): per-step cost
# at trace lengths 100, 1,000 and 10,000 (one long generated trace per length, violations do
# not stop it), the model's structure sizes (windows, views, layers, queued blocks, timers,
# animations, snapshots, observers, callback log, captures) early and late in the longest
# trace, and views/windows/layers left alive per 100 finished short traces. A strategy is
# "flat" when nothing grows more than twice, the cost does not double and nothing leaks.
# Seed 000's alerts (capture-alert, secure-layer) stay bounded because generated traces
# answer them (answerAlert); one-line-cover reuses its earlier same-frame view.
# Costs are wall-clock in a debug build (about 10x release); counts are exact. Exit 1 if a
# strategy is not flat. About 2-3 minutes for all strategies on a quiet machine.
#   scripts/memory-check.sh [--details] [--lengths 100,1000,10000] [strategy ...]
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product memory-check >/dev/null
exec "$(swift build --show-bin-path)/memory-check" "$@"
