#!/usr/bin/env bash
# Times `swiftc -typecheck -swift-version 6` of the Swift that the release `dscompile build`
# generates for Style Dictionary's 9,000-token case (issue #7's target: under 20 s), against
# the release build's modules. Prints every run, then min and median.
#
#   tools/typecheck_benchmark.sh [RUNS] [CASE]     from the package root, or `make bench-typecheck`
#
# RUNS defaults to 3. CASE is `medium` (9,000 tokens, 6,000 aliases in chains of depth 3;
# default) or `large` (30,000 tokens, depth 99): the shapes of
# Benchmarks/Benchmarks/DSCompileBenchmarks/StyleDictionaryCases.swift, written the same way.
# KEEP=1 keeps the scratch folder (the token file and the generated Swift) and prints it.
set -euo pipefail

runs=${1:-3}
case_name=${2:-medium}
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

case "$case_name" in
  medium) shape="3000 2000 3" ;;
  large)  shape="300 300 99" ;;
  *) echo "typecheck_benchmark: CASE is medium or large, not $case_name" >&2; exit 2 ;;
esac

scratch=$(mktemp -d "${TMPDIR:-/tmp}/typecheck-benchmark.XXXXXX")
if [ "${KEEP:-0}" = 1 ]; then echo "scratch: $scratch"; else trap 'rm -rf "$scratch"' EXIT; fi

echo "== tools/release_build.sh (swift build -c release --static-swift-stdlib --product dscompile)"
bin=$(tools/release_build.sh)

# The case's token file: a base layer of colors and chains of aliases, last link first.
python3 tools/sd_cases.py "$scratch/case.tokens.json" "$case_name"

echo "== dscompile build ($case_name: $(( $(echo $shape | awk '{print $1 + $2 * $3}') )) tokens)"
"$bin/dscompile" build "$scratch/case.tokens.json" --swift-out "$scratch/Generated"
ls -l "$scratch/Generated"

# The flags of Tests/CodegenTests/SwiftTypeChecker.swift, plus what `import Builders` needs:
# the module maps of the C system libraries under Render and their headers' folders.
yams="$root/.build/checkouts/Yams/Sources/CYaml/include"
flags=(-typecheck -swift-version 6 -I "$bin/Modules" -I "$yams"
       -Xcc "-fmodule-map-file=$yams/module.modulemap"
       -Xcc "-fmodule-map-file=$root/Sources/CCairoPango/module.modulemap"
       -Xcc "-fmodule-map-file=$root/Sources/CZlib/module.modulemap")
for flag in $(pkg-config --cflags-only-I pangocairo zlib); do flags+=(-Xcc "$flag"); done

times=()
for run in $(seq "$runs"); do
  start=$(date +%s.%N)
  swiftc "${flags[@]}" "$scratch"/Generated/*.swift
  end=$(date +%s.%N)
  seconds=$(echo "$end - $start" | bc)
  printf 'run %d: %.2f s\n' "$run" "$seconds"
  times+=("$seconds")
done
printf '%s\n' "${times[@]}" | sort -n | awk '{ t[NR] = $1 } END {
  median = (NR % 2) ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2
  printf "swiftc -typecheck, %d runs: min %.2f s, median %.2f s\n", NR, t[1], median }'
