#!/usr/bin/env bash
# Times the release `dscompile preview` as a designer runs it (issue #10's targets): the
# whole gallery of Tokens/ into an empty folder (under 2 s) and of the Primer corpus (under
# 10 s), then a second run with nothing changed (under 0.3 s). Prints every run, then min and
# median per case. The in-process figures are in Benchmarks/ ("Preview: …").
#
# Then `--watch` on a copy of Tokens/: the time from saving a one-token change to the new
# index.html being in place (target: under 1 s), RUNS times.
#
#   tools/preview_benchmark.sh [RUNS]      from the package root, or `make bench-preview`
set -euo pipefail

runs=${1:-3}
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
primer="$root/Tests/Fixtures/corpus/dtcg-examples/github-primer.resolver.json"
scratch=$(mktemp -d "${TMPDIR:-/tmp}/preview-benchmark.XXXXXX")
trap 'rm -rf "$scratch"' EXIT

echo "== tools/release_build.sh (swift build -c release --static-swift-stdlib --product dscompile)"
bin=$(tools/release_build.sh)/dscompile

# Prints the wall-clock seconds of one command (its own output goes to a log).
seconds() {
  local start end
  start=$(date +%s.%N)
  "$@" >"$scratch/log" 2>&1 || { cat "$scratch/log" >&2; exit 1; }
  end=$(date +%s.%N)
  awk -v a="$start" -v b="$end" "BEGIN { printf \"%.3f\", b - a }"
}

summary() {
  sort -n | awk '{ a[NR] = $1 } END { printf "min %.3f s, median %.3f s\n", a[1], a[int((NR + 1) / 2)] }'
}

measure() {
  local name=$1; shift
  local cold=() warm=()
  for run in $(seq "$runs"); do
    rm -rf "$scratch/out"
    cold+=("$(seconds "$bin" preview "$@" --out "$scratch/out")")
    warm+=("$(seconds "$bin" preview "$@" --out "$scratch/out")")
  done
  echo "$name, everything drawn:       ${cold[*]}  ->  $(printf '%s\n' "${cold[@]}" | summary)"
  echo "$name, nothing changed:        ${warm[*]}  ->  $(printf '%s\n' "${warm[@]}" | summary)"
  tail -1 "$scratch/log"
}

measure "Tokens/" Tokens
if [ -f "$primer" ]; then
  measure "Primer" --compat --resolver "$primer"
else
  echo "Primer: skipped, $primer is missing"
fi

# --watch: edit one token (the error red, to green and back) and wait for the page to change.
cp -R Tokens "$scratch/Tokens"
( cd "$scratch" && exec "$bin" preview --watch Tokens --out "$scratch/watched" ) 2>"$scratch/watch.log" &
watcher=$!
trap 'kill $watcher 2>/dev/null; rm -rf "$scratch"' EXIT
until grep -q "previewed in" "$scratch/watch.log" 2>/dev/null; do sleep 0.05; done
base="$scratch/Tokens/primitives.tokens.json"
red='"components": [0.8275, 0.1843, 0.1843], "hex": "#D32F2F"'
green='"components": [0, 0.5, 0], "hex": "#008000"'
latencies=()
for run in $(seq "$runs"); do
  before=$(md5sum "$scratch/watched/index.html")
  if grep -q "#D32F2F" "$base"; then from=$red; to=$green; else from=$green; to=$red; fi
  python3 - "$base" "$from" "$to" <<'PY'
import sys
path, old, new = sys.argv[1:]
text = open(path).read()
open(path, "w").write(text.replace(old, new))
PY
  start=$(date +%s.%N)
  while [ "$(md5sum "$scratch/watched/index.html")" = "$before" ]; do sleep 0.01; done
  end=$(date +%s.%N)
  latencies+=("$(awk -v a="$start" -v b="$end" "BEGIN { printf \"%.3f\", b - a }")")
  sleep 0.5
done
echo "--watch, one token changed until the new page is in place: ${latencies[*]}  ->  $(printf '%s\n' "${latencies[@]}" | summary)"
grep "previewed again" "$scratch/watch.log" | tail -1
