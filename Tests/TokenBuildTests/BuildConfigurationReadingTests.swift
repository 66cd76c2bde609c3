import Foundation
import TestSupport
import Testing
@testable import TokenBuild

/// The build plugin's `designtokens.json`, read in process: each key's values, and every
/// mistake named with the file and the key (issue 25: it was tested only through the binary).
@Suite("BuildConfiguration, read in process")
struct BuildConfigurationReadingTests {
    private func read(_ json: String) throws -> BuildConfiguration {
        let folder = try PackagePaths.folder(with: ["designtokens.json": json])
        return try BuildConfiguration(contentsOf: folder.appendingPathComponent("designtokens.json").path)
    }

    private func mistake(_ json: String) throws -> String {
        let folder = try PackagePaths.folder(with: ["designtokens.json": json])
        do throws(BuildConfigurationError) {
            _ = try BuildConfiguration(contentsOf: folder.appendingPathComponent("designtokens.json").path)
            return "read without a mistake"
        } catch {
            return "\(error.key.map { "key \"\($0)\": " } ?? "")\(error.message)"
        }
    }

    @Test func everyKeyIsRead() throws {
        let configuration = try read("""
            {"tokens": "Tokens", "resolver": "Tokens/app.resolver.json", "access": "internal", "mode": "compat",
             "moduleName": "AppDesign", "namespace": "Design", "outputReferences": true, "allJSON": true,
             "designChecks": "error", "rswift": true}
            """)
        #expect(configuration.designChecks == .error)
        #expect(configuration.rswift == true)
        #expect(configuration.access == "internal")
        #expect(configuration.mode == .compat)
        #expect(configuration.moduleName == "AppDesign")
        #expect(configuration.namespace == "Design")
        #expect(configuration.outputReferences == true)
        #expect(configuration.allJSON == true)
    }

    @Test func anEmptyObjectSetsNothing() throws {
        #expect(try read("{}") == BuildConfiguration())
    }

    /// `R` is refused as the namespace only where R.swift's accessors would declare `enum R` too.
    @Test func theNamespaceRIsAcceptedWithoutRSwift() throws {
        let configuration = try read(#"{"namespace": "R", "rswift": false}"#)
        #expect(configuration.namespace == "R")
        #expect(configuration.rswift == false)
    }

    @Test(arguments: [
        (#"{"access": "open"}"#, #"key "access": must be "public" or "internal", not "open""#),
        (#"{"mode": 1}"#, #"key "mode": must be "strict" or "compat", not 1"#),
        (#"{"acess": "public"}"#, #"key "acess": is not a key of this file; did you mean "access"?"#),
        (#"{"designChecks": "errors"}"#, #"key "designChecks": must be "warning" or "error", not "errors""#),
        (#"{"rswift": "yes"}"#, #"key "rswift": must be true or false, not "yes""#),
        (#"{"rswift": 1}"#, #"key "rswift": must be true or false, not 1"#),
        (#"{"namespace": "R", "rswift": true}"#,
         #"key "rswift": the namespace 'R' is the enum R.swift's accessors declare (rswift); choose another namespace or turn rswift off"#),
        (#"["access"]"#, "must be a JSON object"),
    ])
    func aMistakeNamesItsKey(json: String, expected: String) throws {
        let said = try mistake(json)
        #expect(said.hasPrefix(expected), "\(said)")
    }

    @Test func aMissingFileSaysWhyInWords() throws {
        let folder = try PackagePaths.temporaryDirectory()
        do throws(BuildConfigurationError) {
            _ = try BuildConfiguration(contentsOf: folder.appendingPathComponent("nope.json").path)
            Issue.record("a missing file was read")
        } catch {
            #expect(error.message == "cannot be read: no such file or folder", "\(error.message)")
        }
    }
}
