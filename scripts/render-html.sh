#!/bin/sh
# Renders HTML reports (compare --html, compare --review --html, explain --format html) and SVG
# evidence pictures to PNG with headless Chromium, so the team can look at them:
#
#   scripts/render-html.sh report.html [more.html|picture.svg ...]   # writes report.png next to each
#   WIDTH=1400 scripts/render-html.sh report.html                     # the window width in pixels
#
# Needs Debian's `chromium` package (apt-get install chromium); says so and exits 2 without it.
# An SVG is rendered at its own size; an HTML page at WIDTH and its whole height.
set -eu
browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [ -z "$browser" ]; then
  echo "render-html: no chromium found (Debian: apt-get install chromium)" >&2
  exit 2
fi
[ $# -gt 0 ] || { echo "usage: scripts/render-html.sh FILE.html|FILE.svg ..." >&2; exit 2; }
width=${WIDTH:-1280}
for f in "$@"; do
  [ -f "$f" ] || { echo "render-html: no such file: $f" >&2; exit 2; }
  abs=$(cd "$(dirname "$f")" && pwd)/$(basename "$f")
  png="${abs%.*}.png"
  case "$f" in
    *.svg)
      # The picture's own size, from its root element.
      root=$(grep -o '<svg[^>]*>' "$f" | head -1)
      w=$(printf '%s' "$root" | sed -n 's/.* width="\([0-9.]*\)".*/\1/p' | cut -d. -f1)
      h=$(printf '%s' "$root" | sed -n 's/.* height="\([0-9.]*\)".*/\1/p' | cut -d. -f1)
      size="${w:-800},${h:-600}"
      ;;
    *)
      # The page's whole height, measured by the browser: a copy of the page writes its scroll height into a
      # marker element after load, and the DOM dump reports it.
      probe="${abs%.*}.height-probe.html"
      sed 's|</body>|<script>document.body.insertAdjacentHTML("beforeend", "<i id=h>" + document.documentElement.scrollHeight + "</i>")</script></body>|' \
        "$abs" >"$probe"
      h=$("$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size="$width,1000" \
        --virtual-time-budget=2000 --dump-dom "file://$probe" 2>/dev/null | sed -n 's/.*<i id="h">\([0-9]*\)<\/i>.*/\1/p')
      rm -f "$probe"
      [ -n "$h" ] || h=2000
      [ "$h" -lt 30000 ] || h=30000
      size="$width,$h"
      ;;
  esac
  "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size="$size" \
    --default-background-color=ffffffff --screenshot="$png" "file://$abs" >/dev/null 2>&1
  echo "$png ($size)"
done
