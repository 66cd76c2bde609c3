import Foundation

/// Where the fontconfig configuration every render uses, `Fonts/fonts.conf`, is looked for:
/// by Render to draw and by the build's font check (which links no renderer) to say what
/// would be drawn, so both read the same file.
package enum FontsConfigurationFile {
    /// The generic families `Fonts/fonts.conf` aliases to pinned fonts: CSS's names and
    /// fontconfig's short `sans` and `mono`. One of them names no font of its own, so what
    /// draws is what fontconfig matches for the list (Render's `FontCatalog` and the
    /// build's font check both say so).
    package static let genericFamilies: Set<String> = ["sans-serif", "sans", "serif", "monospace", "mono", "system-ui"]

    /// `DSCOMPILE_FONTS_CONF` alone when set (a file it names that is missing is an error
    /// naming it, never another configuration in its place), else `Fonts/fonts.conf` of the
    /// package this module was built from.
    package static var searchPaths: [String] {
        if let override = ProcessInfo.processInfo.environment["DSCOMPILE_FONTS_CONF"], !override.isEmpty {
            return [override]
        }
        // Sources/FontRules/FontsConfigurationFile.swift → the package root.
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return [packageRoot.appendingPathComponent("Fonts/fonts.conf").path]
    }
}
