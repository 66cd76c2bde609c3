#!/usr/bin/env bash
# Issue #22: adopt dscompile from a scratch package outside this repository, following the
# README's "Adopting the plugin" and "Snapshot tests" word for word, and check what an
# adopting team relies on:
#
#   1. a tokens-only target (product TokenValues) builds without compiling Render, Cairo or
#      Pango, its groups named `color`, `font` and `shadow` hide no type, and its themes come
#      from the resolver's `appearance` modifier;
#   2. a target with builders and styles builds; a no-op build and a one-token edit rebuild
#      regenerate only what changed (times printed, for docs/PERFORMANCE.md);
#   3. its snapshot test records a reference and fails ("look at it"), passes the next run,
#      and fails again when a token changes by one 8-bit step, naming the HTML report;
#   4. a theme the design system lacks (`.dark`, with `appearance` the modifier) fails.
#
# Usage: tools/adoption_check.sh [DIR]   (default: a new temporary folder; kept on failure)
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
SWIFT=${SWIFT:-swift}
work=${1:-$(mktemp -d "${TMPDIR:-/tmp}/dscompile-adoption.XXXXXX")}
mkdir -p "$work"
log="$work/log"
step() { printf 'adoption-check: %s\n' "$*"; }
fail() { printf 'adoption-check: FAILED: %s (everything is in %s)\n' "$*" "$work" >&2; exit 1; }
now() { date +%s.%N; }
seconds() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f", b - a }'; }

# A copy named dscompile: the README's `package:` is the dependency's folder name.
rm -rf "$work/dscompile" "$work/App"
mkdir -p "$work/dscompile"
(cd "$repo" && git ls-files -co --exclude-standard -z | xargs -0 tar -cf -) | tar -xf - -C "$work/dscompile"

app="$work/App"
mkdir -p "$app/Sources/AppTokens/Tokens" "$app/Sources/AppDesign/Tokens" "$app/Tests/AppDesignTests"

cat > "$app/Package.swift" <<'EOF'
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "../dscompile")],
    targets: [
        // The typed tokens alone: no renderer, no C library.
        .target(name: "AppTokens",
            dependencies: [.product(name: "TokenValues", package: "dscompile")],
            exclude: ["Tokens", "designtokens.json"],
            plugins: [.plugin(name: "DesignTokensPlugin", package: "dscompile")]),
        // Tokens, styles and the builders they apply to.
        .target(name: "AppDesign",
            dependencies: [.product(name: "Builders", package: "dscompile")],
            exclude: ["Tokens"],
            plugins: [.plugin(name: "DesignTokensPlugin", package: "dscompile")]),
        .testTarget(name: "AppDesignTests",
            dependencies: ["AppDesign", .product(name: "DesignSnapshots", package: "dscompile")]),
    ]
)
EOF

# A resolver whose modifier is `appearance`, not `theme`, and groups named like types.
resolver() {
    cat <<'EOF'
{"version": "2025.10",
 "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
 "modifiers": {"appearance": {"contexts": {"light": [], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}},
 "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/appearance"}]}
EOF
}
hex() { printf '{"colorSpace": "srgb", "components": [%s], "hex": "%s"}' "$2" "$1"; }

