#!/bin/sh
# Renders an HTML report with headless Chromium at a desktop and a phone width, and fails when
# Chromium fails or a screenshot is missing or empty.
#   Tests/render-screenshots.sh Reports/report.html [OUTPUT_DIR]
# Writes OUTPUT_DIR/report-1280.png and OUTPUT_DIR/report-390.png (default OUTPUT_DIR: the HTML's folder).
set -eu

html=${1:?usage: render-screenshots.sh REPORT.html [OUTPUT_DIR]}
[ -f "$html" ] || { echo "render-screenshots: no such file: $html" >&2; exit 2; }
out=${2:-$(dirname "$html")}
mkdir -p "$out"

browser=""
for candidate in chromium chromium-browser google-chrome; do
    if command -v "$candidate" >/dev/null 2>&1; then browser=$candidate; break; fi
done
[ -n "$browser" ] || { echo "render-screenshots: Chromium is not installed" >&2; exit 2; }

absolute=$(cd "$(dirname "$html")" && pwd)/$(basename "$html")
base=$(basename "$html" .html)
status=0
for size in 1280,2400 390,3000; do
    width=${size%,*}
    png="$out/$base-$width.png"
    rm -f "$png"
    if ! "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
        --window-size="$size" --screenshot="$png" "file://$absolute" >/dev/null 2>&1; then
        echo "render-screenshots: Chromium failed at width $width" >&2
        status=1
        continue
    fi
    if [ ! -s "$png" ]; then
        echo "render-screenshots: $png is missing or empty" >&2
        status=1
        continue
    fi
    echo "$png"
done
exit $status
