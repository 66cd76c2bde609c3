import Foundation
import TestSupport
import Testing
import TokenModel

/// Style Dictionary 4's DTCG-draft files under `--compat`: its type names (`fontSize`,
/// `spacing`, `opacity`, …) read as the DTCG types they mean, string values as Style
/// Dictionary's transforms read them; `--strict` keeps each an error.
///
/// The expected values come from Style Dictionary's documentation (docs/…/Transforms/
/// predefined.mdx: `size/rem` and `size/swift/remToCGFloat` take a unitless `fontSize` as rem,
/// 16 points each; `fontFamily/css` reads a family list; `cubicBezier/css`, `border/css/
/// shorthand`, `shadow/css/shorthand`) and DTCG 2025.10's font-weight names, checked on
/// Style Dictionary's own examples (Tests/Fixtures/corpus/style-dictionary).
@Suite("Style Dictionary DTCG drafts")
struct StyleDictionaryDraftTests {
    // MARK: - Helpers

    private static let examples = PackagePaths.corpus.appendingPathComponent("style-dictionary")

    private static func basicExample(mode: ReadingMode) throws -> ResolvedDesignSystem {
        let folder = examples.appendingPathComponent("basic/tokens")
        let files = ["colors", "dimensions", "object-values", "text"].map { folder.appendingPathComponent("\($0).json").path }
        return try DesignSystemLoader.load(paths: files, mode: mode)
    }

    private func value(_ path: String, in system: ResolvedDesignSystem) -> TokenValue? {
        system.defaultTokens[TokenPath(dotted: path)]?.value
    }

    private func load(_ tokens: String, mode: ReadingMode = .compat) throws -> ResolvedDesignSystem {
        try DesignSystemLoader.load(paths: [try PackagePaths.folder(with: ["a.tokens.json": tokens]).path], mode: mode)
    }

    // MARK: - Style Dictionary's basic example

    @Test func theBasicExampleReadsUnderCompat() throws {
        let system = try Self.basicExample(mode: .compat)
        // `text.sizes.heading` is `$type: fontSize`, `{dimensions.7}`, which is "28px".
        #expect(value("text.sizes.heading", in: system) == .dimension(Dimension(28, .px)))
        // DTCG's font-weight names: thin 100, regular 400, extra-bold 800.
        #expect(value("text.weights.light", in: system) == .fontWeight(FontWeight(100)))
        #expect(value("text.weights.regular", in: system) == .fontWeight(FontWeight(400)))
        #expect(value("text.weights.bold", in: system) == .fontWeight(FontWeight(800)))
        // fontFamily/css: a family list written as one string.
        #expect(value("text.fonts.sans", in: system) == .fontFamily(["Open Sans", "sans-serif"]))
        let heading = try #require(value("text.typography.heading", in: system)?.typography)
        #expect(heading.fontFamily == ["Open Sans", "sans-serif"])
        #expect(heading.fontSize == 28)
        #expect(heading.fontWeight == FontWeight(800))
        #expect(heading.lineHeight == 1.8)
        let body = try #require(value("text.typography.body", in: system)?.typography)
        #expect(body.fontFamily == ["Times New Roman", "serif"])
        #expect(body.fontSize == 16)
        #expect(body.lineHeight == 1.2)
        // transition/css/shorthand and cubicBezier/css.
        #expect(value("transitions.durations.medium", in: system) == .duration(TokenDuration(300, .ms)))
        #expect(value("transitions.easingFunctions.accelerate", in: system) == .cubicBezier(CubicBezier(x1: 0.5, y1: 0, x2: 1, y2: 1)))
        // border/css/shorthand: "8px dashed #dd6b20".
        guard case .border(let wireframe) = value("borders.wireframe", in: system) else {
            Issue.record("borders.wireframe is not a border")
            return
        }
        #expect(wireframe.width == Dimension(8, .px))
        #expect(wireframe.color.hexString == "#DD6B20")
        // shadow/css/shorthand: "0px 8px 16px #000000", no spread (0, as CSS reads it).
        guard case .shadow(let shadows) = value("shadows.lg", in: system), let large = shadows.first else {
            Issue.record("shadows.lg is not a shadow")
            return
        }
        #expect(large.offsetY == Dimension(8, .px) && large.blur == Dimension(16, .px) && large.spread == Dimension(0, .px))
        guard case .shadow(let multi) = value("shadows.multi", in: system) else {
            Issue.record("shadows.multi is not a shadow")
            return
        }
        #expect(multi.count == 2)
    }

