#!/usr/bin/env bash
# The adversarial checks of issue 31, as a nightly job (minutes to hours; not part of swift test):
#
#   scripts/adversarial.sh [--count N] [--kills K] [--bin PATH]
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
#     not on disk.
# Prints one summary line per check and exits non-zero if any failed.
set -uo pipefail
cd "$(dirname "$0")/.."
count=5000 kills=40 bin=""
while [ $# -gt 0 ]; do
  case $1 in
    --count) count=$2; shift 2 ;;
    --kills) kills=$2; shift 2 ;;
    --bin) bin=$2; shift 2 ;;
    *) echo "adversarial.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
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
if LIFECYCLE_FUZZ_ADVERSARIAL=$count swift test --filter AdversarialInputTests >/tmp/adversarial-inputs.log 2>&1; then
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
if mount -t tmpfs -o size=64k tmpfs "$work/full" 2>/dev/null; then
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
exit $failed
