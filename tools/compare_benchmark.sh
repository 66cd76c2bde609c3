#!/usr/bin/env bash
# Times the release `dscompile preview --compare` as a reviewer runs it (issue #27's target:
# under 2x an incremental preview): a scratch git repository holding the Primer corpus, one
# token changed in the working tree (fgColor.default aliasing another gray), then RUNS times
# each of: an incremental preview (a gallery of the committed version, then the changed one),
# --compare HEAD, and --compare of a folder holding the committed version. Prints every run,
# then min and median. The in-process figures are in Benchmarks/ ("Preview: the Primer
# corpus, one token changed, …").
#
#   tools/compare_benchmark.sh [RUNS]      from the package root, or `make bench-compare`
set -euo pipefail

runs=${1:-5}
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
corpus="$root/Tests/Fixtures/corpus/dtcg-examples"
scratch=$(mktemp -d "${TMPDIR:-/tmp}/compare-benchmark.XXXXXX")
trap 'rm -rf "$scratch"' EXIT

echo "== tools/release_build.sh (swift build -c release --static-swift-stdlib --product dscompile)"
bin=$(tools/release_build.sh)/dscompile

repo="$scratch/repo"
mkdir -p "$repo" "$scratch/old"
cp -R "$corpus/github-primer" "$corpus/github-primer.resolver.json" "$repo/"
cp -R "$corpus/github-primer" "$corpus/github-primer.resolver.json" "$scratch/old/"
git -C "$repo" init -q
git -C "$repo" add -A
git -C "$repo" -c user.name=bench -c user.email=bench@example.com commit -q -m primer
token="$repo/github-primer/functional/color/fgColor.tokens.json"
cp "$token" "$scratch/token.old"
sed '0,/"{base.color.neutral.13}"/s//"{base.color.neutral.11}"/' "$scratch/token.old" >"$scratch/token.new"

# Prints the wall-clock seconds of one command run in the repository; exit 1 (changes) is
# what --compare should say here.
seconds() {
  local start end status=0
  start=$(date +%s.%N)
  (cd "$repo" && "$@") >"$scratch/log" 2>&1 || status=$?
  end=$(date +%s.%N)
  if [ "$status" -gt 1 ]; then cat "$scratch/log" >&2; exit 1; fi
  awk -v a="$start" -v b="$end" "BEGIN { printf \"%.3f\", b - a }"
}

summary() {
  sort -n | awk '{ a[NR] = $1 } END { printf "min %.3f s, median %.3f s\n", a[1], a[int((NR + 1) / 2)] }'
}

inputs=(--compat --resolver github-primer.resolver.json)
incremental=() against_head=() against_folder=()
for run in $(seq "$runs"); do
  cp "$scratch/token.old" "$token"
  seconds "$bin" preview "${inputs[@]}" --out "$scratch/gallery" >/dev/null
  cp "$scratch/token.new" "$token"
  incremental+=("$(seconds "$bin" preview "${inputs[@]}" --out "$scratch/gallery")")
  against_head+=("$(seconds "$bin" preview "${inputs[@]}" --compare HEAD --out "$scratch/review")")
  against_folder+=("$(seconds "$bin" preview "${inputs[@]}" --compare "$scratch/old" --out "$scratch/review-folder")")
done
echo "incremental preview, one token changed: ${incremental[*]}  ->  $(printf '%s\n' "${incremental[@]}" | summary)"
echo "--compare HEAD:                         ${against_head[*]}  ->  $(printf '%s\n' "${against_head[@]}" | summary)"
echo "--compare folder:                       ${against_folder[*]}  ->  $(printf '%s\n' "${against_folder[@]}" | summary)"
tail -1 "$scratch/log"
