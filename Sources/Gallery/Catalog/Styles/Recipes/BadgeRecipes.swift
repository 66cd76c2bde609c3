import Builders
import Foundation
import Render

/// The badge as `BadgeSnapshotTests` and the gallery's "Badges" both draw it: a 40-point
/// sample portrait badged with a count (1, 12, 100) or with the sample icon, at its fitting
/// size with 16 points of page around it, so the transparent ring shows the page through
/// the portrait (`Snapshots/Components/badge-<style>-<1|12|100|image>`).
package enum BadgeRecipes {
    // MARK: - Properties

    /// The counts each style is shown with: one digit, two, and three (past a cap of 99).
    package static let counts = [1, 12, 100]
    /// The side of the sample portrait, in points.
    package static let portraitSide: CGFloat = 40
    /// The side of the badge image, in points.
    package static let badgeImageSide: CGFloat = 16

    // MARK: - Specimens

    /// The specimens of the style `style` that `styled` starts: each count, then the badge
    /// image; `sampleImage` draws the portrait and the icon (the tests' scale by default).
    package static func specimens(style: String, sampleImage: @escaping @Sendable (StyleSpecimen.SampleImage) throws -> PixelImage = { try SampleImages.image($0, scale: 2) },
                                  styled: @escaping @Sendable () -> BadgeBuilder) -> [StyleSpecimen] {
        let portrait = StyleSpecimen.SampleImage.portrait(side: portraitSide), icon = StyleSpecimen.SampleImage.icon(side: badgeImageSide)
        let countSpecimens = counts.map { count in
            StyleSpecimen(String(count), detail: "sample portrait \(portraitSide)",
                          recipe: recipe(style: style, name: String(count)) {
                              styled().setImage(Image(try sampleImage(portrait))).setCount(count).build()
                          })
        }
        return countSpecimens + [
            StyleSpecimen("image", detail: "sample portrait \(portraitSide) sample icon \(badgeImageSide)",
                          recipe: recipe(style: style, name: "image") {
                              styled().setImage(Image(try sampleImage(portrait))).setBadgeImage(Image(try sampleImage(icon))).build()
                          }),
        ]
    }

    // MARK: - Private

    private static func recipe(style: String, name: String, make: @escaping @Sendable () throws -> View) -> SnapshotRecipe {
        SnapshotRecipe(SnapshotReference(suite: "Components", name: "badge-\(style)-\(name)"), padding: 16, make: make)
    }
}
