import CCairoPango
import FontRules
import Foundation
import TokenValues

/// The font families of ``FontConfiguration/shared``, for checking typography before a
/// render: `dscompile validate` reports a family that would fall back.
///
/// Reads fontconfig's font list, which is read-only once built, so any thread may ask.
package enum FontCatalog {
    // MARK: - Properties

    /// The generic families `Fonts/fonts.conf` aliases to pinned fonts
    /// (`FontsConfigurationFile.genericFamilies`). ``isInstalled(_:)`` asks fontconfig, so
    /// this list only tells what draws; a test checks each resolves to its own pinned font.
    package static var genericFamilies: Set<String> { FontsConfigurationFile.genericFamilies }

    private static let cache: Result<[String], RenderError> = Result { () throws(RenderError) in
        try listFamilies(in: try FontConfiguration.shared.get())
    }

    // MARK: - Queries

    /// Every installed family name, sorted, as fontconfig lists it (each localized name too).
    package static func installedFamilies() throws(RenderError) -> [String] {
        try cache.get()
    }

    /// Whether fontconfig draws `family` with a font it chose for that name: a font of the
    /// family itself (case and blanks do not matter, as for fontconfig) or one that an
    /// alias of `Fonts/fonts.conf` names for it (`monospace` → DejaVu Sans Mono). A name
    /// that only gets fontconfig's last-resort font is not installed, nor is a name with a
    /// comma, which Pango cannot ask for (see ``PangoAttributeList/fontDescription``).
    package static func isInstalled(_ family: String) throws(RenderError) -> Bool {
        let name = family.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty, !name.contains(",") else { return false }
        return matchesByName(name, in: try FontConfiguration.shared.get())
    }

    /// The names of `families` that name a family, in order: each trimmed of whitespace,
    /// blank ones left out. Throws ``RenderError/emptyFontList`` when none is left. Every
    /// check of a font list (``TextLayout``, `missingFamilies(in:)`,
    /// ``resolvedFamily(for:)``) goes through this one, and so notes the list in the
    /// ``FontUse`` recordings running.
    package static func validatedFamilies(_ families: [String]) throws(RenderError) -> [String] {
        let named = namedFamilies(families)
        guard !named.isEmpty else { throw .emptyFontList }
        FontUse.note(named)
        return named
    }

    /// The families of `typography` that are not installed, in its order: drawing falls
    /// back past them. Throws ``RenderError/emptyFontList`` for an empty list.
    package static func missingFamilies(in typography: Typography) throws(RenderError) -> [String] {
        try missingFamilies(in: typography.fontFamily)
    }

    /// The families of `families` that are not installed, in order, each once (case does
    /// not matter); blank names are skipped, and a list of none but blank names is
    /// ``RenderError/emptyFontList``.
    package static func missingFamilies(in families: [String]) throws(RenderError) -> [String] {
        var missing: [String] = []
        for family in try validatedFamilies(families)
        where try !isInstalled(family) && !missing.contains(where: { $0.lowercased() == family.lowercased() }) {
            missing.append(family)
        }
        return missing
    }

    /// The first installed family of `typography`, which draws the text when it has every
    /// glyph; `nil` when none is installed (fontconfig then picks its default). Throws
    /// ``RenderError/emptyFontList`` when the list names no family.
    package static func resolvedFamily(for typography: Typography) throws(RenderError) -> String? {
        for family in try validatedFamilies(typography.fontFamily) where try isInstalled(family) {
            return family
        }
        return nil
    }

    // MARK: - Internal

    /// The names of `families`, trimmed, blank ones left out.
    static func namedFamilies(_ families: [String]) -> [String] {
        // Every text layout checks its families; names that start and end with a visible
        // ASCII character (nearly all) need no trimming, which goes through NSString.
        if families.allSatisfy(hasVisibleASCIIEnds) { return families }
        return families.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }

    // MARK: - Private

    /// Whether `name`'s first and last characters are ASCII and neither blank nor control
    /// characters: trimming leaves it as it is.
    private static func hasVisibleASCIIEnds(_ name: String) -> Bool {
        let visible: ClosedRange<UInt8> = 0x21...0x7E
        guard let first = name.utf8.first, let last = name.utf8.last else { return false }
        return visible.contains(first) && visible.contains(last)
    }

    /// Whether the font fontconfig matches for `name` has a family that the substituted
    /// pattern asks for (`name` or what its aliases add), rather than a last resort.
    private static func matchesByName(_ name: String, in configuration: FontConfiguration) -> Bool {
        guard let pattern = FcPatternCreate() else { return false }
        defer { FcPatternDestroy(pattern) }
        let added = name.withCString { pointer in
            pointer.withMemoryRebound(to: FcChar8.self, capacity: name.utf8.count + 1) { FcPatternAddString(pattern, FC_FAMILY, $0) }
        }
        guard added != 0, FcConfigSubstitute(configuration.config, pattern, FcMatchPattern) != 0 else { return false }
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(configuration.config, pattern, &result) else { return false }
        defer { FcPatternDestroy(match) }
        let requested = Set(strings(FC_FAMILY, of: pattern).map(comparisonKey))
        return strings(FC_FAMILY, of: match).contains { requested.contains(comparisonKey($0)) }
    }

    /// Every value of the string property `object` of `pattern`.
    static func strings(_ object: String, of pattern: OpaquePointer) -> [String] {
        var values: [String] = []
        var number: Int32 = 0
        var value: UnsafeMutablePointer<FcChar8>?
        while FcPatternGetString(pattern, object, number, &value) == FcResultMatch, let value {
            values.append(String(cString: value))
            number += 1
        }
        return values
    }

    /// A family name as fontconfig compares it: case and blanks ignored.
    private static func comparisonKey(_ name: String) -> String {
        name.lowercased().filter { $0 != " " }
    }

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
