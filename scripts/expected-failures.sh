#!/bin/sh
# Refreshes the catalogs' expected failures (what each built-in strategy breaks on purpose on its
# own profile) from a default run, after a model change:
#
#   scripts/expected-failures.sh          # print the current break set (Swift data-list lines)
#   scripts/expected-failures.sh --write  # rewrite the two lists between their BEGIN/END markers
#
# Declared reasons are kept; a pair that is new gets "TODO: why ...", to be written by a person.
# A pair no longer broken disappears (the run also prints it as a notice). Review the diff.
set -eu
cd "$(dirname "$0")/.."
write=0
if [ "${1:-}" = "--write" ]; then write=1; shift; fi
swift build --product lifecycle-fuzz >/dev/null
out=$(mktemp)
trap 'rm -f "$out"' EXIT
.build/debug/lifecycle-fuzz run --no-corpus --print-break-set "$@" 2>/dev/null >"$out"
if [ "$write" = 0 ]; then
  cat "$out"
  exit 0
fi
rewrite() { # platform file
  awk -v platform="$1" -v listing="$out" '
    BEGIN {
      section = ""
      while ((getline line < listing) > 0) {
        if (line ~ /^# /) { section = substr(line, 3); continue }
        if (section == platform) lines = lines line "\n"
      }
    }
    /BEGIN expected failures/ { print; printf "%s", lines; skip = 1; next }
    /END expected failures/ { skip = 0 }
    !skip { print }
  ' "$2" >"$2.new"
  mv "$2.new" "$2"
}
rewrite ios Sources/CoverStrategies/StrategyCatalog+ExpectedFailures.swift
rewrite android Sources/AndroidStrategies/AndroidStrategyCatalog+ExpectedFailures.swift
# The lines are written one a line; the project's formatter wraps the long ones.
swift format -i Sources/CoverStrategies/StrategyCatalog+ExpectedFailures.swift \
  Sources/AndroidStrategies/AndroidStrategyCatalog+ExpectedFailures.swift 2>/dev/null || true
git --no-pager diff --stat -- Sources/CoverStrategies Sources/AndroidStrategies
