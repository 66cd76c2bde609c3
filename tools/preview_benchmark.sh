#!/usr/bin/env bash
# Times the release `dscompile preview` as a designer runs it (issue #10's targets): the
# whole gallery of Tokens/ into an empty folder (under 2 s) and of the Primer corpus (under
# 10 s), then a second run with nothing changed (under 0.3 s). Prints every run, then min and
# median per case. The in-process figures are in Benchmarks/ ("Preview: …").
#
#   tools/preview_benchmark.sh [RUNS]      from the package root, or `make bench-preview`
set -euo pipefail

runs=${1:-3}
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
primer="$root/../shared/corpus/dtcg-examples/github-primer.resolver.json"
scratch=$(mktemp -d "${TMPDIR:-/tmp}/preview-benchmark.XXXXXX")
trap 'rm -rf "$scratch"' EXIT

echo "== swift build -c release --product dscompile"
swift build -c release --product dscompile >/dev/null
bin=$(swift build -c release --show-bin-path)/dscompile

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
