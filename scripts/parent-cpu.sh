#!/usr/bin/env bash
# Where the default run's CPU time goes (issue 30): the parent's own CPU against its workers',
# and the parent's CPU after its last worker exited (the wrap-up no worker shares), with wall time.
# Runs `lifecycle-fuzz run --jobs 2` plus ARGS in a scratch folder (so its corpus starts empty,
# as DefaultRunTests' run does), REPEAT times, and prints one line per run.
#
#   scripts/parent-cpu.sh [--binary PATH] [--repeat N] [-- ARGS...]
#   scripts/parent-cpu.sh -- --sarif findings.sarif      (DefaultRunTests' run, with two workers)
#
# (default: the debug build's binary, built first; N=1). Measured from /proc: the parent's own
# utime+stime is sampled every 10 ms, the workers' is the cutime+cstime the parent collected when
# it waited for them, and wait4 gives the total. Clock ticks are 10 ms; figures are seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
binary="" repeat=1
while [ $# -gt 0 ]; do
  case $1 in
    --binary) binary=$2; shift ;;
    --repeat) repeat=$2; shift ;;
    --) shift; break ;;
    *) echo "usage: $0 [--binary PATH] [--repeat N] [-- ARGS...]" >&2; exit 2 ;;
  esac
  shift
done
if [ -z "$binary" ]; then
  swift build --product lifecycle-fuzz >/dev/null
  binary="$(swift build --show-bin-path)/lifecycle-fuzz"
fi
binary=$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
for i in $(seq 1 "$repeat"); do
  rm -rf "${scratch:?}"/*
  (cd "$scratch" && python3 - "$binary" run --jobs 2 "$@" <<'PY'
import os, subprocess, sys, time

tick = os.sysconf("SC_CLK_TCK")

def stat(pid):
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    # After the name: state is field 3; utime, stime, cutime, cstime are fields 14-17.
    return [int(x) / tick for x in fields[11:15]]

def children(pid):
    out = []
    for task in os.listdir(f"/proc/{pid}/task"):
        with open(f"/proc/{pid}/task/{task}/children") as f:
            out += f.read().split()
    return out

start = time.monotonic()
p = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
seen_workers = False
at_workers_done = None
last = None
while True:
    pid, status, usage = os.wait4(p.pid, os.WNOHANG)
    if pid:
        break
    try:
        sample = stat(p.pid)
        kids = children(p.pid)
    except (FileNotFoundError, ProcessLookupError):
        continue
    last = sample
    if kids:
        seen_workers = True
        at_workers_done = None
    elif seen_workers and at_workers_done is None:
        at_workers_done = sample
    time.sleep(0.01)
wall = time.monotonic() - start
total = usage.ru_utime + usage.ru_stime
workers = last[2] + last[3]
parent = total - workers
after = parent - (at_workers_done[0] + at_workers_done[1]) if at_workers_done else float("nan")
print(
    f"wall {wall:.2f} s; CPU {total:.2f} s: workers {workers:.2f} s, parent {parent:.2f} s "
    f"({100 * parent / total:.1f}%), parent after its last worker exited {after:.2f} s ({100 * after / total:.1f}%); "
    f"exit {p.returncode if p.returncode is not None else os.waitstatus_to_exitcode(status)}"
)
PY
  )
done
