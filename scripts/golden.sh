#!/usr/bin/env bash
# Golden outputs: runs a fixed battery of commands with one build and writes what they print
# (standard output and exit code) and the corpus files they write into a folder; with two
# revisions, builds both and diffs the folders. A refactoring must leave every file identical.
#
#   scripts/golden.sh record OUT-DIR            battery with the working tree's build
#   scripts/golden.sh check BASE-REV            build BASE-REV in a scratch worktree, run the
#                                               battery with it and with the working tree, diff
#   scripts/golden.sh bins BASE-BIN NEW-BIN [BASE-REV]
#                                               run the battery with two built binaries (release
#                                               builds, say) and diff: no build, nothing stale; with
#                                               BASE-REV the base binary runs on that revision's
#                                               corpus (an older binary cannot read newer words)
#   scripts/golden.sh record OUT-DIR BIN        battery with a built binary
#   scripts/golden.sh diff BEFORE-DIR AFTER-DIR diff two recorded batteries
#
# Standard error (progress lines) is not compared: it is not part of the deterministic output.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)

battery() { # battery BIN OUT [CORPUS-DIR]: CORPUS-DIR defaults to the working tree's corpus
  local bin=$1 out=$2 corpus=${3:-$ROOT/corpus} scratch
  scratch=$(mktemp -d)
  trap 'rm -rf "$scratch"' RETURN
  mkdir -p "$out"
  cp -R "$corpus" "$scratch/corpus"
  cd "$scratch"
  step() { # step NAME ARGS...: stdout and exit code of one command
    local name=$1; shift
    set +e
    "$bin" "$@" >"$out/$name.out" 2>/dev/null
    echo "exit $?" >>"$out/$name.out"
    set -e
  }
  step default-run run --no-corpus
  step seeds-3000 run --no-corpus --traces 3000 --strategy subview-tag,cover-window,secure-layer --show-coverage
  step jobs1 run --no-corpus --traces 600 --strategy subview-tag,cover-window,secure-layer --jobs 1
  step jobs2 run --no-corpus --traces 600 --strategy subview-tag,cover-window,secure-layer --jobs 2
  step shard1 run --no-corpus --traces 600 --strategy subview-tag,cover-window --shard 1/2 --results s1.results
  step shard2 run --no-corpus --traces 600 --strategy subview-tag,cover-window --shard 2/2 --results s2.results
  cp s1.results "$out/shard1.results"; cp s2.results "$out/shard2.results"
  step merge merge --no-corpus s1.results s2.results
  mkdir -p merged-corpus
  step merge-into-empty merge --corpus merged-corpus s1.results s2.results
  step compare-md compare --traces 60 --strategy subview-tag,cover-window,secure-layer,state-cover --markdown c.md
  step compare-json compare --traces 60 --strategy subview-tag,cover-window,secure-layer,state-cover --json c.json
  step compare-html compare --traces 60 --strategy subview-tag,cover-window,secure-layer,state-cover --html c.html
  cp c.md "$out/compare.md"; cp c.json "$out/compare.json"; cp c.html "$out/compare.html"
  step compare-stdout compare --traces 40 --strategy subview-tag,secure-layer --profile all
  step family run --no-corpus --traces 100 --family 20
  step flag run --no-corpus --traces 200 --strategy subview-tag --flag switcherCardIsLive=false
  step max-steps run --no-corpus --traces 400 --strategy cover-window --max-steps 2000
  for f in corpus/C05-flag-guarded-fade-cover.trace corpus/C10-first-hook-cover-window.trace \
           corpus/C13-secure-canvas-first-sublayer-ios17.trace; do
    [ -f "$f" ] || continue
    local b; b=$(basename "$f" .trace)
    step "explain-$b-text" explain "$f"
    step "explain-$b-md" explain "$f" --format markdown
    step "explain-$b-html" explain "$f" --format html
  done
  step replay-corpus replay corpus
  step android-run run --no-corpus --platform android --traces 300
  step android-jobs1 run --no-corpus --platform android --traces 300 --jobs 1
  step reports run --no-corpus --traces 300 --strategy subview-tag,cover-window,secure-layer \
    --sarif r.sarif --junit r.xml
  cp r.sarif "$out/reports.sarif" 2>/dev/null || true
  cp r.xml "$out/reports.junit.xml" 2>/dev/null || true
  step list list
  step explore explore --depth 3 --strategy subview-tag
  mkdir -p empty-corpus
  step corpus-write run --corpus empty-corpus --traces 300 --strategy subview-tag,cover-window,secure-layer --jobs 1
  mkdir -p "$out/written-corpus" "$out/merged-corpus"
  cp empty-corpus/* "$out/written-corpus/" 2>/dev/null || true
  cp merged-corpus/* "$out/merged-corpus/" 2>/dev/null || true
  cd "$ROOT"
}

# compare LABEL: normalizes the build's commit in $work/before and $work/after, then diffs them.
compare() {
  # Reports name the build (its version and git commit), which differ between the two by design.
  for f in $(grep -rl "(commit [0-9a-f]\{12\}\|(commit unknown\|commit[\" =:]*[0-9a-f]\{12\}" "$work/before" "$work/after" 2>/dev/null); do
    sed -i.bak -e 's/(commit [0-9a-f]\{12\}[+a-z]*)/(commit X)/g' -e 's/(commit unknown)/(commit X)/g' "$f" && rm -f "$f.bak"
  done
  if diff -r "$work/before" "$work/after" >"$work/diff.txt"; then
    echo "golden: $(find "$work/after" -type f | wc -l) files identical to $1"
    rm -rf "$work"
  else
    head -40 "$work/diff.txt"
    echo "golden: outputs differ from $1 (full diff in $work/diff.txt)" >&2
    exit 1
  fi
}

abs() { echo "$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"; }

case "${1:-}" in
  record)
    [ -n "${2:-}" ] || { echo "usage: scripts/golden.sh record OUT-DIR [BIN]" >&2; exit 2; }
    out="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"
    if [ -n "${3:-}" ]; then
      battery "$(abs "$3")" "$out"
    else
      swift build --product lifecycle-fuzz >/dev/null
      battery "$(swift build --show-bin-path)/lifecycle-fuzz" "$out"
    fi
    ;;
  diff)
    [ -n "${3:-}" ] || { echo "usage: scripts/golden.sh diff BEFORE-DIR AFTER-DIR" >&2; exit 2; }
    work=$(mktemp -d)
    cp -R "$2" "$work/before"
    cp -R "$3" "$work/after"
    compare "$2"
    ;;
  check | bins)
    work=$(mktemp -d)
    if [ "$1" = check ]; then
      [ -n "${2:-}" ] || { echo "usage: scripts/golden.sh check BASE-REV" >&2; exit 2; }
      base=$2
      git worktree add --detach "$work/base" "$2" >/dev/null
      (cd "$work/base" && swift build --product lifecycle-fuzz >/dev/null)
      battery "$(cd "$work/base" && swift build --show-bin-path)/lifecycle-fuzz" "$work/before" "$work/base/corpus"
      swift build --product lifecycle-fuzz >/dev/null
      battery "$(swift build --show-bin-path)/lifecycle-fuzz" "$work/after"
      git worktree remove --force "$work/base"
    else
      [ -n "${3:-}" ] || { echo "usage: scripts/golden.sh bins BASE-BIN NEW-BIN [BASE-REV]" >&2; exit 2; }
      base=$2
      if [ -n "${4:-}" ]; then
        mkdir -p "$work/base-tree"
        git archive "$4" corpus | tar -x -C "$work/base-tree"
        battery "$(abs "$2")" "$work/before" "$work/base-tree/corpus"
        rm -rf "$work/base-tree"
      else
        battery "$(abs "$2")" "$work/before"
      fi
      battery "$(abs "$3")" "$work/after"
    fi
    compare "$base"
    ;;
  *) echo "usage: scripts/golden.sh record OUT-DIR [BIN] | diff BEFORE-DIR AFTER-DIR | check BASE-REV | bins BASE-BIN NEW-BIN [BASE-REV]" >&2; exit 2 ;;
esac
