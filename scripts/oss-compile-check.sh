#!/usr/bin/env bash
# Issue 15's measurement: real open-source iOS privacy screens compiled against the model with
# only their import block changed (docs/oss-compile-check.md has the table and the results).
#
#   scripts/oss-compile-check.sh [--linux-edits] FILES-DIR [WORK-DIR]
#
# FILES-DIR holds the upstream files, unmodified, one folder per implementation, named as in
# the IMPLEMENTATIONS table below (e.g. FILES-DIR/hacknicity/SceneDelegate.swift). This script
# fetches nothing: the addresses and commits are in docs/oss-compile-check.md (get each file
# with `git show COMMIT:PATH` in a clone, or from the repository's web page at that commit).
# The third-party code must never be committed; the stubs for each app's own non-UIKit types
# (ours) are in scripts/oss-compile-check/stubs/NAME.swift.
#
# WORK-DIR (default: a temporary folder) receives a SwiftPM package that depends on this
# repository's ShieldModel by path, with two targets per implementation: NAME_swift5 and
# NAME_swift6 (language mode 5 or 6, no default isolation, as a user's app target). Each file's
# top-level `import` lines are replaced by the import block users write, nothing else:
#
#   #if canImport(UIKit)
#     import Foundation
#     import UIKit
#   #else
#     import ShieldModel
#   #endif
#
# Each target is built on its own; the result table and the first errors of each failing
# target are printed, and WORK-DIR/logs/TARGET.log keeps every build's output. Exit status:
# 0 when every target builds, 1 otherwise.
#
# --linux-edits also makes the edits that Swift on Linux forces, and counts them per target:
# `@objc` removed, `#selector(name)` / `#selector(self.name)` becomes the method reference
# `Type.name` (the model's selector observers take one; see NotificationCenter), by
# scripts/oss-compile-check/linux-edits.pl; the Darwin-only functions an implementation calls
# come from stubs/NAME.linux.swift, whose lines count as edits too. Without the option those
# lines are compile errors, as they are on Linux.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
STUBS="$ROOT/scripts/oss-compile-check/stubs"

LINUX_EDITS=0
if [[ ${1:-} == --linux-edits ]]; then
  LINUX_EDITS=1
  shift
