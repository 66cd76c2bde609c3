import Builders
import Foundation

/// A label style as `StyleSnapshotTests` and the gallery's "Label styles" both draw it:
/// the gallery's sample text, and a paragraph that wraps twice, each within a phone's 288
/// points (`Snapshots/DesignSystemTests/label-<style>-specimen` and `label-<style>`).
package enum LabelStyleRecipes {
    // MARK: - Properties

    /// The gallery's default sample text (`GalleryOptions`' default `sampleText`): the
    /// only sample text whose specimen has a reference.
    package static let defaultSampleText = GalleryOptions().sampleText
    /// Long enough to wrap twice at ``width``, with capitals, descenders, digits and
    /// punctuation, so the typography shows.
    package static let paragraph = "Your parcel leaves the warehouse on Friday, 14 March. Track it with code QX-2048 or reply to this message."
    /// How wide the label may be, in points: a phone screen less its margins.
    package static let width: CGFloat = 288
    /// The page around the sample text, in points: with ``width``, the gallery's default
    /// 320-point picture, as the specimen was drawn before it had a reference.
    package static let sampleTextPadding: CGFloat = 16
    /// The page around the paragraph, in points, as the style references have it.
    package static let paragraphPadding: CGFloat = 24

    // MARK: - Specimens

    /// The specimens of the style `style` that `styled` starts: `sampleText`, then the
    /// paragraph. The sample text has a reference only when it is ``defaultSampleText``
    /// (what the tests draw): the user's own text (`GalleryOptions.sampleText`) is drawn by
    /// the same rule, but no test holds its pixels.
    package static func specimens(style: String, sampleText: String = defaultSampleText,
                                  styled: @escaping @Sendable () -> LabelBuilder) -> [StyleSpecimen] {
        let sampleReference = sampleText == defaultSampleText ? reference(named: "label-\(style)-specimen") : nil
        return [
            StyleSpecimen("specimen", detail: "text \(String(reflecting: sampleText))",
                          recipe: label(sampleReference, text: sampleText, padding: sampleTextPadding, styled: styled)),
            StyleSpecimen("paragraph", detail: "text \(String(reflecting: paragraph))",
                          recipe: label(reference(named: "label-\(style)"), text: paragraph, padding: paragraphPadding, styled: styled)),
        ]
    }

    // MARK: - Private

    private static func reference(named name: String) -> SnapshotReference {
        SnapshotReference(suite: "DesignSystemTests", name: name)
    }

    /// `text` in the style `styled` starts, at most ``width`` wide, with `padding` points of page around it.
    private static func label(_ reference: SnapshotReference?, text: String, padding: CGFloat,
                              styled: @escaping @Sendable () -> LabelBuilder) -> SnapshotRecipe {
        SnapshotRecipe(reference, size: .fitting(width: .atMost(width)), padding: padding) {
            styled().useAutoLayout().setText(text).build()
        }
    }
}
