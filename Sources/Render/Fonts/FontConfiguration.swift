import CCairoPango
import FontRules
import Foundation
import TokenValues

/// The fontconfig configuration every render uses: `Fonts/fonts.conf` of this package,
/// which names only the pinned font folders and turns hinting off, so the same drawing
/// gives the same pixels on every machine.
///
/// Render finds the file itself: `DSCOMPILE_FONTS_CONF` when set, otherwise
/// `Fonts/fonts.conf` in the package this module was built from.
package final class FontConfiguration: @unchecked Sendable {
    // MARK: - Properties

    /// The configuration loaded once per process. fontconfig configurations are reference
    /// counted and read-only once built, so one is shared by every thread.
    package static let shared: Result<FontConfiguration, RenderError> = Result { () throws(RenderError) in
        try FontConfiguration(file: try locateFile())
    }

    /// The file the configuration was read from.
    package let file: String
    let config: OpaquePointer

    // MARK: - Initializers

    /// Loads the configuration file at `file`.
    package init(file: String) throws(RenderError) {
        guard let config = FcConfigCreate() else { throw .fontConfigurationInvalid(path: file) }
        guard FcConfigParseAndLoad(config, file, 1) != 0, FcConfigBuildFonts(config) != 0 else {
            FcConfigDestroy(config)
            throw .fontConfigurationInvalid(path: file)
        }
        self.file = file
        self.config = config
    }

    deinit {
        FcConfigDestroy(config)
    }

    // MARK: - Locating

    /// Where Render looks for `fonts.conf`, in order.
    package static var searchPaths: [String] { FontsConfigurationFile.searchPaths }

    private static func locateFile() throws(RenderError) -> String {
        let paths = searchPaths
        guard let found = paths.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            throw .fontConfigurationMissing(searched: paths)
        }
        return found
    }
}
