import Foundation
import Testing
import TokenModel

/// Issue #39: `Tokens/` is the model a team copies, in three tiers. Primitives
/// (`primitives.tokens.json`) hold the palette and the font families, literal values named by
/// what they are; the semantic tier (`semantic.*`) says what a value is for; the component tier
/// (`components.*`) holds each component's own tokens. Each file holds its tier's groups only,
/// a color is written once (in the palette) and named by aliases everywhere else, and a style
/// names semantic or component tokens, never the palette.
@Suite("Model design system: primitives, semantic and component tiers")
struct TokenTierTests {
    // MARK: - Fixtures

    /// The top groups each tier's files may hold.
    private static let tiers: [(file: String, groups: Set<String>)] = [
        ("primitives.", ["palette", "fonts"]),
        ("semantic.", ["colors", "shadows", "radii", "spacing", "borderWidths", "opacity", "fonts"]),
        ("components.", ["buttons", "blurs", "pageControls", "switches", "otpFields", "mapPins", "badges", "initials",
                         "skeletons", "loading", "touchables"]),
        ("device-", ["deviceMetrics"]),
    ]

    private static func fileName(of token: ResolvedToken) -> String {
        (token.definition.location.file as NSString).lastPathComponent
    }

    // MARK: - Tests

    @Test func everyFileHoldsItsTiersGroupsOnly() throws {
        let system = try ModelDesignSystem.load()
        var problems = Set<String>()
        for tokens in system.tokensByTheme.values {
            for (path, token) in tokens {
                let file = Self.fileName(of: token)
                guard let tier = Self.tiers.first(where: { file.hasPrefix($0.file) }) else {
                    problems.insert("\(path.description) is in \(file), which is no tier's file"); continue
                }
                let top = path.components[0]
                if !tier.groups.contains(top) { problems.insert("\(path.description) is in \(file): a \(tier.file) file holds \(tier.groups.sorted())") }
                if top == "fonts", tier.file == "primitives.", path.components.prefix(2) != ["fonts", "family"] {
                    problems.insert("\(path.description): the primitives hold font families only")
                }
                if top == "palette", tier.file != "primitives." { problems.insert("\(path.description): the palette is a primitive") }
            }
        }
        #expect(problems.isEmpty, "\(problems.sorted().joined(separator: "\n"))")
    }

    /// A color is written once, in the palette; the other tiers name it. Translucent colors
    /// (a blur's tint, a glass rim) are the exception: DTCG cannot alias a color with another
    /// alpha, so they are written where they are used.
    @Test func opaqueColorsAreWrittenOnceInThePalette() throws {
        let system = try ModelDesignSystem.load()
        var problems = Set<String>()
        var written: [UInt32: Set<String>] = [:]
        for tokens in system.tokensByTheme.values {
            for (path, token) in tokens {
                guard case .color(let color) = token.value else { continue }
                let isPalette = path.components[0] == "palette"
                if isPalette, token.aliasOf != nil { problems.insert("\(path.description): a palette color is a literal, not an alias") }
                if !isPalette, token.aliasOf == nil, color.alpha >= 1 {
                    problems.insert("\(path.description) writes \(ModelDesignSystem.hex(ModelDesignSystem.rgb(color))) itself: name a palette color")
                }
                if isPalette { written[ModelDesignSystem.rgb(color), default: []].insert(path.description) }
            }
        }
        for (rgb, names) in written where names.count > 1 {
            problems.insert("\(ModelDesignSystem.hex(rgb)) is in the palette twice: \(names.sorted())")
        }
        #expect(problems.isEmpty, "\(problems.sorted().joined(separator: "\n"))")
    }

    @Test func stylesNameSemanticOrComponentTokensNeverThePalette() throws {
        let system = try ModelDesignSystem.load()
        var problems = Set<String>()
        func visit(_ value: ResolvedStyle.Value, _ property: String, _ style: ResolvedStyle) {
            switch value {
            case .token(let path, _) where path.components[0] == "palette":
                problems.insert("\(style.kind).\(style.name) \(property) names {\(path.description)}")
            case .states(let states):
                for (state, value) in states { visit(value, "\(property).\(state.rawValue)", style) }
            default:
                break
            }
        }
        for theme in system.themes {
            for style in system.styles(in: theme) {
                for (property, value) in style.values { visit(value, property, style) }
            }
        }
        #expect(problems.isEmpty, "\(problems.sorted().joined(separator: "\n"))")
    }
}
