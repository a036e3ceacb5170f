#!/usr/bin/env bash
# Renders an HTML report in headless Chromium and saves a PNG screenshot, installing Chromium
# from Debian's packages when it is missing.
#
#   scripts/screenshot-report.sh [report.html] [out.png]
#   (defaults: docs/compare/report.html, docs/compare-report.png)
set -euo pipefail
cd "$(dirname "$0")/.."
html="${1:-docs/compare/report.html}"
png="${2:-docs/compare-report.png}"
[[ -f "$html" ]] || { echo "no such report: $html (run scripts/compare-report.sh first)" >&2; exit 2; }

browser="$(command -v chromium || command -v chromium-browser || true)"
if [[ -z "$browser" ]]; then
  sudo=""; [[ $(id -u) -ne 0 ]] && sudo="sudo"
  $sudo apt-get update
  $sudo apt-get install -y chromium
  browser="$(command -v chromium)"
fi

# A throwaway profile keeps the run independent of any user settings; --no-sandbox is needed
# when running as root in a container.
profile="$(mktemp -d)"
trap 'rm -rf "$profile"' EXIT
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$profile" \
  --window-size=1400,1500 --screenshot="$png" "file://$(realpath "$html")" 2>/dev/null
echo "wrote $png"
