#!/bin/bash
# probes.sh (NOT scored; run after the scored run): BIN=/path/to/lifecycle-fuzz bash probe/probes.sh
# P1/P1b: F48-A02's member on the wallet's sensitive screen (navigate(phrase)), deep sleep on / off.
# P2: F48-A04's member with Home instead of the screen-off. P3/P3b: F48-A04 as app-logic (the plugin's cancel taken
# as the pass), screen-off and Home.
BIN=${BIN:-/work/bin-s44-base/lifecycle-fuzz-release}; cd "$(dirname "$0")"
for f in P1-A02-sensitive-screen P1b-A02-awake P2-A04-home-instead-of-screen-off P3-screenoff P3b-home P4-A05-ask-in-onresume P5-A05-success-ignored-always; do
  "$BIN" explain $f.trace > $f.out 2>&1; echo "$f rc=$? $(grep -m1 -E '^(outcome|error)' $f.out | cut -c1-250)"; done
