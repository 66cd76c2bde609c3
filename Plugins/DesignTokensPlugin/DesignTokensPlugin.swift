import Foundation
import PackagePlugin

/// Generates a target's Swift from design tokens on every build, and only when an input
/// changed: it runs `dscompile build` with every token file, resolver and style sheet as
/// declared inputs, and one declared output per top group (see ``TopGroupScanner``).
///
/// The tokens are the target's own `Tokens/` folder when it has one, otherwise the
/// package's `Tokens/`. A `designtokens.json` in the target's folder configures it instead
/// (every key optional; paths relative to the target's folder):
///
/// ```json
/// {"tokens": "../../Tokens", "resolver": "../../Tokens/app.resolver.json", "access": "internal",
///  "mode": "compat", "outputReferences": true}
/// ```
///
/// `tokens` is a path or a list of paths (token files, style sheets or folders, as
/// `dscompile build` takes them); `resolver` overrides any resolver found in them. These two
/// choose the inputs, so the plugin reads them when SwiftPM plans the build, which it does
/// again after a change to `Package.swift` or to the list of the target's files, not after
/// an edit of this file alone. Files that a resolver names through `$ref` are inputs too,
/// wherever they are (``ReferencedFileScanner``). The other keys (`access`: `public` or
/// `internal`; `mode`: `strict` or `compat`; `outputReferences`: `true` or `false`) are read
/// by `dscompile build --config` on every build, and the file is a declared input, so an
/// edit of them takes effect on the next build. The tool checks the whole file; the plugin
/// checks only `tokens` and `resolver`. `moduleName` is for runs outside the plugin: the
/// plugin passes the target's module name, which is the right one by definition.
///
/// The tool also prints what `dscompile validate` says of fonts and contrast (a typography
/// whose family is not installed, text below WCAG AA) as `path:line:column: warning:` lines,
/// which SwiftPM and Xcode show at the token file; `"designChecks": "error"` makes them
/// errors. It finds fonts as Render does, through `Fonts/fonts.conf` or the file
/// `DSCOMPILE_FONTS_CONF` names, which the plugin passes on.
///
/// An `Assets/` folder of PNG images beside the tokens (the target's own, else the
/// package's when the tokens are the package's) is passed as `--assets`: `DesignImages.swift`
/// then declares `DesignTokens.Images`, one constant per image, and every file of the
/// folder is an input, so adding, changing or removing an image regenerates it.
///
/// `"rswift": true` adds `DesignR.swift`, R.swift's accessors over the generated names
/// (`R.image.avatar()`, `R.color.Colors.brand()`): the plugin declares it by the key, read
/// when SwiftPM plans the build as `tokens` and `resolver` are, and passes `--rswift` (or
/// `--no-rswift`), so the tool writes exactly the declared files.
@main
struct DesignTokensPlugin: BuildToolPlugin {
    /// What `dscompile build` always writes (`SwiftEmitter.outputFileNames`).
    static let outputFileNames = ["DesignTokens.swift", "DesignStyles.swift"]
    /// What it writes with `--assets` (`ImageAssetEmitter.fileName`).
    static let imagesFileName = "DesignImages.swift"
    /// What it writes with `--rswift` (`RSwiftEmitter.fileName`).
    static let rswiftFileName = "DesignR.swift"

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
        var assets = target.directoryURL.appending(path: "Assets")
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
            if folder == packageTokens, !fileManager.fileExists(atPath: assets.path) {
                assets = context.package.directoryURL.appending(path: "Assets")
            }
        }
        let assetFolder = fileManager.fileExists(atPath: assets.path) ? assets : nil
        let resolver = configuration.resolver.map { target.directoryURL.appending(path: $0).standardized }
        if let resolver, !fileManager.fileExists(atPath: resolver.path) {
            Diagnostics.error("\(configurationFile.path): key \"resolver\": \(resolver.path) does not exist", file: configurationFile.path, line: 1)
            return []
        }

        // Every file under the inputs, so that a change to any of them runs the command
        // again, and nothing else does; and the configuration, which the tool reads on
        // every run (`--config`), so an edit of its access, mode, moduleName or
        // outputReferences takes effect without SwiftPM planning the build again.
        // A resolver may name token files outside the folders given (`"$ref":
        // "../Shared/base.tokens.json"`); those are inputs and top groups too.
        let givenFiles = tokens.flatMap { Self.regularFiles(at: $0) } + (resolver.map { [$0] } ?? [])
        let tokenFiles = Array(Set(givenFiles + ReferencedFileScanner.referencedFiles(from: givenFiles)))
            .sorted { $0.path < $1.path }
        let configurationInput = fileManager.fileExists(atPath: configurationFile.path) ? [configurationFile] : []
        let assetFiles = assetFolder.map { Self.regularFiles(at: $0) } ?? []
        let inputs = Array(Set(tokenFiles + configurationInput + assetFiles)).sorted { $0.path < $1.path }

        // One file per top group, as far as a scan of the token files can tell; the tool
        // writes exactly these, so a wrong guess costs granularity, not the build.
        let declared = TopGroupScanner.declaredFileNames(for: tokenFiles).filter { !Self.outputFileNames.contains($0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedSources")
        var arguments = ["build"] + tokens.map(\.path) + ["--swift-out", output.path]
        arguments += ["--declared-files", declared.joined(separator: ",")]
        if let resolver { arguments += ["--resolver", resolver.path] }
        if !configurationInput.isEmpty { arguments += ["--config", configurationFile.path] }
        if let assetFolder { arguments += ["--assets", assetFolder.path] }
        // The value the outputs below are declared by wins over the file, which may have been
        // edited since SwiftPM planned the build (the tool warns when they differ).
        arguments.append(configuration.rswift ? "--rswift" : "--no-rswift")
        // The plugin knows the module's name for certain, so it wins over `moduleName` in the file.
        arguments += ["--module-name", target.moduleName]
        // The fonts the font check asks about are Render's: the same fonts.conf when it is moved.
        let environment = ProcessInfo.processInfo.environment["DSCOMPILE_FONTS_CONF"].map { ["DSCOMPILE_FONTS_CONF": $0] } ?? [:]
        return [
            .buildCommand(
                displayName: "Generating Swift for \(target.name) from \(tokens.map { $0.lastPathComponent }.joined(separator: ", "))",
                executable: try context.tool(named: "dscompile-tokens").url,
                arguments: arguments,
                environment: environment,
                inputFiles: inputs,
                outputFiles: (Self.outputFileNames + declared + (assetFolder == nil ? [] : [Self.imagesFileName])
                    + (configuration.rswift ? [Self.rswiftFileName] : [])).map { output.appending(path: $0) }
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

/// What the plugin needs of the optional `designtokens.json` of a target to plan the build:
/// the inputs, and whether `DesignR.swift` is an output. Every other key is `dscompile build --config`'s, which checks the whole file
/// (Sources/dscompile/BuildConfiguration.swift) when the build runs.
struct Configuration {
    static let fileName = "designtokens.json"

    /// Paths relative to the target's folder; `nil` for the default `Tokens/`.
    var tokens: [String]?
    var resolver: String?
    /// Whether `DesignR.swift` is written (`"rswift": true`).
    var rswift = false

    init() {}

    /// Reads the file and checks `tokens` and `resolver`; the error's message names the key at fault.
    init(contentsOf url: URL) throws(ConfigurationError) {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        } catch {
            throw ConfigurationError(message: "not valid JSON (\(error.localizedDescription))")
        }
        guard let dictionary = object as? [String: Any] else {
            throw ConfigurationError(message: "must be a JSON object")
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
        if let value = dictionary["rswift"] {
            // JSONSerialization gives booleans and numbers alike as NSNumber; a boolean's type code is `c`.
            guard let number = value as? NSNumber, String(cString: number.objCType) == "c" else {
                throw ConfigurationError(message: "key \"rswift\": must be true or false")
            }
            rswift = number.boolValue
        }
    }
}

/// A mistake in `designtokens.json` that keeps the plugin from planning the build.
struct ConfigurationError: Error {
    var message: String
}
