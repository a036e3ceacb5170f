#!/bin/bash
# Unscored probes of the forty-seventh set (run after the scored run). BIN=... bash probes.sh; writes probe/*.out
BIN=${BIN:-/work/bin-s43-base/lifecycle-fuzz-release}
cd "$(dirname "$0")"
run() { id=$1; logic=$2; prof=$3; exp=$4; ev=$5; "$BIN" explain --app-logic "$logic" --profile "$prof" --expect "$exp" --events "$ev" > "$id.out" 2>&1; echo "$id rc=$? $(grep -m1 -E '^(outcome|error)' "$id.out" | cut -c1-160)"; }
{
run P1 P1-I05-pass1-evaluatepolicy.logic iphone-ios12.2-appdelegate lock-bypass 'launch · advance(2)'
run P2 P2-I05-keychain.logic 'iphone-ios12.2-appdelegate+missingFaceIDUsageDescriptionTerminates=false' lock-bypass 'launch · advance(2)'
run P2b P1-I05-pass1-evaluatepolicy.logic 'iphone-ios12.2-appdelegate+missingFaceIDUsageDescriptionTerminates=false' lock-bypass 'launch · advance(2)'
run P3 P3-I03-ask-at-activation.logic iphone-ios10.2-appdelegate unlock-blocked 'launch · advance(1) · faceIDNoMatch · advance(0.5) · faceIDFallback · advance(2)'
} | tee summary.txt
