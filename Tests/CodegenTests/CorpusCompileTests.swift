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

    /// The tokens each system writes in vw, which have no size in points: under `--compat`
    /// Swift leaves each out by name (CSS and JSON keep them). A length in em outside a typography (Primer's
    /// `text.codeInline.size`, Spectrum's letter spacings) is taken against the root font
    /// size with a warning instead, as at the root of a CSS document.
    static let refusedInSwift: [String: Set<String>] = [
        "ibm-carbon": ["layout.fluidSpacing.02", "layout.fluidSpacing.03", "layout.fluidSpacing.04"],
    ]

    // MARK: - Tests

    /// The seven systems of terrazzoapp/dtcg-examples.
    static let systems = ["adobe-spectrum", "apple-hig", "figma-sds", "github-primer", "ibm-carbon", "microsoft-fluent", "shopify-polaris"]

    /// Under `--compat`, a token Swift cannot hold is left out of the Swift with one located
    /// warning naming it, and the generated code says which were left out.
    @Test(arguments: systems)
    func swiftLeavesOutLengthsWithoutPointsByName(_ name: String) throws {
        let resolver = examplesFolder.appendingPathComponent("\(name).resolver.json").path
        let system = try DesignSystemLoader.load(paths: [], resolver: resolver, mode: .compat)
        var warnings: [Diagnostic] = []
        let files = try SwiftEmitter.emit(system, warnings: &warnings)
        var leftOut: Set<String> = []
        for warning in warnings where warning.message.contains("has no size in points, so Swift cannot hold it") {
            #expect(warning.location != nil, "\(warning)")
            leftOut.insert(String(warning.message.dropFirst("token '".count).prefix { $0 != "'" }))
        }
        #expect(leftOut == Self.refusedInSwift[name] ?? [])
        let text = files.tokensText
        for path in leftOut {
            #expect(text.contains("// Left out (no size in points, so Swift cannot hold it): \(path)"), "\(name): \(path)")
        }
    }

    /// Under `--strict` a length Swift cannot hold stays an error naming the token.
    @Test func strictKeepsALengthWithoutPointsAnError() throws {
        var system = try Self.swiftReadySystem("ibm-carbon")
        system.readingMode = .strict
        do {
            _ = try SwiftEmitter.emit(system)
            Issue.record("a vw length was accepted under --strict")
        } catch {
            let refused = Set(error.errors.map { String($0.message.dropFirst("token '".count).prefix { $0 != "'" }) })
            #expect(refused == Self.refusedInSwift["ibm-carbon"])
            #expect(error.errors.allSatisfy { $0.location != nil })
        }
    }

    @Test(arguments: systems)
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
    @Test(arguments: systems)
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

    /// The system `name` under `--compat`, whose Swift leaves out what it cannot hold.
    private static func swiftReadySystem(_ name: String) throws -> ResolvedDesignSystem {
        let resolver = examplesFolder.appendingPathComponent("\(name).resolver.json").path
        return try DesignSystemLoader.load(paths: [], resolver: resolver, mode: .compat)
    }
}
