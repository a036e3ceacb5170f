#!/usr/bin/env bash
# Out-of-tree check of the user path: makes a package of a user's own OUTSIDE this repository
# (in a temporary folder), as the README describes it: a `Package.swift` that depends on this
# package by path (through a folder named `LifecycleFuzz`, SwiftPM's identity for it), a
# strategy file, and an executable target of a few lines that builds the CLI over that strategy.
# Then, with a deliberately leaky strategy (a cover window shown only in sceneDidEnterBackground,
# so the live app-switcher card shows the content):
#   - `run` must find the counterexample (exit 1) with one and with two worker processes, and
#     save it to the corpus;
#   - `replay` of the saved trace must agree (exit 0), `explain` must draw it (exit 0, the
#     card marked `card A!`, outcome snapshot-leak, the leaking views named), `compare` must take
#     the user's name (exit 0: compare measures) and `explore` must find the leak too (exit 1).
# Exit 0 when every check passes, 1 otherwise. The first build compiles this package from
# scratch (several minutes). Not run by `swift test`.
#   scripts/user-package-check.sh [--keep]
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
keep=0
[[ "${1:-}" == "--keep" ]] && keep=1
tmp="$(mktemp -d "${TMPDIR:-/tmp}/user-package-check.XXXXXX")"
cleanup() { if [[ $keep == 0 ]]; then rm -rf "$tmp"; else echo "kept $tmp"; fi; }
trap cleanup EXIT

ln -s "$repo" "$tmp/LifecycleFuzz"
pkg="$tmp/MyCover"
mkdir -p "$pkg/Sources/MyCover" "$pkg/Sources/my-cover-fuzz"

cat > "$pkg/Package.swift" <<'SWIFT'
// swift-tools-version:6.2
import PackageDescription

let package = Package(
  name: "MyCover",
  dependencies: [
    .package(path: "../LifecycleFuzz")
  ],
  targets: [
    // The cover, as the app's own code: only the model (instead of UIKit).
    .target(
      name: "MyCover",
      dependencies: [
        .product(name: "ShieldModel", package: "LifecycleFuzz"),
        .product(name: "CoverStrategies", package: "LifecycleFuzz"),
      ],
      swiftSettings: [.swiftLanguageMode(.v6)]),
    // The whole command line (run, replay, explain, compare, explore) over it.
    .executableTarget(
      name: "my-cover-fuzz",
      dependencies: ["MyCover", .product(name: "LifecycleFuzzCLI", package: "LifecycleFuzz")],
      swiftSettings: [.swiftLanguageMode(.v6)]),
  ]
)
SWIFT

cat > "$pkg/Sources/MyCover/MyCover.swift" <<'SWIFT'
import CoverStrategies  // StrategyDescriptor
import ShieldModel  // instead of `import UIKit`

/// Deliberately leaky: the cover goes up only once the scene is in the background, so the live
/// app-switcher card, which follows the resign alone, shows the content.
@MainActor public final class MyCover: PrivacyScreenStrategy {
  public let claims: ProtectionClaims = .appSwitcher
  private var cover: UIWindow?
  public init() {}

  public func sceneDidEnterBackground(_ scene: UIScene) {
    guard let windowScene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: windowScene)
    window.windowLevel = .alert + 1
    window.backgroundColor = .white
    window.isHidden = false
    cover = window
  }

  public func sceneWillEnterForeground(_ scene: UIScene) {
    cover?.isHidden = true
    cover = nil
  }
}

/// The strategy as the command line lists and finds it.
public let myCover = StrategyDescriptor(
  name: "my-cover", summary: "cover window from sceneDidEnterBackground", source: "my app",
  claims: .appSwitcher, defaultProfile: .iPhoneScenes, make: { MyCover() })
SWIFT

cat > "$pkg/Sources/my-cover-fuzz/main.swift" <<'SWIFT'
import Foundation
import LifecycleFuzzCLI
import MyCover

exit(CommandLineTool(strategies: StrategyProvider(strategies: [myCover]), defaultJobs: 2).main().rawValue)
SWIFT

fail() { echo "FAIL: $*" >&2; exit 1; }
# Runs the tool, expecting exit code $1; its output goes to $out.
expect_code() {
  local want=$1; shift
  set +e
  "$bin" "$@" > "$tmp/out" 2> "$tmp/err"
  local got=$?
  set -e
  [[ $got == "$want" ]] || { cat "$tmp/out" "$tmp/err" >&2; fail "'$*' exited $got, expected $want"; }
}

echo "building the user package in $pkg (the first build compiles LifecycleFuzz)..."
(cd "$pkg" && swift build --product my-cover-fuzz > "$tmp/build.log" 2>&1) \
  || { tail -40 "$tmp/build.log"; fail "build"; }
bin="$(cd "$pkg" && swift build --show-bin-path)/my-cover-fuzz"
cd "$pkg"

expect_code 0 list strategies
grep -q "^  my-cover " "$tmp/out" || fail "list strategies does not list my-cover"

for jobs in 1 2; do
  rm -rf corpus
  expect_code 1 run --traces 60 --jobs "$jobs"
  grep -q "my-cover (my app) on iphone-ios17-scenes; claims app-switcher; 60 traces" "$tmp/out" \
    || fail "run --jobs $jobs: no report for my-cover"
  grep -q "snapshot-leak   BROKEN" "$tmp/out" || fail "run --jobs $jobs: the leak was not found"
  cp "$tmp/out" "$tmp/run-$jobs.txt"
done
cmp -s "$tmp/run-1.txt" "$tmp/run-2.txt" || fail "run prints differently with 1 and 2 workers"

trace="$(ls corpus/my-cover--snapshot-leak--iphone-ios17-scenes--*.trace | head -1)"
[[ -f "$trace" ]] || fail "run saved no snapshot-leak trace"
expect_code 0 replay "$trace"
grep -q "^ok    $trace: snapshot-leak" "$tmp/out" || fail "replay disagrees: $(cat "$tmp/out")"
expect_code 0 explain "$trace"
grep -q "card A!" "$tmp/out" || fail "explain does not draw the leaking card"
grep -q "^outcome: snapshot-leak" "$tmp/out" || fail "explain gives another outcome"
grep -q "^leaked: 'note-field', 'details', 'balance' in " "$tmp/out" || fail "explain does not name the leaking views"
echo "--- explain $trace"
cat "$tmp/out"
expect_code 0 compare --traces 20 --strategy my-cover
grep -q "| my-cover | " "$tmp/out" || fail "compare has no row for my-cover"
expect_code 1 explore --depth 2  # a counterexample found: exit 1
grep -q "my-cover on iphone-ios17-scenes: " "$tmp/out" || fail "explore did not explore my-cover"
echo "user-package-check: ok (run found the leak with 1 and 2 workers; replay, explain, compare, explore agree)"
