#!/usr/bin/env bash
# Times `swiftc -typecheck -swift-version 6` of the Swift that the release `dscompile build`
# generates for Style Dictionary's 9,000-token case (issue #7's target: under 20 s), against
# the release build's modules. Prints every run, then min and median.
#
#   tools/typecheck_benchmark.sh [RUNS] [CASE]     from the package root, or `make bench-typecheck`
#
# RUNS defaults to 3. CASE is `medium` (9,000 tokens, 6,000 aliases in chains of depth 3;
# default) or `large` (30,000 tokens, depth 99): the shapes of
# Benchmarks/Benchmarks/DSCompileBenchmarks/StyleDictionaryCases.swift, written the same way;
# or `values` (issue #37): the worst case `validate` accepts of the lists a token holds,
# VALUES_COUNT (default 8) tokens each of a 64-stop gradient, a 64-entry dash array, a border
# with one and a 16-layer shadow, in two themes whose values all differ (the shape of
# Tests/CodegenTests/ValueBoundsCompileTests.swift), each run's peak memory printed too.
# KEEP=1 keeps the scratch folder (the token file and the generated Swift) and prints it.
# DSCOMPILE_BIN=<folder> uses the dscompile and Modules of that build folder (such as
# .build/debug) instead of building the release one.
set -euo pipefail

runs=${1:-3}
case_name=${2:-medium}
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

case "$case_name" in
  medium) shape="3000 2000 3" ;;
  large)  shape="300 300 99" ;;
  values) shape="" ;;
  *) echo "typecheck_benchmark: CASE is medium, large or values, not $case_name" >&2; exit 2 ;;
esac

scratch=$(mktemp -d "${TMPDIR:-/tmp}/typecheck-benchmark.XXXXXX")
if [ "${KEEP:-0}" = 1 ]; then echo "scratch: $scratch"; else trap 'rm -rf "$scratch"' EXIT; fi

if [ -n "${DSCOMPILE_BIN:-}" ]; then
  bin=$(cd "$DSCOMPILE_BIN" && pwd)
else
  echo "== tools/release_build.sh (swift build -c release --static-swift-stdlib --product dscompile)"
  bin=$(tools/release_build.sh)
fi

if [ "$case_name" = values ]; then
  # Two themes, each value differing between them, every list at its ValueLimits maximum.
  python3 - "$scratch" "${VALUES_COUNT:-8}" <<'PY'
import json, sys
folder, count = sys.argv[1], int(sys.argv[2])
px = lambda v: {"value": v, "unit": "px"}
color = lambda r: {"colorSpace": "srgb", "components": [r, 0.5, 0.25], "alpha": 0.75}
def tokens(shade):
    stops = [{"color": color(i / 64 * shade), "position": i / 63} for i in range(64)]
    dashes = {"dashArray": [px(i % 7 + 0.5 * shade) for i in range(64)], "lineCap": "round"}
    layers = [{"color": color(shade), "offsetX": px(i), "offsetY": px(i * shade), "blur": px(i + 0.5),
               "spread": px(-1), "inset": i % 2 == 0} for i in range(16)]
    worst = {}
    for i in range(count):
        worst[f"gradient{i}"] = {"$type": "gradient", "$value": stops}
        worst[f"dashes{i}"] = {"$type": "strokeStyle", "$value": dashes}
        worst[f"border{i}"] = {"$type": "border", "$value": {"color": color(shade), "width": px(2), "style": dashes}}
        worst[f"shadow{i}"] = {"$type": "shadow", "$value": layers}
    return {"worst": worst}
resolver = {"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "light.tokens.json"}]}},
            "modifiers": {"theme": {"contexts": {"light": [], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}},
            "resolutionOrder": [{"$ref": "#/sets/s"}, {"$ref": "#/modifiers/theme"}]}
for name, value in [("light.tokens.json", tokens(1)), ("dark.tokens.json", tokens(0.5)), ("design.resolver.json", resolver)]:
    with open(f"{folder}/{name}", "w") as f:
        json.dump(value, f)
PY
  echo "== dscompile build (values: $(( ${VALUES_COUNT:-8} * 4 )) tokens at the list limits, 2 themes)"
  "$bin/dscompile" build --resolver "$scratch/design.resolver.json" --swift-out "$scratch/Generated"
else
  # The case's token file: a base layer of colors and chains of aliases, last link first.
  python3 tools/sd_cases.py "$scratch/case.tokens.json" "$case_name"

  echo "== dscompile build ($case_name: $(( $(echo $shape | awk '{print $1 + $2 * $3}') )) tokens)"
  "$bin/dscompile" build "$scratch/case.tokens.json" --swift-out "$scratch/Generated"
fi
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
  # GNU time's %M: the peak resident memory of swiftc and its frontend, in KiB.
  /usr/bin/time -f '%M' -o "$scratch/peak" swiftc "${flags[@]}" "$scratch"/Generated/*.swift
  end=$(date +%s.%N)
  seconds=$(echo "$end - $start" | bc)
  printf 'run %d: %.2f s, peak %d MiB\n' "$run" "$seconds" "$(( $(cat "$scratch/peak") / 1024 ))"
  times+=("$seconds")
done
printf '%s\n' "${times[@]}" | sort -n | awk '{ t[NR] = $1 } END {
  median = (NR % 2) ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2
  printf "swiftc -typecheck, %d runs: min %.2f s, median %.2f s\n", NR, t[1], median }'
