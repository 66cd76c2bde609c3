import FontRules
import Foundation
import TokenModel

/// fontconfig, opened at run time with `dlopen`, so that `dscompile-tokens` (the build
/// plugin's tool) checks fonts exactly as Render does (the same calls on the same
/// `Fonts/fonts.conf`) while linking no C library: an adopting package then needs neither
/// fontconfig's headers nor a system-library target to generate its tokens, only the
/// shared library, which every machine that renders with Pango has.
///
/// The price: the C signatures below are written by hand (the compiler cannot check them
/// against `fontconfig.h`), and a machine without the library cannot check fonts, which
/// `build` reports as a warning at every level rather than passing over
/// (``FontInstallationCheck/Unchecked``).
package final class FontconfigLibrary: @unchecked Sendable {
    // MARK: - Nested types

    /// A fontconfig function's C type, as `fontconfig.h` declares it (`FcBool` is `int`,
    /// enums are `int`, `FcChar8` is `unsigned char`).
    private typealias ConfigCreate = @convention(c) () -> OpaquePointer?
    private typealias ConfigParseAndLoad = @convention(c) (OpaquePointer?, UnsafePointer<UInt8>?, Int32) -> Int32
    private typealias ConfigBuildFonts = @convention(c) (OpaquePointer?) -> Int32
    private typealias ConfigDestroy = @convention(c) (OpaquePointer?) -> Void
    private typealias PatternCreate = @convention(c) () -> OpaquePointer?
    private typealias PatternDestroy = @convention(c) (OpaquePointer?) -> Void
    private typealias PatternAddString = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<UInt8>?) -> Int32
    private typealias ConfigSubstitute = @convention(c) (OpaquePointer?, OpaquePointer?, Int32) -> Int32
    private typealias DefaultSubstitute = @convention(c) (OpaquePointer?) -> Void
    private typealias FontMatch = @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutablePointer<Int32>?) -> OpaquePointer?
    private typealias PatternGetString = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?) -> Int32

    /// Why fonts cannot be checked here, in words for a warning.
    package struct Unavailable: Error, CustomStringConvertible {
        package var description: String

        package init(description: String) {
            self.description = description
        }
    }

    // MARK: - Properties

    /// The library and `Fonts/fonts.conf` loaded once per process, or why they could not be.
    package static let shared: Result<FontconfigLibrary, Unavailable> = Result { () throws(Unavailable) in try FontconfigLibrary() }

    /// The names the library goes by on Linux and macOS (Homebrew's two prefixes).
    static let libraryNames = ["libfontconfig.so.1", "libfontconfig.so", "libfontconfig.1.dylib",
                               "/opt/homebrew/lib/libfontconfig.1.dylib", "/usr/local/lib/libfontconfig.1.dylib"]

    /// The configuration file read, as Render finds it.
    let file: String

    private let config: OpaquePointer
    private let patternCreate: PatternCreate
    private let patternDestroy: PatternDestroy
    private let patternAddString: PatternAddString
    private let configSubstitute: ConfigSubstitute
    private let defaultSubstitute: DefaultSubstitute
    private let fontMatch: FontMatch
    private let patternGetString: PatternGetString

    // MARK: - Initializers

    private init() throws(Unavailable) {
        guard let handle = Self.libraryNames.lazy.compactMap({ dlopen($0, RTLD_NOW) }).first else {
            throw Unavailable(description: "fontconfig's library was not found (tried \(Self.libraryNames.joined(separator: ", ")))")
        }
        func load<Function>(_ name: String, as type: Function.Type) throws(Unavailable) -> Function {
            guard let symbol = dlsym(handle, name) else { throw Unavailable(description: "fontconfig's library lacks \(name)") }
            return unsafeBitCast(symbol, to: type)
        }
        let configCreate = try load("FcConfigCreate", as: ConfigCreate.self)
        let parseAndLoad = try load("FcConfigParseAndLoad", as: ConfigParseAndLoad.self)
        let buildFonts = try load("FcConfigBuildFonts", as: ConfigBuildFonts.self)
        let configDestroy = try load("FcConfigDestroy", as: ConfigDestroy.self)
        patternCreate = try load("FcPatternCreate", as: PatternCreate.self)
        patternDestroy = try load("FcPatternDestroy", as: PatternDestroy.self)
        patternAddString = try load("FcPatternAddString", as: PatternAddString.self)
        configSubstitute = try load("FcConfigSubstitute", as: ConfigSubstitute.self)
        defaultSubstitute = try load("FcDefaultSubstitute", as: DefaultSubstitute.self)
        fontMatch = try load("FcFontMatch", as: FontMatch.self)
        patternGetString = try load("FcPatternGetString", as: PatternGetString.self)

        let paths = FontsConfigurationFile.searchPaths
        guard let file = paths.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            throw Unavailable(description: "no fonts.conf (looked for \(paths.joined(separator: ", ")); DSCOMPILE_FONTS_CONF names one)")
        }
        guard let config = configCreate() else { throw Unavailable(description: "fontconfig could not make a configuration") }
        let loaded = file.withCString { path in
            path.withMemoryRebound(to: UInt8.self, capacity: file.utf8.count + 1) { parseAndLoad(config, $0, 1) }
        }
        guard loaded != 0, buildFonts(config) != 0 else {
            configDestroy(config)
            throw Unavailable(description: "fontconfig could not read \(file)")
        }
        self.file = file
        self.config = config
    }

    // MARK: - Queries

    /// Whether the font fontconfig matches for `name` has a family that the substituted
    /// pattern asks for (`name` or what its aliases add), rather than a last resort: Render's
    /// `FontCatalog.isInstalled` rule.
    func matchesByName(_ name: String) -> Bool {
        match(families: [name]).map { requested, matched in
            let keys = Set(requested.map(Self.comparisonKey))
            return matched.contains { keys.contains(Self.comparisonKey($0)) }
        } ?? false
    }

    /// The first family of the font fontconfig matches for `families` in order, which
    /// draws text that asks for them; `nil` when nothing matches.
    func matchedFamily(for families: [String]) -> String? {
        match(families: families)?.matched.first
    }

    // MARK: - Private

    /// The families of the substituted pattern for `families` and of its best match.
    private func match(families: [String]) -> (requested: [String], matched: [String])? {
        guard let pattern = patternCreate() else { return nil }
        defer { patternDestroy(pattern) }
        for family in families {
            let added = family.withCString { name in
                name.withMemoryRebound(to: UInt8.self, capacity: family.utf8.count + 1) { patternAddString(pattern, "family", $0) }
            }
            guard added != 0 else { return nil }
        }
        // FcMatchPattern is 0, FcResultNoMatch 1.
        guard configSubstitute(config, pattern, 0) != 0 else { return nil }
        defaultSubstitute(pattern)
        var result: Int32 = 1
        guard let matched = fontMatch(config, pattern, &result) else { return nil }
        defer { patternDestroy(matched) }
        return (strings("family", of: pattern), strings("family", of: matched))
    }

    /// Every value of the string property `object` of `pattern`.
    private func strings(_ object: String, of pattern: OpaquePointer) -> [String] {
        var values: [String] = []
        var number: Int32 = 0
        var value: UnsafeMutablePointer<UInt8>?
        // FcResultMatch is 0.
        while patternGetString(pattern, object, number, &value) == 0, let value {
            values.append(String(cString: value))
            number += 1
        }
        return values
    }

    /// A family name as fontconfig compares it: case and blanks ignored.
    private static func comparisonKey(_ name: String) -> String {
        name.lowercased().filter { $0 != " " }
    }
}
