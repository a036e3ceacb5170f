#!/usr/bin/env bash
# Out-of-tree check of the README's quick start: copies Examples/QuickStart (the package the
# README quotes file by file) OUTSIDE this repository, next to a folder named `LifecycleFuzz`
# that links to this one (SwiftPM's identity for a path dependency), and runs what the quick
# start and "Reading a verdict" show:
#   - `swift test` in the user package: the cover holds (exit 0);
#   - `my-cover-fuzz run --traces 100` on the cover's own profile holds (exit 0; the README's
#     400-trace run also reaches its one focus-lost finding and exits 1);
#   - on an app-delegate-only app (`--profile iphone-ios17-appdelegate`), where the scene
#     callbacks never come, `run` must find the leak (exit 1) with one and with two worker
#     processes, print the same bytes, and save it to the corpus;
#   - `replay` of the saved trace must agree (exit 1: the verdict matches and the cover still
#     leaks), `explain` must draw it (exit 0, the snapshot marked `snapshot A!`, outcome
#     snapshot-leak, the leaking views named), `compare` must take the user's name (exit 1: its
#     leaking cells) and `explore` must find the leak too (exit 1).
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
cp -R "$repo/Examples/QuickStart" "$pkg"
rm -rf "$pkg/.build"

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
(cd "$pkg" && swift build > "$tmp/build.log" 2>&1) || { tail -40 "$tmp/build.log"; fail "build"; }
(cd "$pkg" && swift test > "$tmp/test.log" 2>&1) || { tail -40 "$tmp/test.log"; fail "swift test in the user package"; }
bin="$(cd "$pkg" && swift build --show-bin-path)/my-cover-fuzz"
cd "$pkg"

expect_code 0 list strategies
grep -q "^  my-cover " "$tmp/out" || fail "list strategies does not list my-cover"
rm -rf corpus
expect_code 0 run --traces 100
grep -Eq "^  holds +my-cover +- +iphone-ios17-scenes$" "$tmp/out" || fail "run: my-cover does not hold in the verdict table"

for jobs in 1 2; do
  rm -rf corpus
  expect_code 1 run --traces 60 --jobs "$jobs" --profile iphone-ios17-appdelegate
  grep -q "^BROKEN snapshot-leak: my-cover on iphone-ios17-appdelegate" "$tmp/out" || fail "run --jobs $jobs: the leak was not found"
  grep -q "replay: swift run my-cover-fuzz replay corpus/" "$tmp/out" || fail "run --jobs $jobs: replay hint names another tool"
  cp "$tmp/out" "$tmp/run-$jobs.txt"
done
cmp -s "$tmp/run-1.txt" "$tmp/run-2.txt" || fail "run prints differently with 1 and 2 workers"

trace="$(ls corpus/my-cover--snapshot-leak--iphone-ios17-appdelegate--*.trace | head -1)"
[[ -f "$trace" ]] || fail "run saved no snapshot-leak trace"
expect_code 1 replay "$trace"  # the verdict matches, and the cover still leaks: a failure, as for run
grep -q "^BROKEN $trace: snapshot-leak, as recorded; neither accepted nor expected" "$tmp/out" || fail "replay disagrees: $(cat "$tmp/out")"
expect_code 0 explain "$trace"
grep -q " A!" "$tmp/out" || fail "explain does not draw the leaking capture"
grep -q "^outcome: snapshot-leak" "$tmp/out" || fail "explain gives another outcome"
grep -q "^leaked: 'note-field', 'details', 'balance' in " "$tmp/out" || fail "explain does not name the leaking views"
echo "--- explain $trace"
cat "$tmp/out"
expect_code 1 compare --traces 20 --strategy my-cover --profile iphone-ios17-appdelegate  # its leaking cells
grep -q "| my-cover | " "$tmp/out" || fail "compare has no row for my-cover"
expect_code 1 explore --depth 2 --profile iphone-ios17-appdelegate  # a counterexample found: exit 1
grep -q "my-cover on iphone-ios17-appdelegate: " "$tmp/out" || fail "explore did not explore my-cover"
echo "user-package-check: ok (the quick start's tests hold; run found the app-delegate leak with 1 and 2 workers;" \
  "replay, explain, compare, explore agree)"
