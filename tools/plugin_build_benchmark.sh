#!/usr/bin/env bash
# Issue #22's plugin figures (docs/PERFORMANCE.md): a tokens-only adopting package, built
# from an empty .build against dscompile at a git ref, timed three ways:
#   first   `swift build` from an empty .build (dscompile's tool and the tokens, all of it);
#   no-op   `swift build` again with nothing changed (the third build: SwiftPM's second build
#           after an empty .build still relinks the plugin's tool, a one-time settling);
#   edit    `swift build` after one token's value changed (the plugin runs, one file recompiles).
#
# Usage: tools/plugin_build_benchmark.sh [REF] [PRODUCT]
#   REF      the dscompile commit to adopt (default: the working tree as it is)
#   PRODUCT  what the target depends on: TokenValues (default), or Builders for a commit before
#            TokenValues existed, when the generated code needed Builders.
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
SWIFT=${SWIFT:-swift}
ref=${1:-}
product=${2:-TokenValues}
work=$(mktemp -d "${TMPDIR:-/tmp}/dscompile-plugin-bench.XXXXXX")
[ -n "${KEEP_BENCH_DIR:-}" ] || trap 'rm -rf "$work"' EXIT
now() { date +%s.%N; }
seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }

mkdir -p "$work/dscompile"
if [ -n "$ref" ]; then
    git -C "$repo" archive "$ref" | tar -xf - -C "$work/dscompile"
else
    (cd "$repo" && git ls-files -co --exclude-standard -z | xargs -0 tar -cf -) | tar -xf - -C "$work/dscompile"
fi

app="$work/App"
mkdir -p "$app/Sources/AppTokens/Tokens"
cat > "$app/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "../dscompile")],
    targets: [
        .target(name: "AppTokens",
            dependencies: [.product(name: "$product", package: "dscompile")],
            exclude: ["Tokens"],
            plugins: [.plugin(name: "DesignTokensPlugin", package: "dscompile")]),
    ]
)
EOF
# 60 colors, 20 dimensions, 6 typography tokens in three top groups: a small app's tokens.
python3 - "$app/Sources/AppTokens/Tokens/app.tokens.json" <<'EOF'
import json, sys
colors = {f"c{i}": {"$value": {"colorSpace": "srgb", "components": [i / 60, 0.5, 1 - i / 60]}} for i in range(60)}
sizes = {f"s{i}": {"$value": {"value": 4 * i, "unit": "px"}} for i in range(20)}
fonts = {f"f{i}": {"$value": {"fontFamily": ["Inter"], "fontSize": {"value": 12 + 2 * i, "unit": "px"}, "fontWeight": 400,
                              "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.4}} for i in range(6)}
json.dump({"colors": {"$type": "color", **colors}, "spacing": {"$type": "dimension", **sizes},
           "fonts": {"$type": "typography", **fonts}}, open(sys.argv[1], "w"))
EOF
echo "public enum AppTokensModule {}" > "$app/Sources/AppTokens/AppTokens.swift"

cd "$app"
start=$(now); "$SWIFT" build >"$work/first.log" 2>&1 || { cat "$work/first.log"; exit 1; }; first=$(seconds "$start" "$(now)")
start=$(now); "$SWIFT" build >"$work/second.log" 2>&1 || { cat "$work/second.log"; exit 1; }; second=$(seconds "$start" "$(now)")
start=$(now); "$SWIFT" build >"$work/noop.log" 2>&1 || { cat "$work/noop.log"; exit 1; }; noop=$(seconds "$start" "$(now)")
sed -i 's/"components": \[0.0, 0.5, 1.0\]/"components": [0.01, 0.5, 1.0]/' Sources/AppTokens/Tokens/app.tokens.json
grep -q '0.01, 0.5' Sources/AppTokens/Tokens/app.tokens.json || { echo "the token edit did not apply"; exit 1; }
start=$(now); "$SWIFT" build >"$work/edit.log" 2>&1 || { cat "$work/edit.log"; exit 1; }; edit=$(seconds "$start" "$(now)")
compiled=$(grep -c "Compiling" "$work/first.log" || true)
echo "plugin build (${ref:-working tree}, $product): first ${first} s, second ${second} s, no-op ${noop} s, one-token edit ${edit} s ($compiled compile steps in the first build)"
