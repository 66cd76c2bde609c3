import Codegen
import Foundation
import TestSupport
import Testing
import TokenModel

/// The generated API as an adopting team meets it: one namespace that hides nothing of
/// Swift's or dscompile's, types that a design edit cannot change, and no conformance that
/// keeps two design systems out of one program.
@Suite("Generated API: namespace, stable types, two design systems")
struct GeneratedAPITests {
    // MARK: - Fixtures

    private static func color(_ hex: String) -> String {
        #"{"$value": "\#(hex)"}"#
    }

    /// A design system with a light and a dark theme whose `brand` color is `light` and
    /// `dark`, and a style sheet that uses it.
    private static func themed(light: String, dark: String) -> [String: String] {
        [
            "base.tokens.json": #"{"colors": {"$type": "color", "brand": \#(color(light))}, "spacing": {"$type": "dimension", "m": {"$value": {"value": 8, "unit": "px"}}}}"#,
            "dark.tokens.json": #"{"colors": {"$type": "color", "brand": \#(color(dark))}}"#,
            "app.resolver.json": #"""
                {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
                 "modifiers": {"appearance": {"contexts": {"light": [], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}},
                 "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/appearance"}]}
                """#,
            "app.styles.yaml": "label:\n  brand:\n    textColor: \"{colors.brand}\"\n",
        ]
    }

    private func emit(_ files: [String: String], namespace: String = SwiftEmitter.defaultNamespace) throws -> [GeneratedFile] {
        let system = try DesignSystemLoader.load(paths: [try PackagePaths.folder(with: files).path], mode: .compat)
        return try SwiftEmitter.emit(system, options: SwiftEmitter.Options(namespace: namespace))
    }

    /// Code a team writes against the generated constants: the same text whatever the values.
    private static let userCode = GeneratedFile(name: "User.swift", contents: """
        import Builders
        import Foundation
        import TokenValues

        func useTheTokens() -> (Themed<Color>, Color, CGFloat, Renderer, Label) {
            let brand: Themed<Color> = DesignTokens.Colors.brand
            let inDark: Color = DesignTokens.Colors.brand.resolved(in: DesignTokens.Themes.Appearance.dark)
            let margin: CGFloat = DesignTokens.Spacing.m.resolved(in: DesignTokens.Themes.Appearance.light)
            let renderer = Renderer(theme: DesignTokens.Themes.Appearance.dark, background: DesignTokens.Colors.brand)
            let label = LabelBuilder.startBuild().setStyle(.brand).setTextColor(DesignTokens.Colors.brand).build()
            return (brand, inDark, margin, renderer, label)
        }

        """)

    // MARK: - Stable types

    @Test func aTokensTypeStaysWhenADesignerMakesItsThemesAgreeAndDifferAgain() throws {
        for (light, dark) in [("#2E7D5B", "#7FD1A8"), ("#2E7D5B", "#2E7D5B"), ("#2E7D5B", "#1B4D37")] {
            let files = try emit(Self.themed(light: light, dark: dark))
            #expect(files.tokensText.contains("public static let brand: TokenValues.Themed<TokenValues.Color> = "), "\(light) / \(dark)")
            let result = try SwiftTypeChecker.typecheck(files + [Self.userCode])
            #expect(result.isClean, "\(light) / \(dark): \(result.output.prefix(3_000))")
        }
    }

    /// A color is `Themed<Color>` (`UIColor`, what views take) even without themes, so adding
    /// themes later changes no color's type; other constants are plain values.
    @Test func withoutThemesColorsAreThemedAndOtherConstantsPlainValues() throws {
        let files = try emit(["a.tokens.json": #"{"colors": {"$type": "color", "brand": \#(Self.color("#2E7D5B"))}, "size": {"$type": "number", "gap": {"$value": 4}}}"#])
        #expect(files.tokensText.contains("public static let brand: TokenValues.Themed<TokenValues.Color> = TokenValues.Themed<TokenValues.Color>(TokenValues.Color("))
        #expect(files.tokensText.contains("public static let gap: Swift.Double = Swift.Double(4)"), "\(files.tokensText)")
        #expect(files[0].contents.contains("public static let space = TokenValues.ThemeSpace(modifiers: [])"))
    }

    // MARK: - One namespace

    /// Groups named like the types of Swift and dscompile compile inside the namespace, and a
    /// file that imports every module beside them still finds those types unqualified.
    @Test(arguments: [["color", "font", "shadow", "String", "typography", "theme"], ["Color", "Shadow", "Typography", "View", "Label"]])
    func groupsNamedLikeTypesHideNothing(_ groups: [String]) throws {
        let json = "{" + groups.map { #""\#($0)": {"$type": "color", "x": \#(Self.color("#2E7D5B"))}"# }.joined(separator: ", ") + "}"
        let files = try emit(["a.tokens.json": json])
        let user = GeneratedFile(name: "User.swift", contents: """
            import Builders
            import Codegen
            import ConstraintSolver
            import Foundation
            import Gallery
            import HTMLText
            import ImageDiff
            import Render
            import SnapshotReportKit
            import TokenModel
            import TokenValues

            let color = Color(srgbHex: 0x2E7D5B)
            let typography = Typography(fontFamily: ["Inter"], fontSize: 12)
            let shadow = Shadow(color: color, offsetX: TokenValues.Dimension(0), offsetY: TokenValues.Dimension(1),
                                blur: TokenValues.Dimension(2), spread: TokenValues.Dimension(0))
            let text: String = "plain"
            @MainActor let view: View = Label()
            let fromTokens: Themed<Color> = DesignTokens.\(SwiftNaming.typeName(groups[0])).x

            """)
        let result = try SwiftTypeChecker.typecheck(files + [user])
        #expect(result.isClean, "\(result.output.prefix(3_000))")
    }

    @Test func theNamespaceCanBeChosen() throws {
        let files = try emit(Self.themed(light: "#2E7D5B", dark: "#7FD1A8"), namespace: "AppTokens")
        #expect(files[0].contents.contains("public enum AppTokens {"))
        #expect(files.tokensText.contains("extension AppTokens {\n    public enum Colors {"))
        #expect(files.tokensText.contains("space: AppTokens.Themes.space)"))
        #expect(files[1].contents.contains("public func setStyle(_ style: AppTokens.LabelStyle) -> LabelBuilder"))
        let user = GeneratedFile(name: "User.swift", contents: Self.userCode.contents.replacingOccurrences(of: "DesignTokens.", with: "AppTokens."))
        let result = try SwiftTypeChecker.typecheck(files + [user])
        #expect(result.isClean, "\(result.output.prefix(3_000))")
    }

    // MARK: - Two design systems in one program

    /// Two generated design systems, each its own module with the same style names, used by
    /// one file: `setStyle(_:)` is a plain member per style type, so nothing clashes.
    @Test func twoDesignSystemsWithStylesTypeCheckInOneProgram() throws {
        let directory = try PackagePaths.temporaryDirectory()
        for (module, dark) in [("Brand", "#7FD1A8"), ("Partner", "#D17F7F")] {
            let built = try SwiftTypeChecker.buildModule(module, files: try emit(Self.themed(light: "#2E7D5B", dark: dark)), in: directory)
            #expect(built.isClean, "\(module): \(built.output.prefix(3_000))")
        }
        let user = GeneratedFile(name: "User.swift", contents: """
            import Brand
            import Builders
            import Partner

            func bothStyles() -> [Label] {
                [LabelBuilder.startBuild().setStyle(Brand.DesignTokens.LabelStyle.brand).build(),
                 LabelBuilder.startBuild().setStyle(Partner.DesignTokens.LabelStyle.brand).build()]
            }

            """)
        let result = try SwiftTypeChecker.typecheck([user], importing: directory)
        #expect(result.isClean, "\(result.output.prefix(3_000))")
    }

    /// Two design systems' tokens linked into one executable, which prints a value of each.
    @Test func twoDesignSystemsLinkAndRunInOneProgram() throws {
        let directory = try PackagePaths.temporaryDirectory()
        for (module, dark) in [("Brand", "#7FD1A8"), ("Partner", "#D17F7F")] {
            var files = Self.themed(light: "#2E7D5B", dark: dark)
            files["app.styles.yaml"] = nil
            let built = try SwiftTypeChecker.buildModule(module, files: try emit(files), in: directory)
            #expect(built.isClean, "\(module): \(built.output.prefix(3_000))")
        }
        let run = try SwiftTypeChecker.linkAndRun(main: """
            import Brand
            import Partner

            let dark = Brand.DesignTokens.Themes.Appearance.dark
            print(Brand.DesignTokens.Colors.brand.resolved(in: dark).hexString, Partner.DesignTokens.Colors.brand.resolved(in: dark).hexString)

            """, libraries: ["Brand", "Partner"], in: directory)
        #expect(run.status == 0, "\(run.output.prefix(3_000))")
        #expect(run.output.trimmingCharacters(in: .whitespacesAndNewlines) == "#7FD1A8 #D17F7F")
    }
}
