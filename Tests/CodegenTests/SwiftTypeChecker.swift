import Foundation
import TestSupport

/// Type-checks generated Swift against the modules of this build with `swiftc -typecheck`,
/// so tests show that generated code compiles, not only what it says.
enum SwiftTypeChecker {
    struct Result {
        var status: Int32
        var output: String
    }

    /// The build's `Modules` folder: beside the test binary, else the default debug build.
    static var modulesDirectory: URL {
        let candidates = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0])].map {
            $0.deletingLastPathComponent().appendingPathComponent("Modules")
        } + [PackagePaths.root.appendingPathComponent(".build/debug/Modules")]
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("TokenModel.swiftmodule").path) }
            ?? candidates.last!
    }

    /// Type-checks `source` (a file importing Foundation and TokenModel).
    static func typecheck(_ source: String) throws -> Result {
        let file = try PackagePaths.temporaryDirectory().appendingPathComponent("Generated.swift")
        try Data(source.utf8).write(to: file)
        let modules = modulesDirectory
        // TokenModel imports Yams, whose C module map lives in its checkout.
        let yamlHeaders = PackagePaths.root.appendingPathComponent(".build/checkouts/Yams/Sources/CYaml/include")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, "-I", yamlHeaders.path,
                             "-Xcc", "-fmodule-map-file=\(yamlHeaders.appendingPathComponent("module.modulemap").path)", file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
