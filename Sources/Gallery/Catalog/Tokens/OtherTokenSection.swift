import Foundation
import Render
import TokenModel

/// The gallery's other tokens: easing curves and transitions as curves, durations on a
/// timeline, font families and weights as samples, stroke styles as lines, opacities as
/// swatches, and other numbers and strings as facts.
enum OtherTokenSection {
    /// The types shown here; their tokens are listed in source order, each group's together.
    static let types: [TokenType] = [.cubicBezier, .transition, .duration, .fontFamily, .fontWeight, .strokeStyle, .number, .string]

    static func sections(in context: GalleryContext) -> [GallerySection] {
        let listing = TokenListing(context)
        let shown = Set(types)
        let entries = listing.tokens { shown.contains($0.type) }.map { token in
            listing.entry(token, section: "token", byBackground: hasPicture(token)) { group in
                GalleryVariant(themes: group.themes, facts: facts(of: group.token.value),
                               pictures: picture(of: group.token, on: group.background, scale: context.options.scale).map { [$0] } ?? [])
            }
        }
        let summary = "Easing curves (time right, progress up) and transitions as curves, durations on a timeline (a tick every 100 ms), font families and weights as samples, stroke styles as lines, opacities as swatches; other numbers and text as facts."
        return [GallerySection(id: "other-tokens", title: "Other tokens", summary: summary, entries: entries)]
    }

    /// Whether `token` is drawn (and so differs with the page background).
    static func hasPicture(_ token: ResolvedToken) -> Bool {
        switch token.value {
        case .number: TokenPicture.opacity(of: token) != nil
        case .string: false
        default: true
        }
    }

    /// The picture of `value`, or `nil` for a value the facts say all of.
    static func picture(of token: ResolvedToken, on background: Color, scale: Int) -> GalleryPicture? {
        switch token.value {
        case .cubicBezier(let bezier):
            let seconds = TokenPicture.defaultEasingSeconds
            return GalleryPicture(recipe: TokenPicture.easingRecipe(bezier, seconds: seconds, delay: 0, on: background)) {
                try TokenPicture.easing(bezier, seconds: seconds, delay: 0, on: background, scale: scale)
            }
        case .transition(let transition):
            let seconds = transition.duration.seconds, delay = transition.delay.seconds
            return GalleryPicture(recipe: TokenPicture.easingRecipe(transition.timingFunction, seconds: seconds, delay: delay, on: background)) {
                try TokenPicture.easing(transition.timingFunction, seconds: seconds, delay: delay, on: background, scale: scale)
            }
        case .fontFamily(let families):
            return GalleryPicture(recipe: TokenPicture.fontSampleRecipe(families: families, weight: .regular, on: background)) {
                .still(try TokenPicture.fontSample(families: families, weight: .regular, on: background, scale: scale))
            }
        case .fontWeight(let weight):
            return GalleryPicture(recipe: TokenPicture.fontSampleRecipe(families: ["sans-serif"], weight: weight, on: background)) {
                .still(try TokenPicture.fontSample(families: ["sans-serif"], weight: weight, on: background, scale: scale))
            }
        case .strokeStyle(let style):
            return GalleryPicture(recipe: TokenPicture.strokeRecipe(style, on: background)) {
                .still(try TokenPicture.strokeSample(style, on: background, scale: scale))
            }
        case .duration(let duration):
            return GalleryPicture(recipe: TokenPicture.durationRecipe(duration, on: background)) {
                .still(try TokenPicture.timeline(duration, on: background, scale: scale))
            }
        case .number:
            return TokenPicture.opacity(of: token).map { opacity in
                GalleryPicture(recipe: TokenPicture.opacityRecipe(opacity, on: background)) {
                    .still(try TokenPicture.opacitySample(opacity, on: background, scale: scale))
                }
            }
        case .color, .dimension, .typography, .border, .shadow, .gradient, .string:
            return nil
        }
    }

    /// What `value` is, in words.
    static func facts(of value: TokenValue) -> [GalleryFact] {
        switch value {
        case .cubicBezier(let bezier):
            [GalleryFact("curve", curveText(bezier))]
        case .transition(let transition):
            [GalleryFact("duration", transition.duration.description), GalleryFact("delay", transition.delay.description),
             GalleryFact("curve", curveText(transition.timingFunction))]
        case .duration(let duration):
            [GalleryFact("duration", duration.description)]
                + (duration.unit == .s ? [GalleryFact("milliseconds", GalleryFact.number(duration.seconds * 1000))] : [])
        case .fontFamily(let families):
            fontFacts(families)
        case .fontWeight(let weight):
            [GalleryFact("weight", String(weight.value)), GalleryFact("sample font", "sans-serif")]
        case .strokeStyle(let style):
            [GalleryFact("style", StrokeStyleText.text(style))]
        case .number(let number):
            [GalleryFact("value", GalleryFact.number(number))]
        case .string(let text):
            [GalleryFact("value", TokenListing.shortened(text))]
        case .color, .dimension, .typography, .border, .shadow, .gradient:
            []
        }
    }

    /// `cubic-bezier(0.42, 0, 0.58, 1)`.
    static func curveText(_ bezier: CubicBezier) -> String {
        "cubic-bezier(\([bezier.x1, bezier.y1, bezier.x2, bezier.y2].map { GalleryFact.number($0) }.joined(separator: ", ")))"
    }

    /// The families as written, and the one drawn (a warning when a family is missing).
    static func fontFacts(_ families: [String]) -> [GalleryFact] {
        let written = GalleryFact("families", TokenListing.shortened(families.joined(separator: ", ")))
        let probe = Typography(fontFamily: families, fontSize: 16)
        guard let missing = try? FontCatalog.missingFamilies(in: probe) else {
            return [written, GalleryFact("font", "no family named", level: .warning)]
        }
        let drawn = FontCatalog.drawnFamily(for: probe)
        guard !missing.isEmpty else { return [written, GalleryFact("font", drawn ?? written.value)] }
        let names = missing.joined(separator: ", ")
        return [written, GalleryFact("font", TokenListing.shortened("\(drawn ?? "fontconfig's default") (fallback: \(names) not installed)"), level: .warning)]
    }
}
