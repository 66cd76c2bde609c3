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
#   4. a theme the design system lacks fails: spelled by hand (`["theme": "dark"]`, with
#      `appearance` the modifier) at run time, and as the library preset `Theme.dark`, which
#      no longer exists, at compile time;
#   5. a typography whose font family is not installed is a located warning of the plugin's
#      build, at the token file;
#   6. an OTP field placed with `pin` in `layoutSubviews` renders (issue #36);
#   7. a top group named `type` is reachable from user code as `DesignTokens.Type_`, with a
#      located warning of the build at the group (issue #36).
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

# A copy in a folder of another name, depended on as the README says: `.package(name:path:)`
# gives it the identity `dscompile` that every `package:` names.
rm -rf "$work/design-compiler" "$work/App"
mkdir -p "$work/design-compiler"
# One archive from the whole list (`-T -`): `xargs tar` splits a long list into several
# archives, and the reading tar stops at the first one's end, killing the rest by SIGPIPE.
(cd "$repo" && git ls-files -co --exclude-standard -z | tar --null -T - -cf -) | tar -xf - -C "$work/design-compiler"

app="$work/App"
mkdir -p "$app/Sources/AppTokens/Tokens" "$app/Sources/AppDesign/Tokens" "$app/Tests/AppDesignTests"

