import Codegen
import Foundation
import TestSupport
import Testing
import TokenModel

/// Where the real design systems in DTCG form are: in this repository, with their licences.
private let examplesFolder = PackagePaths.realDesignSystems

/// The Swift generated for the real design systems of `Tests/Fixtures/corpus/dtcg-examples`
/// (`--compat`, every permutation of their resolvers as themes) compiles in Swift 6 mode
/// without a warning. Without the corpus the suite is skipped, never passed.
@Suite("Generated Swift of real design systems")
struct CorpusCompileTests {
    // MARK: - Tests

    @Test(arguments: ["github-primer", "adobe-spectrum", "ibm-carbon", "shopify-polaris", "microsoft-fluent"])
    func generatedSwiftCompilesWithoutWarnings(_ name: String) throws {
        let resolver = examplesFolder.appendingPathComponent("\(name).resolver.json").path
        let system = try DesignSystemLoader.load(paths: [], resolver: resolver, mode: .compat)
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
        let resolver = examplesFolder.appendingPathComponent("\(name).resolver.json").path
        let system = try DesignSystemLoader.load(paths: [], resolver: resolver, mode: .compat)
        var warnings: [Diagnostic] = []
        let options = SwiftEmitter.Options(sourceDescription: "\(name).resolver.json", moduleName: "Generated", outputReferences: true)
        let files = try SwiftEmitter.emit(system, options: options, warnings: &warnings)
        let result = try SwiftTypeChecker.typecheck(files)
        #expect(result.isClean, "\(name): \(result.output.prefix(4_000))")
    }

    @Test func aTokenMissingFromSomeThemesIsOptionalAndWarned() throws {
        let resolver = examplesFolder.appendingPathComponent("github-primer.resolver.json").path
        let system = try DesignSystemLoader.load(paths: [], resolver: resolver, mode: .compat)
        var warnings: [Diagnostic] = []
        let files = try SwiftEmitter.emit(system, warnings: &warnings)
        let warning = try #require(warnings.first { $0.message.hasPrefix("token 'control.minTarget.auto'") })
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("size=default, theme=light;"), "\(warning.message)")
        #expect(files.tokensText.contains("public static let auto: TokenValues.Themed<Foundation.CGFloat?> = "))
    }
}
