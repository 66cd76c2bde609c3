@_spi(Benchmarks) @testable import Codegen
import Foundation
import TestSupport
import Testing
import TokenModel

/// A big group's members are written on every core; the text must be exactly what writing
/// them one after the other gives, blank lines, doc comments, references and all: on a
/// made-up group, on the 30,000-token case, on `Tokens/` and on every real design system
/// (issue 25: each fast path proves it equals its plain path).
@Suite("SwiftEmitter: big groups written in parallel")
struct ParallelWritingTests {
    @Test(arguments: [false, true])
    func theTextIsTheSameAsWrittenInOrder(outputReferences: Bool) throws {
        var groups: [String] = []
        for group in 0..<40 {
            var tokens: [String] = []
            for token in 0..<30 {
                let documented = (group + token) % 7 == 0 ? #", "$description": "Token \#(token) of \#(group).""# : ""
                let value = token % 3 == 0 && group > 0
                    ? #""{big.g\#(group - 1).t\#(token)}""#
                    : #"{"colorSpace": "srgb", "components": [\#(Double(token) / 30), \#(Double(group) / 40), 0.5]}"#
                tokens.append(#""t\#(token)": {"$value": \#(value)\#(documented)}"#)
            }
            let described = group % 5 == 0 ? #""$description": "Group \#(group).", "# : ""
            groups.append(#""g\#(group)": {\#(described)\#(tokens.joined(separator: ", "))}"#)
        }
        let json = #"{"big": {"$type": "color", \#(groups.joined(separator: ", "))}, "small": {"$type": "color", "x": {"$value": "{big.g0.t1}"}}}"#
        let folder = try PackagePaths.folder(with: ["big.tokens.json": json])
        let system = try DesignSystemLoader.load(paths: [folder.path])
        var inOrder = SwiftEmitter.Options(outputReferences: outputReferences)
        inOrder.parallelGroupSize = .max
        var parallel = SwiftEmitter.Options(outputReferences: outputReferences)
        parallel.parallelGroupSize = 100
        // Two writers whatever the machine, so the 40 subgroups always take the parallel path.
        parallel.writerCount = 2
        let expected = try SwiftEmitter.emit(system, options: inOrder)
        let written = try SwiftEmitter.emit(system, options: parallel)
        #expect(written.map(\.name) == expected.map(\.name))
        for (file, reference) in zip(written, expected) {
            #expect(file.contents == reference.contents, "\(file.name)")
        }
        #expect(expected.contains { $0.contents.contains("/// Token 0 of 0.") })
    }

    // MARK: - One core against all cores

    /// Style Dictionary's large performance case, as `Benchmarks/` generates it: 300 colors
    /// and 300 chains of 99 aliases, 30,000 tokens, 29,700 of them in one group.
    private static func thirtyThousandTokens() throws -> ResolvedDesignSystem {
        var json = #"{"base": {"$type": "color""#
        for index in 0..<300 {
            json += #", "c\#(index)": {"$value": {"colorSpace": "srgb", "components": [\#(Double(index % 256) / 255), 0.5, 0.25]}}"#
        }
        json += #"}, "alias": {"$type": "color""#
        for chain in 0..<300 {
            let links = stride(from: 99, through: 1, by: -1).map { link in
                #""link\#(link)": {"$value": "{\#(link == 1 ? "base.c\(chain)" : "alias.chain\(chain).link\(link - 1)")}"}"#
            }
            json += #", "chain\#(chain)": {\#(links.joined(separator: ", "))}"#
        }
        let folder = try PackagePaths.folder(with: ["large.tokens.json": json + "}}"])
        return try DesignSystemLoader.load(paths: [folder.path])
    }

    /// Expects the same files and warnings, or the same errors, from `system` written on one
    /// core and on every core (at least two writers, whatever the machine, for groups of at
    /// least `parallelGroupSize` tokens).
    private static func expectSameFilesOnOneCoreAndOnAll(_ system: ResolvedDesignSystem, parallelGroupSize: Int, _ comment: String) {
        for outputReferences in [false, true] {
            var oneCore = SwiftEmitter.Options(outputReferences: outputReferences)
            oneCore.parallelGroupSize = .max
            var allCores = SwiftEmitter.Options(outputReferences: outputReferences)
            allCores.parallelGroupSize = parallelGroupSize
            allCores.writerCount = max(allCores.writerCount, 2)
            var expectedWarnings: [Diagnostic] = [], writtenWarnings: [Diagnostic] = []
            let expected = Result { () throws(DiagnosticsError) in try SwiftEmitter.emit(system, options: oneCore, warnings: &expectedWarnings) }
            let written = Result { () throws(DiagnosticsError) in try SwiftEmitter.emit(system, options: allCores, warnings: &writtenWarnings) }
            #expect(writtenWarnings == expectedWarnings, "\(comment)")
            switch (expected, written) {
            case (.success(let expected), .success(let written)):
                #expect(written.map(\.name) == expected.map(\.name), "\(comment)")
                for (file, reference) in zip(written, expected) {
                    #expect(file.contents == reference.contents, "\(comment), references \(outputReferences): \(file.name)")
                }
            case (.failure(let expected), .failure(let written)):
                #expect(written.diagnostics == expected.diagnostics, "\(comment)")
            default:
                Issue.record("\(comment): one way wrote files, the other failed")
            }
        }
    }

    @Test func theThirtyThousandTokenCaseIsTheSameOnOneCoreAndOnAll() throws {
        let system = try Self.thirtyThousandTokens()
        #expect(system.defaultTokens.count == 30_000)
        // The default threshold: the 29,700 aliases' group is written in parallel as in a build.
        Self.expectSameFilesOnOneCoreAndOnAll(system, parallelGroupSize: SwiftEmitter.Options().parallelGroupSize, "30,000 tokens")
    }

    @Test func tokensIsTheSameOnOneCoreAndOnAll() throws {
        let system = try DesignSystemLoader.load(paths: [PackagePaths.tokens.path])
        // Its groups are small: a low threshold sends every group of 20 tokens or more down the parallel path.
        Self.expectSameFilesOnOneCoreAndOnAll(system, parallelGroupSize: 20, "Tokens/")
    }

    @Test(arguments: ["github-primer", "adobe-spectrum", "ibm-carbon", "shopify-polaris", "microsoft-fluent"])
    func aRealSystemIsTheSameOnOneCoreAndOnAll(_ name: String) throws {
        Self.expectSameFilesOnOneCoreAndOnAll(try CorpusCompileTests.swiftReadySystem(name), parallelGroupSize: 20, name)
    }
}
