#!/usr/bin/env bash
# Measures what each strategy costs its users on the same 1000 generated traces (seed 20261129):
# seconds of cover shown while only a system prompt is up, and keyboards dismissed. Writes
# docs/strategy-tradeoffs.txt. Extra arguments go to strategy-tradeoffs (--traces N, --seed N,
# strategy names).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product strategy-tradeoffs >&2
.build/release/strategy-tradeoffs "$@" | sed 's/ *$//' | tee docs/strategy-tradeoffs.txt
