#!/usr/bin/env bash
# Where `swift test` spends its time (docs/testing.md, "Test time"): the slowest tests and suites with their
# seconds, and the whole run's CPU. Runs the already built tests (`swift build --build-tests` first) with Swift
# Testing's event stream, then reads each test's and suite's start and end instants from it.
#
#   scripts/test-times.sh [--out DIR] [--top N] [--serial] [--xctest PATH] [--read FILE.jsonl] [-- TEST-ARGS...]
#   scripts/test-times.sh                                  the whole test phase, as CI runs it (parallel)
#   scripts/test-times.sh --serial -- --filter '^LifecycleFuzzTests\.'   one target, one test at a time
#   scripts/test-times.sh --read DIR/events.jsonl          the tables again from a saved stream
#   scripts/test-times.sh --xctest /tmp/b/LifecycleFuzzPackageTests.xctest
#       the test binary itself, not `swift test`: a copy (with `lifecycle-fuzz` beside it, which the end-to-end
#       tests start from the binary's folder) runs while the worktree builds again, and holds no .build lock
#
# A parallel run's seconds per test include waiting for a core or the main actor (the main-actor tests run one at
# a time beside the nonisolated ones); `--serial` gives each test's own share. The machine is often shared: compare
# the CPU line (user + sys, children included) and the ranks, not wall seconds across runs.
set -euo pipefail
cd "$(dirname "$0")/.."
out="" top=30 serial=0 read="" xctest=""
while [ $# -gt 0 ]; do
  case $1 in
    --out) out=$2; shift ;;
    --top) top=$2; shift ;;
    --serial) serial=1 ;;
    --read) read=$2; shift ;;
    --xctest) xctest=$2; shift ;;
    --) shift; break ;;
    *) echo "usage: $0 [--out DIR] [--top N] [--serial] [--xctest PATH] [--read FILE.jsonl] [-- TEST-ARGS...]" >&2; exit 2 ;;
  esac
  shift
done

if [ -z "$read" ]; then
  [ -n "$out" ] || out=$(mktemp -d)
  mkdir -p "$out"
  events="$out/events.jsonl"
  rm -f "$events"
  mode=--parallel
  [ $serial = 1 ] && mode=--no-parallel
  if [ -n "$xctest" ]; then
    command=("$xctest" --testing-library swift-testing)
    [ $serial = 1 ] && command+=(--no-parallel)
  else
    command=(swift test --skip-build $mode)
  fi
  status=0
  /usr/bin/time -f "%U %S %e" -o "$out/time.txt" "${command[@]}" \
    --event-stream-output-path "$events" --experimental-event-stream-version 0 "$@" >"$out/test.log" 2>&1 &
  timer=$!
  # The test process's CPU (its own and its reaped children's, /proc/PID/stat) every 0.1 s against the monotonic
  # clock the event stream's instants use: each test's CPU seconds in a --serial run.
  python3 - "$timer" "$out/cpu.tsv" <<'SAMPLE' &
import os, sys, time
parent, path = sys.argv[1], sys.argv[2]
tick = os.sysconf("SC_CLK_TCK")
pid = None
with open(path, "w") as out:
    while os.path.exists(f"/proc/{parent}"):
        # The test binary: the first descendant whose command names an .xctest (`swift test` starts it).
        queue = [parent]
        while pid is None and queue:
            p = queue.pop(0)
            try:
                if ".xctest" in open(f"/proc/{p}/cmdline").read().split("\0")[0]:
                    pid = p
                # Each thread's own children (`swift test` starts the binary from another thread than its main).
                for task in os.listdir(f"/proc/{p}/task"):
                    queue += open(f"/proc/{p}/task/{task}/children").read().split()
            except OSError:
                pass
        if pid is not None:
            try:
                fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
                cpu = sum(int(f) for f in fields[11:15]) / tick
                out.write(f"{time.monotonic()}\t{cpu}\n")
                out.flush()
            except OSError:
                # Gone: `swift test` starts the binary once for XCTest and again for Swift Testing.
                pid = None
        time.sleep(0.1)
SAMPLE
  wait $timer || status=$?
  wait
  tail -n 3 "$out/test.log"
  read -r user sys wall <"$out/time.txt" || true
  echo "tests exit $status; CPU ${user:-?} user + ${sys:-?} sys s, ${wall:-?} s wall; log, stream: $out"
else
  events=$read
fi

python3 - "$events" "$top" "$(dirname "$events")/cpu.tsv" <<'EOF'
import bisect, json, os, sys
path, top, cpu_path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
samples = []
if os.path.exists(cpu_path):
    for line in open(cpu_path):
        t, c = line.split()
        samples.append((float(t), float(c)))
times = [t for t, _ in samples]

def cpu_at(t):
    # The sampled CPU seconds at monotonic instant t, interpolated.
    if not samples:
        return None
    i = bisect.bisect_left(times, t)
    if i == 0 or i == len(samples):
        return samples[min(i, len(samples) - 1)][1]
    (t0, c0), (t1, c1) = samples[i - 1], samples[i]
    return c0 + (c1 - c0) * (t - t0) / (t1 - t0) if t1 > t0 else c0
cpus = {}
kinds, starts, spans = {}, {}, {}
for line in open(path, encoding="utf-8", errors="replace"):
    try:
        record = json.loads(line)
    except ValueError:
        continue
    payload = record.get("payload", {})
    if record.get("kind") == "test":
        kinds[payload["id"]] = payload.get("kind", "function")
        continue
    kind, test = payload.get("kind"), payload.get("testID")
    if test is None or "instant" not in payload:
        continue
    t = payload["instant"]["absolute"]
    if kind == "testStarted":
        starts[test] = t
    elif kind == "testEnded" and test in starts:
        start = starts.pop(test)
        spans[test] = t - start
        a, b = cpu_at(start), cpu_at(t)
        if a is not None and b is not None:
            cpus[test] = b - a

def name(test_id):
    # `Module.Suite/test()/File.swift:12:3` -> `Module.Suite/test()`
    parts = test_id.split("/")
    if parts and ".swift:" in parts[-1]:
        parts = parts[:-1]
    return "/".join(parts)

def table(title, rows):
    # CPU seconds only mean one test's own in a --serial run: others overlap it in a parallel one.
    print(f"\n{title}\n     wall      CPU")
    for seconds, test in sorted(rows, reverse=True)[:top]:
        cpu = f"{cpus[test]:9.1f}" if test in cpus else "        -"
        print(f"{seconds:9.1f}{cpu}  {name(test)}")

table(f"slowest {top} tests (s)", [(s, t) for t, s in spans.items() if kinds.get(t) != "suite"])
table(f"slowest {top} suites (s)", [(s, t) for t, s in spans.items() if kinds.get(t) == "suite"])
print(f"\n{len(spans)} tests and suites timed; {len(starts)} started without an end")
EOF