    @Test func theBasicExampleNamesEachDeviationUnderStrict() throws {
        do {
            _ = try Self.basicExample(mode: .strict)
            Issue.record("strict reading accepted Style Dictionary's type names")
        } catch let error as DiagnosticsError {
            let fontSize = error.errors.first { $0.message.contains("fontSize") }
            #expect(fontSize?.message.hasSuffix("(--compat accepts it)") == true, "\(error.errors.map(\.description))")
            #expect(fontSize?.location != nil)
        }
    }

    @Test func aUnitlessFontSizeIsRemAsStyleDictionaryReadsIt() throws {
        // The Tailwind preset's `sd.text.small`: "0.75", $type fontSize; size/swift/remToCGFloat
        // gives CGFloat(12.00), size/rem "0.75rem".
        let file = Self.examples.appendingPathComponent("tailwind-preset/tokens/tokens.json").path
        let system = try DesignSystemLoader.load(paths: [file], mode: .compat)
        #expect(value("sd.text.small", in: system) == .dimension(Dimension(0.75, .rem)))
        #expect(value("sd.text.small", in: system)?.dimension?.points() == 12)
    }

    // MARK: - The draft's other type names

    @Test func theDraftsLengthTypesAreDimensions() throws {
        let system = try load(#"""
            {"s": {"$type": "spacing", "$value": "8px"}, "z": {"$type": "sizing", "$value": "24px"},
             "r": {"$type": "borderRadius", "$value": "4px"}, "w": {"$type": "borderWidth", "$value": "1px"},
             "l": {"$type": "letterSpacing", "$value": "0.5px"}, "f": {"$type": "fontSize", "$value": "1rem"}}
            """#)
        #expect(value("s", in: system) == .dimension(Dimension(8, .px)))
        #expect(value("z", in: system) == .dimension(Dimension(24, .px)))
        #expect(value("r", in: system) == .dimension(Dimension(4, .px)))
        #expect(value("w", in: system) == .dimension(Dimension(1, .px)))
        #expect(value("l", in: system) == .dimension(Dimension(0.5, .px)))
        #expect(value("f", in: system) == .dimension(Dimension(1, .rem)))
    }

    @Test func opacityAndLineHeightAreNumbers() throws {
        let system = try load(#"""
            {"o": {"$type": "opacity", "$value": "40%"}, "p": {"$type": "opacity", "$value": 0.5},
             "h": {"$type": "lineHeight", "$value": "1.5"}, "k": {"$type": "lineHeight", "$value": "150%"}}
            """#)
        #expect(value("o", in: system) == .number(0.4))
        #expect(value("p", in: system) == .number(0.5))
        #expect(value("h", in: system) == .number(1.5))
        #expect(value("k", in: system) == .number(1.5))
    }

    @Test func eachDraftTypeIsOneLocatedWarningPerFile() throws {
        let run = try DiagnosticRun(["a.tokens.json": #"{"s": {"$type": "spacing", "$value": "8px"}, "o": {"$type": "opacity", "$value": 0.5}}"#], mode: .compat)
        let warnings = run.warnings.filter { $0.contains("Style Dictionary") }
        #expect(warnings.count == 1, "\(run.lines)")
        #expect(warnings.first?.hasPrefix("a.tokens.json:1:") == true, "\(run.lines)")
    }

    @Test func aDraftTypeIsAnErrorUnderStrict() throws {
        let run = try DiagnosticRun(["a.tokens.json": #"{"s": {"$type": "spacing", "$value": {"value": 8, "unit": "px"}}}"#])
        #expect(run.errors.contains { $0.contains("'spacing'") && $0.hasSuffix("(--compat accepts it)") }, "\(run.lines)")
    }
}
