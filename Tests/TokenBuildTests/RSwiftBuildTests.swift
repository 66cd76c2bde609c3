import ArgumentParser
import Foundation
import TestSupport
import Testing
@testable import TokenBuild

/// `dscompile build --rswift` in process: `DesignR.swift` is written with the other Swift
/// files (the same all-or-nothing write), removed by a run without the option, chosen by the
/// flag or by `designtokens.json`, and refused beside the namespace `R`.
@Suite("build --rswift")
struct RSwiftBuildTests {
    // MARK: - Fixtures

    /// A folder with `Tokens/` (one color), `Assets/avatar.png` and, when given, `designtokens.json`.
    private static func workspace(config: String? = nil) throws -> URL {
        var files = ["Tokens/a.tokens.json": #"{"colors": {"$type": "color", "brand": {"$value": {"colorSpace": "srgb", "components": [0, 0.5, 0]}}}}"#]
        if let config { files["designtokens.json"] = config }
        let folder = try PackagePaths.folder(with: files)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Assets"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent("Tests/Fixtures/ImageAssets/square.png"),
                                         to: folder.appendingPathComponent("Assets/avatar.png"))
        return folder
    }

    /// Runs `build` on `folder`'s tokens into `Out/` with `arguments`.
    private static func build(_ folder: URL, _ arguments: [String]) throws {
        let command = try BuildCommand.parse([folder.appendingPathComponent("Tokens").path, "--swift-out", folder.appendingPathComponent("Out").path,
                                              "--assets", folder.appendingPathComponent("Assets").path] + arguments)
        try command.run()
    }

    private static func rswiftFile(in folder: URL) -> String? {
        try? String(contentsOf: folder.appendingPathComponent("Out/DesignR.swift"), encoding: .utf8)
    }

    // MARK: - Tests

    @Test func theFlagWritesTheFileAndARunWithoutItRemovesIt() throws {
        let folder = try Self.workspace()
        try Self.build(folder, ["--rswift"])
        let contents = try #require(Self.rswiftFile(in: folder))
        #expect(contents.contains("        public static func avatar() -> Builders::UIImage? { DesignTokens.Images.avatar }\n"))
        #expect(contents.contains("            public static func brand() -> Builders::UIColor? { DesignTokens.Colors.brand }\n"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Out/DesignImages.swift").path))

        try Self.build(folder, [])
        #expect(Self.rswiftFile(in: folder) == nil)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Out/DesignTokens.swift").path))
    }

    @Test func theConfigurationFileTurnsItOnAndAFlagWins() throws {
        let folder = try Self.workspace(config: #"{"rswift": true}"#)
        let config = ["--config", folder.appendingPathComponent("designtokens.json").path]
        try Self.build(folder, config)
        #expect(Self.rswiftFile(in: folder) != nil)
        try Self.build(folder, config + ["--no-rswift"])
        #expect(Self.rswiftFile(in: folder) == nil)
    }

    @Test func theFlagNeedsSwiftOutAndANamespaceOtherThanR() throws {
        let tokens = try Self.workspace().appendingPathComponent("Tokens").path
        #expect(BuildCommand.message(for: Self.parseError([tokens, "--css-out", "x.css", "--rswift"]))
            == "--rswift writes Swift accessors, so it needs --swift-out DIR")
        #expect(BuildCommand.message(for: Self.parseError([tokens, "--swift-out", "Out", "--namespace", "R", "--rswift"]))
            == "--rswift: the namespace 'R' is the enum R.swift's accessors declare (rswift); choose another namespace or turn rswift off")
    }

    /// The namespace from the file and the flag from the command line meet only when the build
    /// runs: an error there, and nothing is written.
    @Test func theNamespaceRFromTheFileFailsTheBuildWithTheFlag() throws {
        let folder = try Self.workspace(config: #"{"namespace": "R"}"#)
        #expect(throws: ExitCode.self) {
            try Self.build(folder, ["--config", folder.appendingPathComponent("designtokens.json").path, "--rswift"])
        }
        let written = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Out").path)) ?? []
        #expect(written.filter { !$0.hasPrefix(".") } == [])
    }

    private static func parseError(_ arguments: [String]) -> any Error {
        do {
            _ = try BuildCommand.parse(arguments)
            return CocoaError(.featureUnsupported)
        } catch {
            return error
        }
    }
}
