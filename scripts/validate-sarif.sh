#!/usr/bin/env bash
# Validates SARIF files against the OASIS SARIF 2.1.0 JSON schema (errata 01).
#
# Needs: python3 with the 'jsonschema' package (pip install --user jsonschema). The schema is
# scripts/sarif-schema-2.1.0.json (a copy of the OASIS sarif-spec repository's
# sarif-2.1/schema/sarif-schema-2.1.0.json); set SARIF_SCHEMA to use another.
#
# Usage: scripts/validate-sarif.sh FILE.sarif...      (exit 0: all valid; 1: one is not; 2: setup)
#        scripts/validate-sarif.sh --run               (runs 'run' and 'compare' with failures into a
#                                                       temporary folder and validates their SARIF)
set -euo pipefail
files=()
for f in "$@"; do case "$f" in /*|--run) files+=("$f") ;; *) files+=("$PWD/$f") ;; esac; done
cd "$(dirname "$0")/.."
schema="${SARIF_SCHEMA:-scripts/sarif-schema-2.1.0.json}"
if ! command -v python3 >/dev/null; then
  echo "validate-sarif: needs python3 (with the jsonschema package)" >&2; exit 2
fi
if ! python3 -c 'import jsonschema' 2>/dev/null; then
  echo "validate-sarif: needs the python3 package 'jsonschema': pip install --user jsonschema" >&2; exit 2
fi
if [ ! -f "$schema" ]; then
  echo "validate-sarif: no schema at $schema (set SARIF_SCHEMA to sarif-schema-2.1.0.json)" >&2; exit 2
fi
if [ "${1:-}" = "--run" ]; then
  swift build >/dev/null
  tool="$(swift build --show-bin-path)/lifecycle-fuzz"
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  # Exit 1 (new failures) is expected: an empty corpus makes every finding new.
  (cd "$tmp" && "$tool" run --strategy toggleable-cover,capture-change-blur,privacy-sensitive --traces 100 --jobs 1 \
    --sarif run.sarif >/dev/null) || [ $? -eq 1 ]
  (cd "$tmp" && "$tool" compare --strategy privacy-sensitive,toggleable-cover --traces 40 --sarif compare.sarif >/dev/null)
  files=("$tmp/run.sarif" "$tmp/compare.sarif")
fi
[ ${#files[@]} -gt 0 ] && [ "${files[0]}" != "--run" ] || { echo "usage: scripts/validate-sarif.sh FILE.sarif... | --run" >&2; exit 2; }
python3 - "$schema" "${files[@]}" <<'PY'
import json, sys, jsonschema
schema = json.load(open(sys.argv[1]))
validator = jsonschema.validators.validator_for(schema)(schema)  # draft-04
bad = 0
for path in sys.argv[2:]:
    log = json.load(open(path))
    errors = sorted(validator.iter_errors(log), key=lambda e: list(e.path))
    results = sum(len(r.get("results", [])) for r in log.get("runs", []))
    if errors:
        bad += 1
        for e in errors[:10]:
            print(f"{path}: {'/'.join(map(str, e.path))}: {e.message}")
    else:
        # GitHub code scanning also needs a relative location and a fingerprint on every result.
        for run in log["runs"]:
            for r in run["results"]:
                uri = r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
                if uri.startswith("/") or "://" in uri or not r.get("partialFingerprints"):
                    bad += 1
                    print(f"{path}: result {r['ruleId']}: location '{uri}' not relative or no fingerprint")
        print(f"{path}: valid SARIF 2.1.0 ({results} results)")
sys.exit(1 if bad else 0)
PY
