import Builders
import Foundation
import Gallery
import Render
import TokenModel

/// `Tokens/` as the model-design-system tests read it: which tokens a theme's own files
/// define, the colors they give, and the colors of a picture.
enum ModelDesignSystem {
    // MARK: - Loading

    static let tokens = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tokens")

    static func load() throws -> ResolvedDesignSystem {
        try DesignSystemLoader.load(paths: [tokens.path])
    }

    /// The theme that chooses `context` of the `theme` modifier and the same context of every
    /// other modifier as `theme` (`phone-dark` → `phone-light`); `nil` when there is none.
    static func counterpart(of theme: Theme, context: String, in system: ResolvedDesignSystem) -> Theme? {
        system.themes.first { other in
            other["theme"] == context && theme.contexts.allSatisfy { $0.modifier == "theme" || other[$0.modifier] == $0.context }
        }
    }

    /// The themes choosing `context` of the `theme` modifier; never none, so that a renamed
    /// modifier or context fails the tests rather than leaving them nothing to check.
    static func themes(choosing context: String, in system: ResolvedDesignSystem) throws -> [Theme] {
        let themes = system.themes.filter { $0["theme"] == context }
        guard !themes.isEmpty else { throw ModelDesignSystemError("Tokens/ has no theme choosing theme=\(context)") }
        return themes
    }

    /// The registry entry of `style`'s kind; a style of a kind the registry lacks is an error,
    /// not a style the tests skip.
    static func entry(of style: ResolvedStyle) throws -> StyleGalleries.Entry {
        guard let entry = StyleGalleries.entry(ofKind: style.kind) else {
            throw ModelDesignSystemError("\(style.kind).\(style.name): no kind of that name in StyleGalleries")
        }
        return entry
    }

    // MARK: - Theme-defined tokens

    /// Whether `path` in `theme`, or a token its aliases lead to, is defined by a file of the
    /// theme's own (its definition differs from the one `other` reads).
    static func isThemeDefined(_ path: TokenPath, in theme: Theme, comparedWith other: Theme, of system: ResolvedDesignSystem) -> Bool {
        var next: TokenPath? = path
        var seen = Set<TokenPath>()
        while let current = next, seen.insert(current).inserted, let token = system.token(current, in: theme) {
            if system.token(current, in: other)?.definition.location != token.definition.location { return true }
            next = token.aliasOf
        }
        return false
    }

    /// The colors (and gradient stops) of every token `theme`'s own files define.
    static func themeDefinedColors(in theme: Theme, comparedWith other: Theme, of system: ResolvedDesignSystem) -> Set<UInt32> {
        var colors = Set<UInt32>()
        for (path, token) in system.tokensByTheme[theme] ?? [:] where isThemeDefined(path, in: theme, comparedWith: other, of: system) {
            colors.formUnion(Self.colors(of: token.value))
        }
        return colors
    }

    /// The colors of the theme-defined tokens `style` names, in every state.
    static func themeDefinedColors(usedBy style: ResolvedStyle, in theme: Theme, comparedWith other: Theme,
                                   of system: ResolvedDesignSystem) -> Set<UInt32> {
        var colors = Set<UInt32>()
        func visit(_ value: ResolvedStyle.Value) {
            switch value {
            case .token(let path, let tokenValue) where isThemeDefined(path, in: theme, comparedWith: other, of: system):
                colors.formUnion(Self.colors(of: tokenValue))
            case .states(let states):
                states.values.forEach(visit)
            default:
                break
            }
        }
        style.values.values.forEach(visit)
        return colors
    }

    /// Each color or gradient token `style` names, by property (`titleColor.disabled` for a
    /// state's).
    static func colorReferences(of style: ResolvedStyle) -> [(property: String, path: TokenPath)] {
        func references(_ property: String, _ value: ResolvedStyle.Value) -> [(property: String, path: TokenPath)] {
            switch value {
            case .token(let path, .color), .token(let path, .gradient): [(property, path)]
            case .states(let states): states.flatMap { references("\(property).\($0.key.rawValue)", $0.value) }
            default: []
            }
        }
        return style.values.flatMap { references($0.key, $0.value) }
    }

    // MARK: - Colors

    /// 0xRRGGBB of `color` as 8-bit sRGB.
    static func rgb(_ color: Color) -> UInt32 {
        let channels = [color.red, color.green, color.blue].map { UInt32((min(max($0, 0), 1) * 255).rounded()) }
        return channels[0] << 16 | channels[1] << 8 | channels[2]
    }

    static func hex(_ rgb: UInt32) -> String {
        "#" + String(rgb, radix: 16, uppercase: true).leftPadded(to: 6)
    }

    /// How many fully opaque pixels of each color `image` has.
    static func opaqueColorCounts(in image: PixelImage) -> [UInt32: Int] {
        var counts: [UInt32: Int] = [:]
        for pixel in image.pixels where pixel >> 24 == 0xFF {
            counts[pixel & 0xFF_FFFF, default: 0] += 1
        }
        return counts
    }

    // MARK: - Private

    private static func colors(of value: TokenValue) -> [UInt32] {
        switch value {
        case .color(let color) where color.alpha >= 1: [rgb(color)]
        case .gradient(let gradient): gradient.stops.map(\.color).filter { $0.alpha >= 1 }.map(rgb)
        default: []
        }
    }
}

private extension String {
    func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}

/// Why `Tokens/` cannot be checked as the model-design-system tests expect.
struct ModelDesignSystemError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
