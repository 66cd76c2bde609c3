import Codegen
import Foundation
import TestSupport

/// Type-checks generated Swift against the modules of this build with `swiftc -typecheck`
/// in Swift 6 mode, so tests show that generated code compiles, not only what it says.
enum SwiftTypeChecker {
    // MARK: - Nested types

    struct Result {
        var status: Int32
        var output: String

        /// Whether the code compiled without a single warning: generated code must not
        /// add warnings to the build of the package that uses it.
        var isClean: Bool { status == 0 && !output.contains("warning:") }
    }

    // MARK: - Paths

    /// The build's `Modules` folder: beside the test binary, else the default debug build.
    static var modulesDirectory: URL {
        let candidates = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0])].map {
            $0.deletingLastPathComponent().appendingPathComponent("Modules")
        } + [PackagePaths.root.appendingPathComponent(".build/debug/Modules")]
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("TokenModel.swiftmodule").path) }
            ?? candidates.last!
    }

    // MARK: - Type-checking

    /// Type-checks `source` (a file importing Foundation and TokenModel).
    static func typecheck(_ source: String) throws -> Result {
        try typecheck([GeneratedFile(name: "Generated.swift", contents: source)])
    }

    /// Type-checks `files` together as one module, as the package using them compiles
    /// them; `DesignStyles.swift` imports Builders, so its C modules are found as well.
    /// Modules built by ``buildModule(_:files:in:)`` in `importing` can be imported.
    /// With `memoryLimitMiB`, `swiftc` runs under that cap on its address space (`ulimit -v`),
    /// so a type check that would grow without bound fails instead.
    static func typecheck(_ files: [GeneratedFile], importing: URL? = nil, memoryLimitMiB: Int? = nil) throws -> Result {
        let paths = try write(files, to: try PackagePaths.temporaryDirectory())
        let arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-parse-as-library", "-module-name", "Generated",
                         "-I", modulesDirectory.path] + (importing.map { ["-I", $0.path] } ?? []) + (try cModuleArguments()) + paths
        guard let memoryLimitMiB else { return try run(arguments) }
        // `exec "$@"`: the shell only sets the limit, and swiftc inherits it.
        return try run(["sh", "-c", "ulimit -v \(memoryLimitMiB * 1024) && exec \"$@\"", "sh"] + arguments)
    }

    // MARK: - Modules of generated code

    /// Compiles `files` into the module `name` in `directory`: its `.swiftmodule` and a
    /// static library `lib<name>.a`, as a package that adopts the plugin compiles its target.
    static func buildModule(_ name: String, files: [GeneratedFile], in directory: URL) throws -> Result {
        let sources = directory.appendingPathComponent(name + "-sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let paths = try write(files, to: sources)
        let arguments = ["swiftc", "-swift-version", "6", "-parse-as-library", "-module-name", name,
                         "-emit-module", "-emit-module-path", directory.appendingPathComponent("\(name).swiftmodule").path,
                         "-emit-library", "-static", "-o", directory.appendingPathComponent("lib\(name).a").path,
                         "-I", modulesDirectory.path] + (try cModuleArguments()) + paths
        return try run(arguments)
    }

    /// Links `main` with the static libraries `libraries` built in `directory` and with
    /// TokenValues, the one module generated token code needs, then runs it.
    static func linkAndRun(main: String, libraries: [String], in directory: URL) throws -> Result {
        let source = directory.appendingPathComponent("main.swift")
        try Data(main.utf8).write(to: source)
        let executable = directory.appendingPathComponent("program")
        let tokenValuesObjects = modulesDirectory.deletingLastPathComponent().appendingPathComponent("TokenValues.build")
        let objects = try FileManager.default.contentsOfDirectory(atPath: tokenValuesObjects.path)
            .filter { $0.hasSuffix(".o") }.map { tokenValuesObjects.appendingPathComponent($0).path }
        let build = try run(["swiftc", "-swift-version", "6", "-I", modulesDirectory.path, "-I", directory.path, "-L", directory.path]
            + libraries.map { "-l\($0)" } + [source.path] + objects + ["-o", executable.path])
        guard build.status == 0 else { return build }
        return try run([executable.path])
    }

    // MARK: - Private

    /// Writes `files` into `directory`; their paths.
    private static func write(_ files: [GeneratedFile], to directory: URL) throws -> [String] {
        try files.map { file in
            let url = directory.appendingPathComponent(file.name)
            try Data(file.contents.utf8).write(to: url)
            return url.path
        }
    }

    /// What the Clang importer needs for the C modules under TokenModel (Yams' CYaml) and
    /// Builders (Cairo, Pango, zlib), which the build finds through SwiftPM.
    private static func cModuleArguments() throws -> [String] {
        let yamlHeaders = PackagePaths.root.appendingPathComponent(".build/checkouts/Yams/Sources/CYaml/include")
        let moduleMaps = [
            yamlHeaders.appendingPathComponent("module.modulemap"),
            PackagePaths.root.appendingPathComponent("Sources/CCairoPango/module.modulemap"),
            PackagePaths.root.appendingPathComponent("Sources/CZlib/module.modulemap"),
        ]
        let pkgConfig = try run(["pkg-config", "--cflags", "pangocairo", "zlib"])
        guard pkgConfig.status == 0 else { throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: pkgConfig.output]) }
        let cFlags = pkgConfig.output.split(whereSeparator: \.isWhitespace).map(String.init)
        return ["-I", yamlHeaders.path] + (moduleMaps.map { "-fmodule-map-file=\($0.path)" } + cFlags).flatMap { ["-Xcc", $0] }
    }

    private static func run(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
