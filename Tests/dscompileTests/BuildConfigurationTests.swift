import Foundation
import TestSupport
import Testing

/// `dscompile build --config FILE`: the plugin's designtokens.json read at build time, flags
/// winning over it, and every mistake named by file and key with nothing written.
@Suite("dscompile build --config")
struct BuildConfigurationTests {
    private func workspace(config: String) throws -> URL {
        let workspace = try PackagePaths.copyOfTokens().deletingLastPathComponent()
        try Data(config.utf8).write(to: workspace.appendingPathComponent("designtokens.json"))
        return workspace
    }

    /// Every generated Swift file, joined: after the emitter's split into one file per top
    /// group, DesignTokens.swift alone may hold no enum.
    private func tokensSwift(_ workspace: URL) throws -> String {
        let out = workspace.appendingPathComponent("Out")
        return try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
            .map { try String(contentsOf: out.appendingPathComponent($0), encoding: .utf8) }.joined()
    }

    @Test func theFileSetsAccessAndAFlagWinsOverIt() throws {
        let workspace = try workspace(config: #"{"tokens": "Tokens", "access": "internal", "moduleName": "AppDesign", "outputReferences": false}"#)
        let run = try DSCompileProcess.run(["build", "--config", "designtokens.json", "--swift-out", "Out"], in: workspace)
        #expect(run.status == 0, "\(run.errors)")
        #expect(try tokensSwift(workspace).contains("internal enum"))
        #expect(!(try tokensSwift(workspace)).contains("public enum"))
        let flag = try DSCompileProcess.run(["build", "--config", "designtokens.json", "--access", "public", "--swift-out", "Out"], in: workspace)
        #expect(flag.status == 0, "\(flag.errors)")
        #expect(try tokensSwift(workspace).contains("public enum"))
    }

    @Test func theFileSetsTheModeAndAFlagWinsOverIt() throws {
        let workspace = try PackagePaths.folder(with: [
            "a.tokens.json": ##"{"c": {"$type": "color", "x": {"$value": "#ff0000"}}}"##,
            "designtokens.json": #"{"mode": "compat"}"#,
        ])
        #expect(try DSCompileProcess.run(["build", "--config", "designtokens.json", "a.tokens.json", "--css-out", "web"], in: workspace).status == 0)
        #expect(try DSCompileProcess.run(["build", "--config", "designtokens.json", "--strict", "a.tokens.json", "--css-out", "web2"], in: workspace).status == 1)
    }

    @Test(arguments: [
        (#"{"access": "open"}"#, #"designtokens.json: error: key "access": must be "public" or "internal", not "open""#),
        (#"{"mode": 1}"#, #"designtokens.json: error: key "mode": must be "strict" or "compat", not 1"#),
        (#"{"moduleName": "2D"}"#, #"designtokens.json: error: key "moduleName": must be a Swift module name"#),
        (#"{"outputReferences": 1}"#, #"designtokens.json: error: key "outputReferences": must be true or false, not 1"#),
        (#"{"tokens": []}"#, #"designtokens.json: error: key "tokens": must be a path or a non-empty list"#),
        (#"{"resolver": 3}"#, #"designtokens.json: error: key "resolver": must be a path"#),
        (#"{"acess": "public"}"#, #"designtokens.json: error: key "acess": is not a key of this file; did you mean "access"?"#),
        (#"["access"]"#, #"designtokens.json: error: must be a JSON object"#),
        (#"{"access": "#, #"designtokens.json: error: cannot be read as JSON"#),
    ])
    func mistakesNameTheFileAndKeyAndWriteNothing(config: String, message: String) throws {
        let workspace = try workspace(config: config)
        let run = try DSCompileProcess.run(["build", "--config", "designtokens.json", "--swift-out", "Out"], in: workspace)
        #expect(run.status == 1)
        #expect(run.errors.hasPrefix(message), "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: workspace.appendingPathComponent("Out").path))
    }

    @Test func aMissingFileIsNamed() throws {
        let workspace = try PackagePaths.copyOfTokens().deletingLastPathComponent()
        let run = try DSCompileProcess.run(["build", "--config", "nope.json", "--swift-out", "Out"], in: workspace)
        #expect(run.status == 1)
        #expect(run.errors.hasPrefix("nope.json: error: cannot be read: no such file or folder"), "\(run.errors)")
    }

    @Test func moduleNameAndOutputReferencesAreOptions() throws {
        let help = try DSCompileProcess.run(["build", "--help"])
        for text in ["--module-name", "--output-references", "--config", "one file per top group", "DesignTokens+<stem>.swift", "DesignStyles.swift"] {
            #expect(help.output.contains(text), "\(text)")
        }
        let workspace = try PackagePaths.copyOfTokens().deletingLastPathComponent()
        #expect(try DSCompileProcess.run(["build", "--module-name", "AppDesign", "--output-references", "--swift-out", "Out"], in: workspace).status == 0)
        #expect(try DSCompileProcess.run(["build", "--module-name", "App-Design", "--swift-out", "Out"], in: workspace).status == 2)
    }
}
