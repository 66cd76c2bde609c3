import Foundation

/// Where the fontconfig configuration every render uses, `Fonts/fonts.conf`, is looked for:
/// by Render to draw and by the build's font check (which links no renderer) to say what
/// would be drawn, so both read the same file.
public enum FontsConfigurationFile {
    /// `DSCOMPILE_FONTS_CONF` when set, then `Fonts/fonts.conf` of the package this module
    /// was built from, in that order.
    public static var searchPaths: [String] {
        var paths: [String] = []
        if let override = ProcessInfo.processInfo.environment["DSCOMPILE_FONTS_CONF"], !override.isEmpty {
            paths.append(override)
        }
        // Sources/TokenModel/Checks/FontsConfigurationFile.swift → the package root.
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        paths.append(packageRoot.appendingPathComponent("Fonts/fonts.conf").path)
        return paths
    }
}