cat > "$app/Sources/AppTokens/Tokens/base.tokens.json" <<EOF
{"color": {"\$type": "color",
   "brand": {"\$value": $(hex "#2e7d5b" "0.1804, 0.4902, 0.3569")},
   "background": {"\$value": $(hex "#ffffff" "1, 1, 1")}},
 "font": {"\$type": "typography",
   "body": {"\$value": {"fontFamily": ["Inter"], "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400,
                       "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5}}},
 "shadow": {"\$type": "shadow",
   "card": {"\$value": {"color": $(hex "#000000" "0, 0, 0"), "offsetX": {"value": 0, "unit": "px"},
                       "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 8, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}}}}
EOF
cat > "$app/Sources/AppTokens/Tokens/dark.tokens.json" <<EOF
{"color": {"\$type": "color", "background": {"\$value": $(hex "#0b0d10" "0.0431, 0.051, 0.0627")}}}
EOF
resolver > "$app/Sources/AppTokens/Tokens/app.resolver.json"
echo '{"namespace": "BrandTokens"}' > "$app/Sources/AppTokens/designtokens.json"
cat > "$app/Sources/AppTokens/AppTokens.swift" <<'EOF'
import TokenValues

/// Types of TokenValues stay reachable beside groups named `color`, `font` and `shadow`.
public let plainColor = Color(srgbHex: 0x2E7D5B)
public let plainTypography = Typography(fontFamily: ["Inter"], fontSize: 12)
public let backgroundInDark: Color = BrandTokens.Color.background.resolved(in: BrandTokens.Themes.Appearance.dark)
public let cardShadow: Themed<[Shadow]> = BrandTokens.Shadow.card
EOF

cp "$app/Sources/AppTokens/Tokens/"*.json "$app/Sources/AppDesign/Tokens/"
cat > "$app/Sources/AppDesign/Tokens/labels.styles.yaml" <<'EOF'
label:
  brand:
    typography: "{font.body}"
    textColor: "{color.brand}"
    numberOfLines: 0
EOF
cat > "$app/Sources/AppDesign/Card.swift" <<'EOF'
import Builders

/// A card as a screen builds it: a label in the design system's brand style.
public enum Card {
    public static func make(text: String) -> Label {
        LabelBuilder.startBuild()
            .useAutoLayout()
            .setStyle(.brand)
            .setText(text)
            .build()
    }
}
EOF
cat > "$app/Tests/AppDesignTests/CardSnapshotTests.swift" <<'EOF'
import AppDesign
import DesignSnapshots
import Testing

@Suite struct CardSnapshotTests {
    @Test(arguments: [DesignTokens.Themes.Appearance.light, DesignTokens.Themes.Appearance.dark])
    func card(theme: Theme) {
        assertSnapshot(of: Card.make(text: "Order confirmed"),
                       as: .image(width: 240, theme: theme, padding: 8, background: DesignTokens.Color.background),
                       named: "card")
    }

    @Test func aThemeTheDesignSystemLacksFails() {
        withKnownIssue {
            assertSnapshot(of: Card.make(text: "x"), as: .image(width: 240, theme: .dark), named: "never")
        } matching: { issue in
            "\(issue)".contains("names the modifier 'theme', which the design system does not have")
        }
    }
}
EOF

cd "$app"
step "scratch package in $app"

# 1. The tokens-only target builds no renderer.
start=$(now)
"$SWIFT" build --target AppTokens >"$log.tokens" 2>&1 || { cat "$log.tokens"; fail "swift build --target AppTokens"; }
step "tokens-only target, first build: $(seconds "$start" "$(now)") s"
if grep -E 'Compiling (Render|Builders|Gallery|CCairoPango)|CCairoPango|cairo\.h' "$log.tokens"; then
    fail "the tokens-only target compiled the renderer"
fi
step "the tokens-only target compiled no Render, Builders or Cairo"

# 2. Everything, then a no-op build and a one-token edit.
start=$(now)
"$SWIFT" build --build-tests >"$log.build" 2>&1 || { cat "$log.build"; fail "swift build --build-tests"; }
step "whole package with tests, first build after the tokens: $(seconds "$start" "$(now)") s"
start=$(now)
"$SWIFT" build --build-tests >"$log.noop" 2>&1 || { cat "$log.noop"; fail "no-op build"; }
step "no-op build: $(seconds "$start" "$(now)") s"
generated=$(find .build/plugins/outputs -path '*AppDesign*' -name 'DesignTokens+color.swift' | head -1)
[ -n "$generated" ] || fail "no DesignTokens+color.swift generated for AppDesign"
sed -i 's/"#2e7d5b"/"#2e7d5c"/; s/0.1804, 0.4902, 0.3569/0.1804, 0.4902, 0.3608/' Sources/AppDesign/Tokens/base.tokens.json
start=$(now)
"$SWIFT" build --build-tests >"$log.edit" 2>&1 || { cat "$log.edit"; fail "build after a token edit"; }
step "one-token edit, rebuild: $(seconds "$start" "$(now)") s"
grep -q "blue: 0.3608" "$generated" || fail "the edit did not regenerate $generated"
sed -i 's/"#2e7d5c"/"#2e7d5b"/; s/0.1804, 0.4902, 0.3608/0.1804, 0.4902, 0.3569/' Sources/AppDesign/Tokens/base.tokens.json

# 3. Snapshots: a new reference fails once, then passes; a one-step token change fails.
export SNAPSHOT_ARTIFACTS="$work/artifacts"
if env -u CI "$SWIFT" test >"$log.record" 2>&1; then cat "$log.record"; fail "recording a new reference did not fail the test"; fi
grep -q "look at it" "$log.record" || { cat "$log.record"; fail "the recording message does not say to look at the reference"; }
[ -f Snapshots/AppDesignTests/card.light@2x.png ] && [ -f Snapshots/AppDesignTests/card.dark@2x.png ] || fail "the references were not recorded"
step "recording the references failed the test, as it should: $(ls Snapshots/AppDesignTests | tr '\n' ' ')"
env -u CI "$SWIFT" test >"$log.pass" 2>&1 || { cat "$log.pass"; fail "the second run did not pass"; }
step "the second run passes"
sed -i 's/"#2e7d5b"/"#2e7d5c"/; s/0.1804, 0.4902, 0.3569/0.1804, 0.4902, 0.3608/' Sources/AppDesign/Tokens/base.tokens.json
if env -u CI "$SWIFT" test >"$log.changed" 2>&1; then cat "$log.changed"; fail "a one-step change of the brand color passed the snapshots"; fi
grep -q "pixels differ" "$log.changed" || { cat "$log.changed"; fail "the failure does not count the differing pixels"; }
grep -q "index.html" "$log.changed" || { cat "$log.changed"; fail "the failure does not name the HTML report"; }
step "a one-step change of the brand color (#2E7D5B to #2E7D5C) fails the snapshots and names the report"
step "passed"
