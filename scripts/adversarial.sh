#!/usr/bin/env bash
# The adversarial checks of issue 31, as a nightly job (minutes to hours; not part of swift test):
#
#   scripts/adversarial.sh [--count N] [--kills K] [--bin PATH] [--parts LIST]
#
#  LIST: a comma list of the checks to run, of inputs, kill, corpora and signals (default: all
#  four); all but inputs need only the binary, so `--bin` and `--parts kill,corpora,signals`
#  run them without building. The stop times are wall-clock: run them without `nice` (on a
#  loaded machine a niced command waits for the scheduler, not for itself).
#
#  1. inputs: N mutated corpus traces (default 5,000), N/10 results files and N/25 baselines fed
#     to replay, merge and run --baseline in process (AdversarialInputTests): no crash, no hang,
#     every error names its file and line, nothing unsafe reaches the terminal;
#  2. kill loop: K runs (default 40) with two workers into one corpus, each ended at a seeded
#     moment by SIGKILL, SIGINT, SIGTERM or SIGHUP: afterwards no worker is left, the corpus
#     holds only whole traces (no temporary file among them) that all read back, and a signal
#     other than SIGKILL gives exit 4 with INCOMPLETE;
#  3. full and read-only corpora (root: a 64 KB tmpfs, and one mounted read-only; skipped when
#     mounting is not allowed): a run exits 5 and NOT SAVED names exactly the counterexamples
#     not on disk;
#  4. signals: SIGINT to `explore --depth 12` after 3 s, and to `minimize` of a folder of 500
#     traces the CLI generated (`run --family 60 --traces 200`) after 2 s: exit 4 with INCOMPLETE
#     within a second, only whole traces left that all read back.
# Prints one summary line per check and exits non-zero if any failed.
set -uo pipefail
cd "$(dirname "$0")/.."
count=5000 kills=40 bin="" parts=inputs,kill,corpora,signals
while [ $# -gt 0 ]; do
  case $1 in
    --count) count=$2; shift 2 ;;
    --kills) kills=$2; shift 2 ;;
    --bin) bin=$2; shift 2 ;;
    --parts) parts=$2; shift 2 ;;
    *) echo "adversarial.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
wants() { [[ ",$parts," == *",$1,"* ]]; }
if [ -z "$bin" ]; then
  swift build >/dev/null || exit 1
  bin=$(swift build --show-bin-path)/lifecycle-fuzz
fi
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
failed=0
report() { # report NAME PROBLEMS DETAIL
  if [ "$2" -eq 0 ]; then echo "ok    $1: $3"; else echo "FAIL  $1: $2 problem(s); $3"; failed=1; fi
}

# 1. Input files, in process.
if ! wants inputs; then
  :
elif LIFECYCLE_FUZZ_ADVERSARIAL=$count swift test --filter AdversarialInputTests >/tmp/adversarial-inputs.log 2>&1; then
  report inputs 0 "$count traces, $((count / 10)) results files, $((count / 25)) baselines"
else
  report inputs 1 "see /tmp/adversarial-inputs.log"
fi

work=$(mktemp -d)
# Never remove a mounted folder's files: unmount first.
trap 'umount "$work/full" "$work/ro" 2>/dev/null; rm -rf "$work"' EXIT
# The pids of processes whose command line is a worker of this binary and whose parent is gone (init's).
orphans() { ps -eo pid=,ppid=,args= | awk -v bin="$bin" '$3 == bin && $4 == "worker" && $2 == 1 { print $1 }'; }

# 2. Kill loop.
kill_loop() {
  problems=0
  rng=31
  signals=(KILL INT TERM HUP)
  mkdir -p "$work/kill"
  cd "$work/kill"
  for ((i = 0; i < kills; i++)); do
    rng=$(((rng * 1103515245 + 12345) % 2147483648))
    sig=${signals[$((rng % 4))]}
    delay=$(printf '0.%03d' $(((rng / 4) % 1000)))
    "$bin" run --traces 1000000 --jobs 2 --corpus c --strategy secure-layer,subview-tag >out 2>/dev/null &
    pid=$!
    sleep "1$delay"
    kill -s "$sig" $pid 2>/dev/null
    start=$(date +%s%N)
    wait $pid
    status=$?
    took=$((($(date +%s%N) - start) / 1000000))
    sleep 1
    if [ -n "$(orphans)" ]; then echo "kill $i ($sig): orphan worker(s) $(orphans)"; problems=$((problems + 1)); fi
    if [ "$sig" != KILL ]; then
      if [ $status -ne 4 ] || ! grep -q "^INCOMPLETE: " out; then
        echo "kill $i ($sig): exit $status"; problems=$((problems + 1))
      fi
      if [ $took -gt 1000 ]; then echo "kill $i ($sig): stopped after $took ms"; problems=$((problems + 1)); fi
    fi
    stray=$(ls -A c 2>/dev/null | grep -v '\.trace$' | grep -vx '\.lifecycle-fuzz-tmp' | grep -vx android)
    if [ -n "$stray" ]; then echo "kill $i ($sig): not a trace in the corpus: $stray"; problems=$((problems + 1)); fi
    if [ -d c ] && "$bin" replay c 2>&1 | grep -q "unreadable"; then
      echo "kill $i ($sig): a corpus file does not read back"; problems=$((problems + 1))
    fi
  done
  # Whatever a SIGKILL left in the temporary folder goes with the next write.
  "$bin" run --traces 200 --jobs 1 --corpus c --strategy cover-window >/dev/null 2>&1
  left=$(ls -A c/.lifecycle-fuzz-tmp 2>/dev/null | wc -l)
  [ "$left" -eq 0 ] || { echo "temporary files left after the next write: $left"; problems=$((problems + 1)); }
  report kill-loop $problems "$kills runs with two workers ended by SIGKILL, SIGINT, SIGTERM or SIGHUP"
  cd - >/dev/null
}
if wants kill; then kill_loop; fi

