import Foundation
import PackagePlugin

/// Generates a target's Swift from design tokens on every build, and only when an input
/// changed: it runs `dscompile build` with every token file, resolver and style sheet as
/// declared inputs.
///
/// The tokens are the target's own `Tokens/` folder when it has one, otherwise the
/// package's `Tokens/`.
@main
struct DesignTokensPlugin: BuildToolPlugin {
    /// What `dscompile build` always writes (`SwiftEmitter.outputFileNames`).
    static let outputFileNames = ["DesignTokens.swift", "DesignStyles.swift"]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let fileManager = FileManager.default
        let targetTokens = target.directoryURL.appending(path: "Tokens")
        let tokens = fileManager.fileExists(atPath: targetTokens.path) ? targetTokens : context.package.directoryURL.appending(path: "Tokens")
        guard fileManager.fileExists(atPath: tokens.path) else {
            Diagnostics.error("DesignTokensPlugin: no Tokens/ folder in \(target.name) or in the package")
            return []
        }
        let inputs = (fileManager.enumerator(at: tokens, includingPropertiesForKeys: [.isRegularFileKey])?.allObjects as? [URL] ?? [])
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            .sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedSources")
        var arguments = ["build", tokens.path, "--swift-out", output.path]
        // Inside dscompile's own package the builders are not foreign types.
        if context.package.targets.contains(where: { $0.name == "Builders" }) {
            arguments.append("--builders-in-same-package")
        }
        return [
            .buildCommand(
                displayName: "Generating Swift for \(target.name) from \(tokens.lastPathComponent)/",
                executable: try context.tool(named: "dscompile").url,
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: Self.outputFileNames.map { output.appending(path: $0) }
            ),
        ]
    }
}
