import CCairoPango
import Foundation
import TokenValues

// MARK: - Faces by PostScript name

extension FontCatalog {
    /// One installed font file as fontconfig describes it: what `UIFont(name:size:)` finds
    /// by a PostScript name such as `Inter-Bold`.
    package struct Face: Sendable, Hashable {
        /// The PostScript name (`Inter-BoldItalic`).
        package let postScriptName: String
        /// The family that draws it (`Inter`): fontconfig's first family name of the font,
        /// the typographic family where the font names one.
        package let family: String
        /// Its weight, from fontconfig's weight scale to CSS's 100…900.
        package let weight: FontWeight
        /// Italic (or oblique) or upright.
        package let style: FontStyle
    }

    /// The installed face whose PostScript name is exactly `name` (case counts, as the
    /// names in font files are spelt); `nil` when none of the pinned fonts has it.
    package static func face(postScriptName name: String) throws(RenderError) -> Face? {
        try faces.get().first { $0.postScriptName == name }
    }

    // MARK: - Private

    /// Every installed face with a PostScript name, listed once per process.
    private static let faces: Result<[Face], RenderError> = Result { () throws(RenderError) in
        let configuration = try FontConfiguration.shared.get()
        guard let pattern = FcPatternCreate() else { throw .fontConfigurationInvalid(path: configuration.file) }
        defer { FcPatternDestroy(pattern) }
        guard let objects = FcObjectSetCreate() else { throw .fontConfigurationInvalid(path: configuration.file) }
        defer { FcObjectSetDestroy(objects) }
        for object in [FC_FAMILY, FC_POSTSCRIPT_NAME, FC_WEIGHT, FC_SLANT] { FcObjectSetAdd(objects, object) }
        guard let fonts = FcFontList(configuration.config, pattern, objects) else {
            throw .fontConfigurationInvalid(path: configuration.file)
        }
        defer { FcFontSetDestroy(fonts) }
        return (0..<Int(fonts.pointee.nfont)).compactMap { index -> Face? in
            guard let font = fonts.pointee.fonts[index],
                  let name = strings(FC_POSTSCRIPT_NAME, of: font).first,
                  let family = strings(FC_FAMILY, of: font).first else { return nil }
            var weight = Double(FC_WEIGHT_REGULAR)
            _ = FcPatternGetDouble(font, FC_WEIGHT, 0, &weight)
            var slant: Int32 = FC_SLANT_ROMAN
            _ = FcPatternGetInteger(font, FC_SLANT, 0, &slant)
            return Face(postScriptName: name, family: family, weight: FontWeight(Int(FcWeightToOpenTypeDouble(weight).rounded())),
                        style: slant == FC_SLANT_ROMAN ? .normal : .italic)
        }
    }
}
