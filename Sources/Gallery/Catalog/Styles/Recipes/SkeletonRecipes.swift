import Builders
import Foundation
import Render
import TokenModel

/// The skeleton as `SkeletonSnapshotTests` and the gallery's "Skeletons" both draw it: a
/// profile card's placeholders under the skeleton, and the strip of its sweep
/// (`Snapshots/Components/skeleton-<style>-sweep`). The tests start the builder with the
/// generated style (`SkeletonBuilder.startBuild().setStyle(.default)`), the gallery with
/// the style it shows.
package enum SkeletonRecipes {
    // MARK: - Properties

    /// The profile card's frame, in points.
    package static let cardSize = CGSize(width: 320, height: 124)

    // MARK: - Views

    /// A profile card's placeholders under the skeleton `styled` starts, at ``cardSize``:
    /// an avatar circle, a name and a subtitle beside it, two lines of text below, each
    /// rounded to half its height.
    package static func profileCard(styled: () -> SkeletonBuilder) -> SkeletonView {
        func placeholder(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> View {
            let view = View(frame: CGRect(x: x, y: y, width: width, height: height))
            view.cornerRadius = height / 2
            return view
        }
        let card = styled()
            .addSubviews([
                placeholder(16, 16, 48, 48), placeholder(80, 22, 176, 14), placeholder(80, 44, 112, 12),
                placeholder(16, 80, 288, 10), placeholder(16, 98, 224, 10),
            ])
            .build()
        card.frame = CGRect(origin: .zero, size: cardSize)
        return card
    }

    // MARK: - Recipes

    /// The sweep of the skeleton of the style `style` (its name, for the reference) that
    /// `styled` starts, over the profile card: eight labelled frames in rows of two
    /// (``ShimmerSpecimens/sweepStrip(_:make:)``), `skeleton-<style>-sweep`.
    package static func sweep(style: String, styled: @escaping @Sendable () -> SkeletonBuilder) -> SnapshotRecipe {
        ShimmerSpecimens.sweepStrip(SnapshotReference(suite: "Components", name: "skeleton-\(style)-sweep")) {
            profileCard(styled: styled)
        }
    }
}
