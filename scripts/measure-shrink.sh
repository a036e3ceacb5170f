#!/usr/bin/env bash
# Shrink normalization: for every failing trace in corpus/ (a bug), over SEEDS run seeds, the
# first generated trace showing that bug is shrunk; prints how many shrinks give the corpus
# trace byte for byte, and the replays each shrink spent (median, max).
# Targets (issue #5): >= 95 of 100 identical per bug, median <= 300 replays per shrink.
set -euo pipefail
cd "$(dirname "$0")/.."
SEEDS="${1:-100}"
swift build -c release --product lifecycle-fuzz >/dev/null
# The bugs of the three seed strategies, as this shrinker writes them (format 2, with
# checkpoints). Format-1 traces of the same bugs in older shrunk forms stay in corpus/ because
# docs/strategy-comparison.txt cites them; they are excluded here. STRATEGIES=... for others.
STRATEGIES="${STRATEGIES:-secure-layer,cover-window,subview-tag}"
"$(swift build -c release --show-bin-path)/lifecycle-fuzz" measure-shrink --seeds "$SEEDS" --corpus corpus --strategy "$STRATEGIES" --checkpointed-only