fi
if [[ $# -lt 1 || ! -d $1 ]]; then
  echo "usage: scripts/oss-compile-check.sh [--linux-edits] FILES-DIR [WORK-DIR]" >&2
  exit 2
fi
FILES=$(cd "$1" && pwd)
WORK=${2:-$(mktemp -d)}
mkdir -p "$WORK"
WORK=$(cd "$WORK" && pwd)

# NAME|FILES (space-separated; FILE@A-B takes lines A to B only, wrapped in WRAP's declaration)
# |WRAP (the declaration an excerpt sits in; empty when the whole files are measured).
IMPLEMENTATIONS=(
  "hacknicity|SceneDelegate.swift PrivacyProtectionViewController.swift|"
  "capcommunity|PrivacyScreen.swift PrivacyScreenConfig.swift|"
  "ionic|PrivacyScreenPlugin.swift|"
  "screenprotectorkit|ScreenProtectorKit.swift ScreenProtectorKitManager.swift UIColor+Extension.swift|"
  "clawkit|Shield.swift|"
  "jmvictorio|ScreenProtector.swift|"
  "expo|ScreenCaptureModule.swift AnimatedBlurEffectView.swift|"
  "signal|ScreenLockUI.swift|"
  "bitwarden|SceneDelegate.swift|"
  "firefox|PrivacyWindowHelper.swift|"
  "cwa|PrivacyProtectionViewController.swift AppDelegate.swift@1133-1157|class AppDelegate: UIResponder"
  "onionbrowser|BlurredSnapshot.swift|"
  "unstoppable|CoverManager.swift AppSceneDelegate.swift|"
)

IMPORT_BLOCK='#if canImport(UIKit)
  import Foundation
  import UIKit
#else
  import ShieldModel
#endif'

# replace_imports IN OUT: the file with its top-level import lines replaced by the block (put
# where the first import was, or on top when the file has none).
replace_imports() {
  local pattern='^(@_exported |@testable |@preconcurrency )?import [A-Za-z_]'
  if grep -Eq "$pattern" "$1"; then
    awk -v block="$IMPORT_BLOCK" -v pattern="$pattern" '
      $0 ~ pattern { if (!done) print block; done = 1; next }
      { print }' "$1" >"$2"
  else
    { printf '%s\n' "$IMPORT_BLOCK"; cat "$1"; } >"$2"
  fi
}

# linux_edits FILE: the edits Swift on Linux forces (see --linux-edits), in place.
linux_edits() { perl "$ROOT/scripts/oss-compile-check/linux-edits.pl" "$1"; }

targets=()
manifest_targets=""
declare -A edits
for entry in "${IMPLEMENTATIONS[@]}"; do
  IFS='|' read -r name files wrap <<<"$entry"
  for mode in 5 6; do
    target="${name}_swift${mode}"
    dir="$WORK/Sources/$target"
    rm -rf "$dir"
    mkdir -p "$dir"
    for spec in $files; do
      file=${spec%@*}
      if [[ ! -f "$FILES/$name/$file" ]]; then
        echo "missing $FILES/$name/$file" >&2
        exit 2
      fi
      if [[ $spec == *@* ]]; then
        range=${spec#*@}
        { printf '%s\n' "$IMPORT_BLOCK"; echo "$wrap {"
          sed -n "${range%-*},${range#*-}p" "$FILES/$name/$file"; echo "}"; } >"$dir/${file%.swift}+Excerpt.swift"
      else
        replace_imports "$FILES/$name/$file" "$dir/$file"
      fi
      if ((LINUX_EDITS)); then
        out="$dir/$file"
        [[ -f $out ]] || out="$dir/${file%.swift}+Excerpt.swift"
        cp "$out" "$WORK/before.swift"
        linux_edits "$out"
        changed=$(diff "$WORK/before.swift" "$out" | grep -c '^<' || true)
        edits[$target]=$(( ${edits[$target]:-0} + changed ))
      fi
    done
    cp "$STUBS/$name.swift" "$dir/Stubs.swift"
    if ((LINUX_EDITS)) && [[ -f "$STUBS/$name.linux.swift" ]]; then
      cp "$STUBS/$name.linux.swift" "$dir/LinuxShims.swift"
      shim=$(grep -cvE '^\s*(//|#|$)' "$STUBS/$name.linux.swift" || true)
      edits[$target]=$(( ${edits[$target]:-0} + shim ))
    fi
    targets+=("$target")
    manifest_targets+="    .target(name: \"$target\", dependencies: [.product(name: \"ShieldModel\", package: \"oss\")],
      swiftSettings: [.swiftLanguageMode(.v$mode)]),
"
  done
done

cat >"$WORK/Package.swift" <<EOF
// swift-tools-version:6.2
// Generated by scripts/oss-compile-check.sh: one target per implementation and language mode.
import PackageDescription

let package = Package(
  name: "OSSCompileCheck",
  dependencies: [.package(name: "oss", path: "$ROOT")],
  targets: [
$manifest_targets  ]
)
EOF

mkdir -p "$WORK/logs"
cd "$WORK"
swift build --target ShieldModel >"$WORK/logs/ShieldModel.log" 2>&1 || {
  echo "the model does not build; see $WORK/logs/ShieldModel.log" >&2
  exit 2
}
status=0
printf '%-30s %s\n' target result
for target in "${targets[@]}"; do
  note=""
  ((LINUX_EDITS)) && note=" (${edits[$target]:-0} Linux edits)"
  if swift build --target "$target" >"$WORK/logs/$target.log" 2>&1; then
    printf '%-30s %s\n' "$target" "ok$note"
  else
    status=1
    errors=$(grep -c ': error: ' "$WORK/logs/$target.log" || true)
    printf '%-30s %s\n' "$target" "FAILS ($errors errors)$note"
    grep ': error: ' "$WORK/logs/$target.log" | sed "s|$WORK/Sources/||" | sort -u | head -20 | sed 's/^/    /' || true
  fi
done
exit $status
