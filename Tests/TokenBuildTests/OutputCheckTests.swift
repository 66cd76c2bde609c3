import ArgumentParser
import Foundation
import TestSupport
import Testing
import TokenBuild
import TokenModel

/// `validate`'s check of what `build` would refuse, in process: the emitters' errors on a
/// design system that reads well, and the summary of one without any.
@Suite("OutputCheck")
struct OutputCheckTests {
    private static let color = #"{"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}"#

    private func system(_ json: String) throws -> ResolvedDesignSystem {
        let folder = try PackagePaths.folder(with: ["a.tokens.json": json])
        return try InputOptions.parse([folder.appendingPathComponent("a.tokens.json").path]).load()
    }

    @Test func aSystemThatBuildsHasNoProblemsAndASummary() throws {
        let system = try system("{\"brand\": {\"$type\": \"color\", \"primary\": \(Self.color), \"secondary\": \(Self.color)}}")
        #expect(OutputCheck.diagnostics(of: system).isEmpty)
        #expect(OutputCheck.summary(of: system) == "2 tokens, 0 styles, 1 theme(s): no errors")
    }

    @Test func twoTokensWithOneSwiftNameAreAnError() throws {
        let system = try system("{\"brand\": {\"$type\": \"color\", \"brand-primary\": \(Self.color), \"brandPrimary\": \(Self.color)}}")
        let errors = OutputCheck.diagnostics(of: system).filter { $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.message.contains("would both become the Swift name brandPrimary") == true, "\(errors)")
    }

    @Test func twoTokensWithOneCSSNameAreAnError() throws {
        let system = try system("{\"b\": {\"$type\": \"color\", \"c\": \(Self.color)}, \"b-c\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"srgb\", \"components\": [0, 0, 0]}}}")
        let errors = OutputCheck.diagnostics(of: system).filter { $0.severity == .error }
        #expect(errors.contains { $0.message.contains("would both become the CSS property --b-c") }, "\(errors)")
    }
}
