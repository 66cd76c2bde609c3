import CCairoPango
import Foundation
import TokenModel

/// The font families of ``FontConfiguration/shared``, for checking typography before a
/// render: `dscompile validate` reports a family that would fall back.
///
/// Reads fontconfig's font list, which is read-only once built, so any thread may ask.
public enum FontCatalog {
    // MARK: - Properties

    /// Generic families that `Fonts/fonts.conf` and Pango resolve to installed fonts.
    public static let genericFamilies: Set<String> = ["sans-serif", "sans", "serif", "monospace", "mono", "system-ui"]

    private static let cache: Result<[String], RenderError> = Result { () throws(RenderError) in
        try listFamilies(in: try FontConfiguration.shared.get())
    }

    // MARK: - Queries

    /// Every installed family name, sorted, as fontconfig lists it (each localized name too).
    public static func installedFamilies() throws(RenderError) -> [String] {
        try cache.get()
    }

    /// Whether `family` is installed or is a generic family; case does not matter.
    public static func isInstalled(_ family: String) throws(RenderError) -> Bool {
        let name = family.trimmingCharacters(in: .whitespaces).lowercased()
        if genericFamilies.contains(name) { return true }
        return try installedFamilies().contains { $0.lowercased() == name }
    }

    /// The families of `typography` that are not installed, in its order: drawing falls
    /// back past them. Throws ``RenderError/emptyFontList`` for an empty list.
    public static func missingFamilies(in typography: Typography) throws(RenderError) -> [String] {
        try missingFamilies(in: typography.fontFamily)
    }

    /// The families of `families` that are not installed, in order; blank names are
    /// skipped, and a list of none but blank names is ``RenderError/emptyFontList``.
    public static func missingFamilies(in families: [String]) throws(RenderError) -> [String] {
        let named = families.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        guard !named.isEmpty else { throw .emptyFontList }
        var missing: [String] = []
        for family in named where try !isInstalled(family) && !missing.contains(family) {
            missing.append(family)
        }
        return missing
    }

    /// The first installed family of `typography`, which draws the text when it has every
    /// glyph; `nil` when none is installed (fontconfig then picks its default).
    public static func resolvedFamily(for typography: Typography) throws(RenderError) -> String? {
        guard !typography.fontFamily.isEmpty else { throw .emptyFontList }
        for family in typography.fontFamily where try isInstalled(family) {
            return family
        }
        return nil
    }

    // MARK: - Private

    private static func listFamilies(in configuration: FontConfiguration) throws(RenderError) -> [String] {
        guard let pattern = FcPatternCreate() else { throw .fontConfigurationInvalid(path: configuration.file) }
        defer { FcPatternDestroy(pattern) }
        guard let objects = FcObjectSetCreate() else { throw .fontConfigurationInvalid(path: configuration.file) }
        defer { FcObjectSetDestroy(objects) }
        FcObjectSetAdd(objects, FC_FAMILY)
        guard let fonts = FcFontList(configuration.config, pattern, objects) else {
            throw .fontConfigurationInvalid(path: configuration.file)
        }
        defer { FcFontSetDestroy(fonts) }
        var families = Set<String>()
        for index in 0..<Int(fonts.pointee.nfont) {
            guard let font = fonts.pointee.fonts[index] else { continue }
            var number: Int32 = 0
            var name: UnsafeMutablePointer<FcChar8>?
            while FcPatternGetString(font, FC_FAMILY, number, &name) == FcResultMatch, let name {
                families.insert(String(cString: name))
                number += 1
            }
        }
        return families.sorted()
    }
}
