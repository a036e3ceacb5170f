#!/usr/bin/env bash
# Regenerates the strategy comparison of the seed strategies and the recommended state-cover, each
# on its own profile (default budget), as Markdown,
# JSON and HTML under docs/compare/, and the README excerpt between the compare markers.
# Same build, same bytes: rerunning changes nothing unless the model or strategies changed. Run it
# on a clean checkout: the report names the commit it was made at (`+dirty` otherwise).
#
#   scripts/compare-report.sh            # reports + README excerpt
#   scripts/compare-report.sh --shot     # also the PNG of the HTML report (headless Chromium)
set -euo pipefail
cd "$(dirname "$0")/.."

# A release build, as the README's timings are (the bytes are the same in debug: only the time differs).
if ! log=$(swift build -c release --product lifecycle-fuzz 2>&1); then echo "$log" >&2; exit 1; fi
bin="$(swift build -c release --show-bin-path 2>/dev/null)/lifecycle-fuzz"
out=docs/compare
mkdir -p "$out"

# A modest list keeps the README excerpt small; `lifecycle-fuzz compare` alone covers the catalog.
strategies=subview-tag,cover-window,secure-layer,state-cover
start=$(date +%s)
"$bin" compare --strategy "$strategies" --markdown "$out/report.md" --json "$out/report.json" --html "$out/report.html" >/dev/null
echo "compare: $(( $(date +%s) - start )) s wall (default budget: 200 traces per profile)"

# Replaces the README lines between two marker lines with the contents of a file.
splice() {
  local begin="$1" end="$2" file="$3"
  grep -qF "$begin" README.md || { echo "README.md has no '$begin' marker" >&2; exit 1; }
  awk -v begin="$begin" -v end="$end" -v file="$file" '
    $0 == begin { print; while ((getline line < file) > 0) print line; skip = 1; next }
    $0 == end { skip = 0 }
    !skip { print }
  ' README.md > README.md.tmp && mv README.md.tmp README.md
}
splice '<!-- compare-report:begin (scripts/compare-report.sh) -->' '<!-- compare-report:end -->' "$out/report.md"
example="$(mktemp)"
trap 'rm -f "$example"' EXIT
{ echo '```'; "$bin" explain "$out/example.trace"; echo '```'; } > "$example"
splice '<!-- explain-example:begin (scripts/compare-report.sh) -->' '<!-- explain-example:end -->' "$example"
echo "wrote $out/report.md, $out/report.json, $out/report.html and the README excerpt"

if [[ "${1:-}" == "--shot" ]]; then scripts/screenshot-report.sh; fi
