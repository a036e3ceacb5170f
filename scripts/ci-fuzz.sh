#!/usr/bin/env bash
# CI for YOUR package's fuzz target (copy this file into your package, e.g. as scripts/ci-fuzz.sh):
# builds the target in release (`swift build -c release --product TARGET`, minutes on a cold cache;
# BIN skips it), replays your corpus, fuzzes with SARIF and JUnit reports, and exits with
# lifecycle-fuzz's own exit codes (README, "Exit codes"), the most serious of the two steps.
#
# Usage: scripts/ci-fuzz.sh [TARGET]          (TARGET: your fuzzing executable, default my-cover-fuzz)
# Environment (all optional):
#   BIN=                   an executable already built (e.g. .build/release/my-cover-fuzz, or this
#                          repository's lifecycle-fuzz, whose strategies include every family):
#                          run as it is, nothing built; TARGET is then ignored
#   CORPUS=corpus          your saved traces; replayed first, and where `run` saves new counterexamples
#   TRACES=2000            traces per strategy and profile
#   SEED=                  `run --seed` (default: the tool's own); every shard of one run takes the same
#   SHARD=                 K/N: run shard K of N (`run --shard K/N`, the same SEED and TRACES on each machine) and
#                          write OUT/lifecycle-fuzz.results instead of the reports; a last job merges the N results
#                          files into the run's one SARIF and JUnit report (`merge --sarif --junit`, with the same
#                          BASELINE and APP_LOGIC; ci-examples/nightly-fuzz.yml)
#   JOBS=2                 worker processes
#   TIME_BUDGET=           seconds for `run` (e.g. 1200); past it the run stops with exit 4
#   BASELINE=              accepted failures (`run --update-baseline` writes one); passed to both steps
#   OUT=fuzz-reports       where lifecycle-fuzz.sarif and lifecycle-fuzz.xml (JUnit) are written (with SHARD:
#                          lifecycle-fuzz.results)
#   STRATEGY=              what `run` fuzzes (its --strategy: names, comma-separated; commas inside [...]
#                          belong to the name), e.g. STRATEGY='lock[shield=resign,...,rearm=background]'
#                          or your own strategy's name; default: every strategy your tool offers
#   PROFILE=               `run --profile` (names, comma-separated, or all); default: each strategy's own. With
#                          SHARD, one profile: a results file holds one, so give each profile its own shard jobs
#                          and merge each profile's N files apart
#   APP_LOGIC=             an app-logic script file (README, "Your app's own logic"), or one per platform
#                          separated by spaces (APP_LOGIC='ios/app.logic android/app.logic': one run, one corpus,
#                          one baseline); fuzzed besides STRATEGY, or alone when STRATEGY is empty
#   RUN_OPTIONS=           more `run` options, split at spaces (no quoting), e.g. RUN_OPTIONS='--weight
#                          presentSheet=0 --weight appPresent=0' to leave out events your app has no code for
#
# Exit codes:
#   0  nothing fails: every corpus trace gives its recorded verdict and every invariant held (or broke
#      only as the baseline accepts)
#   1  a broken invariant neither accepted nor expected, new or already in the corpus; or a corpus
#      trace whose verdict differs or is stale (the model changed: `replay --refresh-checkpoints`)
#   2  usage or input error (an unknown strategy or profile, an unreadable trace); also a failed build
#      or a BIN that is no executable
#   3  a coverage floor missed (only with --coverage-floor, which this script does not pass)
#   4  incomplete: TIME_BUDGET ran out or a signal stopped the run
#   5  a counterexample found but not saved to CORPUS (its whole trace is in the log: paste it)
# Both steps run whatever the first gives; the script exits with the first of 2, 5, 4, 1, 3 that
# either step gave (lifecycle-fuzz's own order when several apply), else 0.
set -uo pipefail
target="${1:-my-cover-fuzz}"
corpus="${CORPUS:-corpus}"
out="${OUT:-fuzz-reports}"
mkdir -p "$out"

if [ -n "${BIN:-}" ]; then
  if [ ! -f "$BIN" ] || [ ! -x "$BIN" ]; then
    echo "ci-fuzz: BIN=$BIN is no executable file" >&2
    exit 2
  fi
  bin="$BIN"
  echo "ci-fuzz: using $bin as built (BIN): nothing built"
else
  echo "ci-fuzz: building $target in release first (set BIN to run a built executable instead)"
  if ! swift build -c release --product "$target"; then
    echo "ci-fuzz: swift build -c release --product $target failed" >&2
    exit 2
  fi
  bin="$(swift build -c release --show-bin-path)/$target"
fi
baseline=()
[ -n "${BASELINE:-}" ] && baseline=(--baseline "$BASELINE")
# The replay reads a baseline naming a script's findings with the script (a baseline file carries none; `run`
# gets the script with the selection below), and re-checks the counterexamples of the script's earlier versions
# (an edit is a new fingerprint) against it.
scripts=()
[ -n "${APP_LOGIC:-}" ] && read -r -a scripts <<< "$APP_LOGIC"
replay_script=()
for script in "${scripts[@]}"; do replay_script+=(--app-logic "$script"); done

# 1. Replay the corpus: a fixed cover's traces keep holding, a stale one (model changed) is named.
replay=0
if [ -d "$corpus" ] && [ -n "$(find "$corpus" -name '*.trace' -print -quit)" ]; then
  "$bin" replay "${baseline[@]}" "${replay_script[@]}" "$corpus" || replay=$?
else
  echo "ci-fuzz: no traces in $corpus yet: nothing to replay"
fi

# 2. Fuzz, with the reports CI reads (upload the SARIF to code scanning, the JUnit to test results).
budget=()
[ -n "${TIME_BUDGET:-}" ] && budget=(--time-budget "$TIME_BUDGET")
# One shard of a run writes its results for the merge; a whole run writes the reports CI reads.
reports=(--sarif "$out/lifecycle-fuzz.sarif" --junit "$out/lifecycle-fuzz.xml")
[ -n "${SHARD:-}" ] && reports=(--shard "$SHARD" --results "$out/lifecycle-fuzz.results")
[ -n "${SEED:-}" ] && reports+=(--seed "$SEED")
# Passed as one word each: a family member's brackets and commas reach the tool as written.
selection=()
[ -n "${STRATEGY:-}" ] && selection+=(--strategy "$STRATEGY")
[ -n "${PROFILE:-}" ] && selection+=(--profile "$PROFILE")
selection+=("${replay_script[@]}")
extra=()
[ -n "${RUN_OPTIONS:-}" ] && read -r -a extra <<< "$RUN_OPTIONS"
run=0
"$bin" run --traces "${TRACES:-2000}" --jobs "${JOBS:-2}" --corpus "$corpus" "${selection[@]}" "${baseline[@]}" \
  "${budget[@]}" "${reports[@]}" "${extra[@]}" || run=$?

echo "ci-fuzz: replay exit $replay, run exit $run"
for code in 2 5 4 1 3; do
  if [ "$replay" -eq "$code" ] || [ "$run" -eq "$code" ]; then exit "$code"; fi
done
# Any other code (a crash of the tool itself) is passed on as it is.
[ "$replay" -ne 0 ] && exit "$replay"
exit "$run"
