import Builders
import DesignSnapshots
import DesignSystem
import Foundation
import Render
import Testing
import TokenModel

/// Every style of `Tokens/*.styles.yaml`, applied with the generated `setStyle(_:)` to a
/// view that shows what the style sets, in the light and the dark theme at scale 2,
/// against the references `Snapshots/DesignSystemTests/<kind>-<style>.<theme>@2x.png`.
///
/// The arguments are the generated enums' `allCases`, so a style added to the tokens gets
/// a test at once, and fails in CI until its reference is recorded and looked at.
@Suite("Style snapshots")
struct StyleSnapshotTests {
    // MARK: - Samples

    /// The themes every style is drawn in.
    private static let themes = [DesignTokens.Themes.Theme.light, DesignTokens.Themes.Theme.dark]

    /// Long enough to wrap twice at the label width, with capitals, descenders, digits and
    /// punctuation so that the typography shows.
    private static let labelText = "Your parcel leaves the warehouse on Friday, 14 March. Track it with code QX-2048 or reply to this message."

    /// How wide labels may be, in points: a phone screen less its margins.
    private static let labelWidth: CGFloat = 288

    /// The background around every specimen, in points: enough for the largest shadow
    /// (16-point blur, 4 down) to fade out inside the picture.
    private static let padding: CGFloat = 24

    // MARK: - Labels

    @Test(arguments: DesignTokens.LabelStyle.allCases, themes)
    func labelStyleMatchesItsReference(style: DesignTokens.LabelStyle, theme: Theme) {
        assertSnapshot(of: Specimens.label(style: style, text: Self.labelText),
                       as: .specimen(size: .fitting(width: .atMost(Self.labelWidth)), theme: theme, padding: Self.padding),
                       named: "label-\(style.rawValue)")
    }

    // MARK: - Buttons

    @Test(arguments: DesignTokens.ButtonStyle.allCases, themes)
    func buttonStyleMatchesItsReference(style: DesignTokens.ButtonStyle, theme: Theme) {
        assertSnapshot(of: Specimens.buttonStates(style: style, title: "Send message"),
                       as: .specimen(theme: theme, padding: Self.padding),
                       named: "button-\(style.rawValue)")
    }

    // MARK: - Views

    @Test(arguments: DesignTokens.ViewStyle.allCases, themes)
    func viewStyleMatchesItsReference(style: DesignTokens.ViewStyle, theme: Theme) {
        // A separator is a hairline across a row; the other styles are boxes.
        let size = style == .separator ? CGSize(width: 240, height: 1) : CGSize(width: 240, height: 96)
        assertSnapshot(of: Specimens.view(style: style, size: size), as: .specimen(theme: theme, padding: Self.padding),
                       named: "view-\(style.rawValue)")
    }

    // MARK: - Image views

    @Test(arguments: DesignTokens.ImageViewStyle.allCases, themes)
    func imageViewStyleMatchesItsReference(style: DesignTokens.ImageViewStyle, theme: Theme) throws {
        // An icon shows a template glyph in its tint; an avatar crops a picture to a square.
        let imageView = style == .icon
            ? Specimens.imageView(style: style, image: try SampleImages.star(), size: CGSize(width: 48, height: 48))
            : Specimens.imageView(style: style, image: try SampleImages.portrait(), size: CGSize(width: 80, height: 80))
        assertSnapshot(of: imageView, as: .specimen(theme: theme, padding: Self.padding), named: "image-view-\(style.rawValue)")
    }
}
