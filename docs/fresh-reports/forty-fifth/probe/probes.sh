#!/bin/bash
# probes.sh BIN: NOT scored. Probes that ask the base binary one question each about a scored line's outcome.
BIN=${1:?BIN}; cd "$(dirname "$0")"
mk() { # name platform logic profile expect events
  { echo "lifecycle-fuzz trace 2"; echo "platform: $2"; echo "strategy: app-logic#00000000"
    grep -v '^[[:space:]]*#' "$3" | grep -v '^[[:space:]]*$' | sed 's/^/app-logic: /'
    echo "profile: $4"; echo "expect: $5"; printf '%s\n' "$6" | sed 's/ · /\n/g'; } > "$1.trace"
  "$BIN" explain "$1.trace" > "$1.out" 2>&1
  fp=$(grep -o 'fingerprint [0-9a-f]\{8\}' "$1.out" | head -1 | cut -d' ' -f2)
  [ -n "$fp" ] && sed -i "s/app-logic#00000000/app-logic#$fp/" "$1.trace" && "$BIN" explain "$1.trace" > "$1.out" 2>&1
  echo "$1: $(grep -m1 -E '^(outcome|run ended|error)' "$1.out" | cut -c1-220)"
}
A01EV='launch · advance(1) · appCall(setPasscode) · advance(1) · openRecents · removeTask · advance(1)'
# a01-unguarded: F45-A01 with its pass handler written without 'if locked' (the scored line was refused: home, started
# under 'if locked' beside clear(locked), was read as the lock's own screen, so the user's switch was refused there)
mk a01-unguarded-shortcut android a01-pass-unguarded.logic phone-api29-views lock-bypass "$A01EV · openEntry(shortcut, accounts) · advance(1)"
mk a01-unguarded-splash android a01-pass-unguarded.logic phone-api29-views holds "$A01EV · openEntry(shortcut, splash) · advance(1)"
# i05c-enter-only: F45-I05c's script with the lock field's tap as enterPasscode alone (keyboardShow taps the app's field)
mk i05c-enter-only ios ../reconciled/ios/F45-I05c-dmpasscode-tap-refocuses.logic ipad-split-ios11-appdelegate holds "launch · advance(1) · keyboardHide · advance(1) · enterPasscode · advance(1)"
# i01-fid-1.0 / 3.0: does the Face ID dismissal change I01? (no Touch ID on iOS 14 in the model)
mk i01-fid3 ios ../reconciled/ios/F45-I01-brave-lock-window-keyboard-up-at-leave.logic "iphone-ios14-appdelegate+faceIDDismissal=3" stranded-cover "launch · advance(1) · keyboardShow · advance(1) · goHome · advance(5) · returnToApp · advance(1) · faceIDMatch · advance(4)"
