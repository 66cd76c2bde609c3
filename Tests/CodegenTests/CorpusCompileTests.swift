import Codegen
import Foundation
import TestSupport
import Testing
import TokenModel

/// Where the real design systems in DTCG form are: in this repository, with their licences.
private let examplesFolder = PackagePaths.realDesignSystems

/// The Swift generated for the real design systems of `Tests/Fixtures/corpus/dtcg-examples`
/// (`--compat`, every permutation of their resolvers as themes) compiles in Swift 6 mode
/// without a warning, once the tokens Swift refuses by name are left out.
@Suite("Generated Swift of real design systems")
struct CorpusCompileTests {
    // MARK: - Properties

    /// The tokens each system writes in vw, which have no size in points: Swift refuses each
    /// by name (CSS and JSON keep them). A length in em outside a typography (Primer's
    /// `text.codeInline.size`, Spectrum's letter spacings) is taken against the root font
    /// size with a warning instead, as at the root of a CSS document.
    static let refusedInSwift: [String: Set<String>] = [
        "ibm-carbon": ["layout.fluidSpacing.02", "layout.fluidSpacing.03", "layout.fluidSpacing.04"],
    ]

    // MARK: - Tests

    @Test(arguments: ["github-primer", "adobe-spectrum", "ibm-carbon", "shopify-polaris", "microsoft-fluent"])
    func swiftRefusesLengthsWithoutPointsByName(_ name: String) throws {
        let resolver = examplesFolder.appendingPathComponent("\(name).resolver.json").path
        let system = try DesignSystemLoader.load(paths: [], resolver: resolver, mode: .compat)
        var refused: Set<String> = []
        do throws(DiagnosticsError) {
            _ = try SwiftEmitter.emit(system)
        } catch {
            for error in error.errors {
                #expect(error.message.contains("has no size in points, so Swift cannot hold it"), "\(error)")
                refused.insert(String(error.message.dropFirst("token '".count).prefix { $0 != "'" }))
            }
        }
        #expect(refused == Self.refusedInSwift[name] ?? [])
    }

    @Test(arguments: ["github-primer", "adobe-spectrum", "ibm-carbon", "shopify-polaris", "microsoft-fluent"])
    func generatedSwiftCompilesWithoutWarnings(_ name: String) throws {
        let system = try Self.swiftReadySystem(name)
        var warnings: [Diagnostic] = []
        let files = try SwiftEmitter.emit(system, options: SwiftEmitter.Options(sourceDescription: "\(name).resolver.json"), warnings: &warnings)
        #expect(Array(files.map(\.name).prefix(2)) == SwiftEmitter.outputFileNames)
        #expect(files.dropFirst(2).allSatisfy { $0.name.hasPrefix("DesignTokens+") }, "\(name): \(files.map(\.name))")
        let tokens = files.tokensText
        #expect(tokens.contains("public let ") || tokens.contains("public static let "), "\(name): no constants were generated")
        let result = try SwiftTypeChecker.typecheck(files)
        #expect(result.isClean, "\(name): \(result.output.prefix(4_000))")
    }

    /// With `--output-references`, in one file per top group, named through the module.
    @Test(arguments: ["github-primer", "adobe-spectrum", "ibm-carbon", "shopify-polaris", "microsoft-fluent"])
    func generatedSwiftWithReferencesCompilesWithoutWarnings(_ name: String) throws {
        let system = try Self.swiftReadySystem(name)
        var warnings: [Diagnostic] = []
        let options = SwiftEmitter.Options(sourceDescription: "\(name).resolver.json", moduleName: "Generated", outputReferences: true)
        let files = try SwiftEmitter.emit(system, options: options, warnings: &warnings)
        let result = try SwiftTypeChecker.typecheck(files)
        #expect(result.isClean, "\(name): \(result.output.prefix(4_000))")
    }

    @Test func aTokenMissingFromSomeThemesIsOptionalAndWarned() throws {
        let system = try Self.swiftReadySystem("github-primer")
        var warnings: [Diagnostic] = []
        let files = try SwiftEmitter.emit(system, warnings: &warnings)
        let warning = try #require(warnings.first { $0.message.hasPrefix("token 'control.minTarget.auto'") })
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("size=default, theme=light;"), "\(warning.message)")
        #expect(files.tokensText.contains("public static let auto: TokenValues.Themed<Foundation.CGFloat?> = "))
    }

    // MARK: - Private

    /// The system `name` under `--compat`, without the tokens Swift refuses.
    private static func swiftReadySystem(_ name: String) throws -> ResolvedDesignSystem {
        let resolver = examplesFolder.appendingPathComponent("\(name).resolver.json").path
        var system = try DesignSystemLoader.load(paths: [], resolver: resolver, mode: .compat)
        let refused = refusedInSwift[name] ?? []
        for theme in system.themes {
            system.tokensByTheme[theme] = system.tokensByTheme[theme]?.filter { !refused.contains($0.key.description) }
        }
        return system
    }
}