cat > "$app/Package.swift" <<'EOF'
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "dscompile", path: "../design-compiler")],
    targets: [
        // The typed tokens alone: no renderer, no C library.
        .target(name: "AppTokens",
            dependencies: [.product(name: "TokenValues", package: "dscompile")],
            exclude: ["Tokens", "designtokens.json"],
            plugins: [.plugin(name: "DesignTokensPlugin", package: "dscompile")]),
        // Tokens, styles and the builders they apply to.
        .target(name: "AppDesign",
            dependencies: [.product(name: "Builders", package: "dscompile")],
            exclude: ["Tokens", "designtokens.json"],
            plugins: [.plugin(name: "DesignTokensPlugin", package: "dscompile")]),
        .testTarget(name: "AppDesignTests",
            dependencies: ["AppDesign", .product(name: "DesignSnapshots", package: "dscompile")]),
        // Step 7 adds a target here.
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
{"color": {"\$type": "color", "background": {"\$value": $(hex "#0b0d10" "0.0431, 0.051, 0.0627")},
   "brand": {"\$value": $(hex "#5cb88f" "0.3608, 0.7216, 0.5608")}}}
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
# Step 5: a brand font this machine does not have.
cat > "$app/Sources/AppDesign/Tokens/display.tokens.json" <<'EOF'
{"display": {"$type": "typography",
   "title": {"$value": {"fontFamily": ["Tramway Sans"], "fontSize": {"value": 28, "unit": "px"}, "fontWeight": 700,
                        "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2}}}}
EOF
# A resolver reads only the files it names (a file it does not name is warned about, not read).
sed -i 's|{"\$ref": "base.tokens.json"}|{"$ref": "base.tokens.json"}, {"$ref": "display.tokens.json"}|' "$app/Sources/AppDesign/Tokens/app.resolver.json"
grep -q '"display.tokens.json"' "$app/Sources/AppDesign/Tokens/app.resolver.json" || fail "the design target's resolver does not name display.tokens.json"
# Step 6: a component with constraints of its own, placed with `pin` as a UIKit screen does.
cat > "$app/Sources/AppDesign/CodeScreen.swift" <<'EOF'
import Builders
import Foundation

/// A one-time-code screen: the OTP field (constraints inside) placed by hand with `pin`.
public final class CodeScreen: View {
    public let field = OTPFieldBuilder.startBuild().setDigits(count: 4).setDigitSize(width: 40, height: 40).setBetween(space: 8).build()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(field)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    public override func layoutSubviews() {
        field.pin.top(24).hCenter().width(184).height(64)
    }
}
EOF
# R.swift's accessors (docs/BUILD.md), used as a team moving from R.swift writes them.
echo '{"rswift": true}' > "$app/Sources/AppDesign/designtokens.json"
cat > "$app/Sources/AppDesign/Brand.swift" <<'EOF'
import Builders

/// The brand color through R.swift's accessor, wrapped as the architecture guide asks.
public extension UIColor {
    static var brandWrapped: UIColor { R.color.Color.brand() ?? .black }
}
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
            assertSnapshot(of: Card.make(text: "x"), as: .image(width: 240, theme: ["theme": "dark"]), named: "never")
        } matching: { issue in
            "\(issue)".contains("names the modifier 'theme', which the design system does not have")
        }
    }
}
EOF

cat > "$app/Tests/AppDesignTests/CodeScreenTests.swift" <<'EOF'
import AppDesign
import DesignSnapshots
import Testing

@Suite struct CodeScreenTests {
    @Test func codeScreen() {
        assertSnapshot(of: CodeScreen(frame: CGRect(x: 0, y: 0, width: 320, height: 120)),
                       as: .image(size: .fixed(CGSize(width: 320, height: 120)), theme: DesignTokens.Themes.Appearance.light),
                       named: "code-screen")
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
find .build/plugins/outputs -path '*AppDesign*' -name DesignR.swift | grep -q . \
    || fail "the plugin did not write DesignR.swift for the target whose designtokens.json says rswift"
step "designtokens.json's rswift: the plugin wrote DesignR.swift, and R.color.Color.brand() compiles"
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
if env -u CI "$SWIFT" test --filter CardSnapshotTests >"$log.record" 2>&1; then cat "$log.record"; fail "recording a new reference did not fail the test"; fi
grep -q "look at it" "$log.record" || { cat "$log.record"; fail "the recording message does not say to look at the reference"; }
[ -f Snapshots/AppDesignTests/card.light@2x.png ] && [ -f Snapshots/AppDesignTests/card.dark@2x.png ] || fail "the references were not recorded"
step "recording the references failed the test, as it should: $(ls Snapshots/AppDesignTests | tr '\n' ' ')"
env -u CI "$SWIFT" test --filter CardSnapshotTests >"$log.pass" 2>&1 || { cat "$log.pass"; fail "the second run did not pass"; }
step "the second run passes"
sed -i 's/"#2e7d5b"/"#2e7d5c"/; s/0.1804, 0.4902, 0.3569/0.1804, 0.4902, 0.3608/' Sources/AppDesign/Tokens/base.tokens.json
if env -u CI "$SWIFT" test --filter CardSnapshotTests >"$log.changed" 2>&1; then cat "$log.changed"; fail "a one-step change of the brand color passed the snapshots"; fi
grep -q "pixels differ" "$log.changed" || { cat "$log.changed"; fail "the failure does not count the differing pixels"; }
grep -q "index.html" "$log.changed" || { cat "$log.changed"; fail "the failure does not name the HTML report"; }
step "a one-step change of the brand color (#2E7D5B to #2E7D5C) fails the snapshots and names the report"
sed -i 's/"#2e7d5c"/"#2e7d5b"/; s/0.1804, 0.4902, 0.3608/0.1804, 0.4902, 0.3569/' Sources/AppDesign/Tokens/base.tokens.json

# 4. The library's `Theme.dark` is gone: naming it where the modifier is `appearance` does not compile.
cat > Sources/AppDesign/WrongTheme.swift <<'EOF'
import TokenValues
let wrongTheme: Theme = .dark
EOF
if "$SWIFT" build --target AppDesign >"$log.theme" 2>&1; then cat "$log.theme"; fail "Theme.dark compiled in a design system whose modifier is appearance"; fi
grep -q "WrongTheme.swift:2:.*error: .*has no member 'dark'" "$log.theme" || { cat "$log.theme"; fail "the wrong theme's error is not at WrongTheme.swift:2"; }
rm Sources/AppDesign/WrongTheme.swift
step "Theme.dark does not compile where the modifier is appearance: $(grep -o "error: .*has no member 'dark'" "$log.theme" | head -1)"

# 5. The missing font was a located warning of the plugin's build, at the token file.
grep -q "display.tokens.json:[0-9]*:[0-9]*: warning: token 'display.title': the font family 'Tramway Sans' is not installed" "$log.build" \
    || { cat "$log.build"; fail "the plugin's build did not warn about the missing font at display.tokens.json"; }
step "the plugin's build warns: $(grep -o "display.tokens.json:[0-9]*:[0-9]*: warning: .*" "$log.build" | head -1)"

# 6. The OTP field placed with pin renders (a constraint conflict is broken and logged, as UIKit does).
if env -u CI "$SWIFT" test --filter CodeScreenTests >"$log.pin" 2>&1; then cat "$log.pin"; fail "recording the pin screen's reference did not fail the test"; fi
grep -q "look at it" "$log.pin" || { cat "$log.pin"; fail "the OTP field placed with pin did not render"; }
env -u CI "$SWIFT" test --filter CodeScreenTests >"$log.pin2" 2>&1 \
    || { cat "$log.pin2"; fail "the OTP field placed with pin does not match its own reference"; }
step "an OTP field placed with pin renders and matches its reference"

# 7. A top group named `type` is reachable: Swift reads `DesignTokens.Type` as the metatype,
# so the generated file declares `Type_` (docs/BUILD.md, "Names") and the build warns at the
# group. Its own target, added only now, so that the steps before do not depend on it.
mkdir -p Sources/AppNames/Tokens
cat > Sources/AppNames/Tokens/base.tokens.json <<'EOF'
{"type": {"$type": "dimension", "button": {"$value": {"value": 17, "unit": "px"}}}}
EOF
echo '// The generated tokens; the use is added once they are generated.' > Sources/AppNames/AppNames.swift
sed -i 's|        // Step 7 adds a target here.|        .target(name: "AppNames", dependencies: [.product(name: "TokenValues", package: "dscompile")],\n            exclude: ["Tokens"], plugins: [.plugin(name: "DesignTokensPlugin", package: "dscompile")]),|' Package.swift
"$SWIFT" build --target AppNames >"$log.names" 2>&1 \
    || { cat "$log.names"; fail "the generated code of a group named type does not compile"; }
names=$(find .build/plugins/outputs -path '*AppNames*' -name 'DesignTokens+type.swift' | head -1)
[ -n "$names" ] || fail "no DesignTokens+type.swift generated for AppNames"
swiftName=$(grep -oE 'enum [^ {]+' "$names" | head -1 | cut -d' ' -f2)
[ "$swiftName" = "Type_" ] || fail "the group type is declared as $swiftName, not Type_ as docs/BUILD.md says"
grep -q "base.tokens.json:1:10: warning: group 'type' is DesignTokens.Type_ in Swift" "$log.names" \
    || { cat "$log.names"; fail "the build did not warn at the group type that it is renamed"; }
# A dimension is a CGFloat: a public declaration of it needs Foundation imported (Swift 6).
cat > Sources/AppNames/AppNames.swift <<EOF
import Foundation
/// The group \`type\`, as the generated file names it.
public let buttonTextSize = DesignTokens.$swiftName.button
EOF
"$SWIFT" build --target AppNames >"$log.names2" 2>&1 \
    || { cat "$log.names2"; fail "DesignTokens.$swiftName.button (the group type) is not reachable from user code"; }
step "the group type is reachable as DesignTokens.$swiftName"
step "passed"