# 3. Full and read-only corpora: NOT SAVED must name exactly the counterexamples not on disk.
problems=0
mkdir -p "$work/full" "$work/ro"
# check_unsaved NAME OUT STATUS: every path NOT SAVED names is missing, every other one is there.
check_unsaved() {
  local listed missing=0
  listed=$(grep -c "NOT SAVED: could not save" "$2")
  for p in $(grep -o "could not save [^:]*" "$2" | sed 's/could not save //'); do [ -f "$p" ] || missing=$((missing + 1)); done
  if [ "$listed" -ne "$missing" ]; then
    echo "$1: NOT SAVED lists $listed, $missing of them are not on disk"; problems=$((problems + 1))
  fi
  echo "      $1: exit $3, $listed NOT SAVED, $(ls c 2>/dev/null | grep -c '\.trace$') saved"
}
if ! wants corpora; then
  :
elif mount -t tmpfs -o size=64k tmpfs "$work/full" 2>/dev/null; then
  cd "$work/full"
  head -c 40000 /dev/zero >filler 2>/dev/null
  "$bin" run --traces 400 --jobs 2 --corpus c --strategy secure-layer,subview-tag,cover-window >"$work/full-out" 2>/dev/null
  check_unsaved "full disk" "$work/full-out" $?
  cd - >/dev/null
  umount "$work/full"
  # Read-only mid-run: the corpus's volume is remounted read-only while two workers save to it.
  mount -t tmpfs -o size=4m tmpfs "$work/ro"
  cd "$work/ro"
  timeout 600 "$bin" run --traces 400 --jobs 2 --corpus c --strategy secure-layer,subview-tag,cover-window \
    >"$work/ro-out" 2>/dev/null &
  pid=$!
  sleep 1.5
  mount -o remount,ro "$work/ro"
  wait $pid
  check_unsaved "read-only mid-run" "$work/ro-out" $?
  cd - >/dev/null
  umount "$work/ro"
  report corpora $problems "a 64 KB corpus filled mid-run, one made read-only mid-run"
else
  echo "skip  corpora: mounting a tmpfs is not allowed here"
fi

# 4. SIGINT on explore --depth 12 and on minimize of a 500-trace folder.
# sigint NAME SECONDS COMMAND...: starts the command, sends SIGINT after SECONDS, checks exit 4, INCOMPLETE, 1 s.
sigint() {
  local name=$1 after=$2 pid start status took
  shift 2
  "$@" >"$work/sig-out" 2>/dev/null &
  pid=$!
  sleep "$after"
  start=$(date +%s%N)
  kill -INT $pid
  wait $pid
  status=$?
  took=$((($(date +%s%N) - start) / 1000000))
  echo "      $name: exit $status after $took ms"
  if [ $status -ne 4 ] || ! grep -q "^INCOMPLETE: " "$work/sig-out"; then
    echo "$name: exit $status"; problems=$((problems + 1))
  fi
  if [ $took -gt 1000 ]; then echo "$name: stopped after $took ms"; problems=$((problems + 1)); fi
}
if wants signals; then
  problems=0
  mkdir -p "$work/sig"
  cd "$work/sig"
  sigint "explore --depth 12" 3 "$bin" explore --depth 12 --strategy secure-layer
  "$bin" run --family 60 --traces 200 --jobs 2 --corpus gen -q >/dev/null 2>&1
  mkdir m
  for f in $(ls gen | grep '\.trace$' | head -500); do cp "gen/$f" m/; done
  made=$(ls m | wc -l)
  [ "$made" -eq 500 ] || { echo "the CLI generated $made traces, not 500"; problems=$((problems + 1)); }
  # After 2 s: the 500 traces the CLI saves are minimal already, and the whole minimize took 4.8 s on
  # 2026-12-03 (un-niced), so a SIGINT at 5 s came after its end.
  sigint "minimize of $made traces" 2 "$bin" minimize m
  stray=$(ls -A m | grep -v '\.trace$')
  [ -z "$stray" ] || { echo "minimize: not a trace in the folder: $stray"; problems=$((problems + 1)); }
  if "$bin" replay m 2>&1 | grep -q unreadable; then echo "minimize: a file does not read back"; problems=$((problems + 1)); fi
  cd - >/dev/null
  report signals $problems "SIGINT to explore --depth 12 and to minimize of $made generated traces"
fi
exit $failed
