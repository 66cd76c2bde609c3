#!/usr/bin/env bash
# Issue #8's browser check of the snapshot review report (docs/SNAPSHOT_REPORT.md): a Swift test
# writes a sample report with real failed, new and passed snapshots into REPORT_CHECK_DIR
# (default .build/snapshot-report-check), headless Chromium opens it from file://, takes a
# screenshot, and the page's script says on <body> whether every <img> loaded
# (data-all-images-loaded="true"). Fails when an image did not load or chromium is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
OUT="${REPORT_CHECK_DIR:-.build/snapshot-report-check}"

if ! command -v chromium >/dev/null 2>&1; then
  echo "snapshot-report-check: chromium is not installed; as root: apt-get install chromium (or make snapshot-report-check)" >&2
  exit 1
fi
mkdir -p "$OUT"
OUT="$(cd "$OUT" && pwd)"

# The test writes the report and the screenshot into $OUT and checks the DOM itself.
REPORT_FIXTURE_DIR="$OUT" "$SWIFT" test --filter 'SnapshotReportBrowserTests'

# The same check once more here, so that this script's verdict rests on what it saw.
dom="$(chromium --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run \
  --window-size=1280,2000 --virtual-time-budget=5000 --dump-dom "file://$OUT/artifacts/index.html" 2>/dev/null)"
body="$(grep -o '<body[^>]*>' <<<"$dom" || true)"
if ! grep -q 'data-all-images-loaded="true"' <<<"$body"; then
  echo "snapshot-report-check: not every image loaded: $body" >&2
  exit 1
fi
if [ ! -s "$OUT/screenshot.png" ]; then
  echo "snapshot-report-check: chromium wrote no screenshot" >&2
  exit 1
fi
echo "snapshot-report-check: every image loaded ($body)"
echo "snapshot-report-check: report $OUT/artifacts/index.html"
echo "snapshot-report-check: screenshot $OUT/screenshot.png (look at it)"
