import Foundation
import PackagePlugin

/// Generates a target's Swift from design tokens on every build, and only when an input
/// changed: it runs `dscompile build` with every token file, resolver and style sheet as
/// declared inputs.
///
/// The tokens are the target's own `Tokens/` folder when it has one, otherwise the
/// package's `Tokens/`. A `designtokens.json` in the target's folder configures it instead
/// (every key optional; paths relative to the target's folder):
///
/// ```json
/// {"tokens": "../../Tokens", "resolver": "../../Tokens/app.resolver.json", "access": "internal", "mode": "compat"}
/// ```
///
/// `tokens` is a path or a list of paths (token files, style sheets or folders, as
/// `dscompile build` takes them); `access` is `public` (default) or `internal`; `mode` is
/// `strict` (default) or `compat`. SwiftPM reads the file when it plans a build, which it
/// does again after a change to `Package.swift` or to the list of the target's files, not
/// after an edit of this file alone.
@main
struct DesignTokensPlugin: BuildToolPlugin {
    /// What `dscompile build` always writes (`SwiftEmitter.outputFileNames`).
    static let outputFileNames = ["DesignTokens.swift", "DesignStyles.swift"]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let fileManager = FileManager.default
        let configurationFile = target.directoryURL.appending(path: Configuration.fileName)
        let configuration: Configuration
        if fileManager.fileExists(atPath: configurationFile.path) {
            do {
                configuration = try Configuration(contentsOf: configurationFile)
            } catch {
                Diagnostics.error("\(configurationFile.path): \(error.message)", file: configurationFile.path, line: 1)
                return []
            }
        } else {
            configuration = Configuration()
        }

        let tokens: [URL]
        if let paths = configuration.tokens {
            tokens = paths.map { target.directoryURL.appending(path: $0).standardized }
            if let missing = tokens.first(where: { !fileManager.fileExists(atPath: $0.path) }) {
                Diagnostics.error("\(configurationFile.path): key \"tokens\": \(missing.path) does not exist", file: configurationFile.path, line: 1)
                return []
            }
        } else {
            let targetTokens = target.directoryURL.appending(path: "Tokens")
            let packageTokens = context.package.directoryURL.appending(path: "Tokens")
            guard let folder = [targetTokens, packageTokens].first(where: { fileManager.fileExists(atPath: $0.path) }) else {
                Diagnostics.error("DesignTokensPlugin: no Tokens/ folder in \(target.name) or in the package, and no \(Configuration.fileName) naming one")
                return []
            }
            tokens = [folder]
        }
        let resolver = configuration.resolver.map { target.directoryURL.appending(path: $0).standardized }
        if let resolver, !fileManager.fileExists(atPath: resolver.path) {
            Diagnostics.error("\(configurationFile.path): key \"resolver\": \(resolver.path) does not exist", file: configurationFile.path, line: 1)
            return []
        }

        // Every file under the inputs, so that a change to any of them runs the command
        // again, and nothing else does. Not the configuration: its values are arguments,
        // fixed when SwiftPM plans the build (it runs this plugin again only when the
        // manifest or the list of the target's files changes), so rerunning the command
        // on an edit of it would only repeat the old arguments.
        let inputs = Array(Set(tokens.flatMap { Self.regularFiles(at: $0) } + (resolver.map { [$0] } ?? [])))
            .sorted { $0.path < $1.path }

        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedSources")
        var arguments = ["build"] + tokens.map(\.path) + ["--swift-out", output.path]
        if let resolver { arguments += ["--resolver", resolver.path] }
        if let access = configuration.access { arguments += ["--access", access] }
        if let mode = configuration.mode { arguments.append("--\(mode)") }
        // Inside dscompile's own package the builders are not foreign types.
        if context.package.targets.contains(where: { $0.name == "Builders" }) {
            arguments.append("--builders-in-same-package")
        }
        return [
            .buildCommand(
                displayName: "Generating Swift for \(target.name) from \(tokens.map { $0.lastPathComponent }.joined(separator: ", "))",
                executable: try context.tool(named: "dscompile").url,
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: Self.outputFileNames.map { output.appending(path: $0) }
            ),
        ]
    }

    /// `url` itself when it is a file; every regular file under it when it is a folder.
    static func regularFiles(at url: URL) -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return [url] }
        return (FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey])?.allObjects as? [URL] ?? [])
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
    }
}

/// The optional `designtokens.json` of a target: a JSON object whose keys are all optional.
struct Configuration {
    static let fileName = "designtokens.json"
    static let keys = ["tokens", "resolver", "access", "mode"]

    /// Paths relative to the target's folder; `nil` for the default `Tokens/`.
    var tokens: [String]?
    var resolver: String?
    /// `public` or `internal`; `nil` for `dscompile build`'s default (`public`).
    var access: String?
    /// `strict` or `compat`; `nil` for `dscompile build`'s default (`strict`).
    var mode: String?

    init() {}

    /// Reads and checks the file; the error's message names the key at fault.
    init(contentsOf url: URL) throws(ConfigurationError) {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        } catch {
            throw ConfigurationError(message: "not valid JSON (\(error.localizedDescription))")
        }
        guard let dictionary = object as? [String: Any] else {
            throw ConfigurationError(message: "must be a JSON object with the keys \(Self.keyList)")
        }
        if let unknown = dictionary.keys.sorted().first(where: { !Self.keys.contains($0) }) {
            throw ConfigurationError(message: "unknown key \"\(unknown)\"; the keys are \(Self.keyList)")
        }
        switch dictionary["tokens"] {
        case nil: break
        case let path as String where !path.isEmpty: tokens = [path]
        case let paths as [String] where !paths.isEmpty && !paths.contains(""): tokens = paths
        default: throw ConfigurationError(message: "key \"tokens\": must be a path or a non-empty list of paths (strings), relative to the target's folder")
        }
        switch dictionary["resolver"] {
        case nil: break
        case let path as String where !path.isEmpty: resolver = path
        default: throw ConfigurationError(message: "key \"resolver\": must be a path (a string), relative to the target's folder")
        }
        access = try Self.choice(dictionary, "access", among: ["public", "internal"])
        mode = try Self.choice(dictionary, "mode", among: ["strict", "compat"])
    }

    private static var keyList: String { keys.map { "\"\($0)\"" }.joined(separator: ", ") }

    private static func choice(_ dictionary: [String: Any], _ key: String, among values: [String]) throws(ConfigurationError) -> String? {
        guard let value = dictionary[key] else { return nil }
        guard let string = value as? String, values.contains(string) else {
            throw ConfigurationError(message: "key \"\(key)\": must be \(values.map { "\"\($0)\"" }.joined(separator: " or ")), not \(value)")
        }
        return string
    }
}

struct ConfigurationError: Error {
    var message: String
}
