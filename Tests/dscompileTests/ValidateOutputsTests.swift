import Foundation
import TestSupport
import Testing

/// `validate` reports every error `build` would, so a design system that validates builds:
/// names that collide in Swift or CSS, each naming both tokens and where they stand.
@Suite("dscompile validate: what build would refuse")
struct ValidateOutputsTests {
    private static let color = #"{"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}"#

    private func validateAndBuild(_ json: String) throws -> (validate: DSCompileProcess.Run, build: DSCompileProcess.Run) {
        let folder = try PackagePaths.folder(with: ["a.tokens.json": json])
        return (try DSCompileProcess.run(["validate", "a.tokens.json"], in: folder),
                try DSCompileProcess.run(["build", "a.tokens.json", "--swift-out", "Out", "--css-out", "web"], in: folder))
    }

    @Test func twoTokensWithOneSwiftNameAreAnErrorInValidate() throws {
        let (validate, build) = try validateAndBuild("{\"brand\": {\"$type\": \"color\",\n \"brand-primary\": \(Self.color),\n \"brandPrimary\": \(Self.color)}}")
        #expect(validate.status == 1)
        #expect(validate.errors.contains("a.tokens.json:3:"), "\(validate.errors)")
        #expect(validate.errors.contains("error: 'brand.brand-primary' (line 2, column 19) and 'brand.brandPrimary' would both become the Swift name brandPrimary"),
                "\(validate.errors)")
        #expect(!validate.errors.contains("no errors"))
        #expect(build.status == 1)
    }

    @Test func twoTokensWithOneCSSNameAreAnErrorInValidate() throws {
        let (validate, build) = try validateAndBuild("{\"b\": {\"$type\": \"color\", \"c\": \(Self.color)},\n \"b-c\": {\"$type\": \"color\", \"$value\": {\"colorSpace\": \"srgb\", \"components\": [0, 0, 0]}}}")
        #expect(validate.status == 1)
        #expect(validate.errors.contains("a.tokens.json:2:"), "\(validate.errors)")
        #expect(validate.errors.contains("'b.c' (line 1, column "), "\(validate.errors)")
        #expect(validate.errors.contains("and 'b-c' would both become the CSS property --b-c"), "\(validate.errors)")
        #expect(build.status == 1)
    }

    @Test func aGroupNamedLikeTheNamespaceIsAnErrorInValidate() throws {
        let (validate, _) = try validateAndBuild("{\"designTokens\": {\"$type\": \"color\", \"x\": \(Self.color)}}")
        #expect(validate.status == 1)
        #expect(validate.errors.contains("hides the namespace DesignTokens"), "\(validate.errors)")
    }

    @Test func theNamespaceComesFromTheFlagOrTheConfigurationFile() throws {
        let folder = try PackagePaths.folder(with: [
            "a.tokens.json": "{\"c\": {\"$type\": \"color\", \"x\": \(Self.color)}}",
            "designtokens.json": #"{"namespace": "AppTokens"}"#,
            "bad.json": #"{"namespace": "Foundation"}"#,
        ])
        #expect(try DSCompileProcess.run(["build", "a.tokens.json", "--config", "designtokens.json", "--swift-out", "Out"], in: folder).status == 0)
        let main = try String(contentsOf: folder.appendingPathComponent("Out/DesignTokens.swift"), encoding: .utf8)
        #expect(main.contains("public enum AppTokens {"))
        #expect(try DSCompileProcess.run(["build", "a.tokens.json", "--namespace", "Tokens", "--swift-out", "Flag"], in: folder).status == 0)
        #expect(try String(contentsOf: folder.appendingPathComponent("Flag/DesignTokens.swift"), encoding: .utf8).contains("public enum Tokens {"))
        let bad = try DSCompileProcess.run(["build", "a.tokens.json", "--config", "bad.json", "--swift-out", "Bad"], in: folder)
        #expect(bad.status == 1)
        #expect(bad.errors.contains("bad.json: error: key \"namespace\": the namespace 'Foundation' would hide the module Foundation"), "\(bad.errors)")
        let usage = try DSCompileProcess.run(["build", "a.tokens.json", "--namespace", "1x", "--swift-out", "Bad"], in: folder)
        #expect(usage.status == 2)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Bad").path))
    }
}
