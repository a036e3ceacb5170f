#!/bin/bash
# Probes (NOT scored), run after the scored run on the base binary. BIN defaults to the base.
B=${BIN:-/work/bin-s42-base/lifecycle-fuzz}; cd "$(dirname "$0")"
EV='launch · advance(1) · appCall(enterPin) · advance(1) · pressHome · advance(30) · returnToApp · advance(1)'
$B explain --platform android --app-logic android/F46-A04-islandis-js-timer-lock-p.logic --profile phone-api34-reactNative --expect lock-bypass --events "$EV" > A04p.out 2>&1
$B explain --platform android --app-logic android/F46-A04c-islandis-timestamp-at-return-p.logic --profile phone-api34-reactNative --expect holds --events "$EV" > A04cp.out 2>&1
EV2='launch · advance(1) · appCall(enterPin) · advance(1) · screenOff · advance(30) · screenOn · advance(1)'
$B explain --platform android --app-logic android/F46-A04-islandis-js-timer-lock-p.logic --profile phone-api34-reactNative --expect lock-bypass --events "$EV2" > A04p-screenoff.out 2>&1
EV3='launch · advance(1) · enterWrongPasscode · advance(0.5) · enterWrongPasscode · advance(0.5) · enterWrongPasscode · advance(1) · goHome · advance(1000) · returnToApp · advance(1)'
$B explain --platform ios --app-logic ios/F46-I04-brave-lockout-never-rechecked-p.logic --profile iphone-ios12-appdelegate --expect unlock-blocked --events "$EV3" > I04p.out 2>&1
$B explain --platform ios --app-logic ios/F46-I04c-brave-lockout-rechecked-at-foreground-p.logic --profile iphone-ios12-appdelegate --expect holds --events "$EV3 · enterPasscode · advance(1)" > I04cp.out 2>&1
for f in A04p A04cp A04p-screenoff I04p I04cp; do echo "$f $(grep -m1 -E '^(outcome|error)' $f.out)"; done
