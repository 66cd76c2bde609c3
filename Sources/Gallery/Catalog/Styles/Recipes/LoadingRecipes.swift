import Builders
import Foundation
import Render
import TokenModel

/// The loading view as `SkeletonSnapshotTests` and the gallery's "Loading views" both draw
/// it: a feed's placeholder blocks under the loading view, fading into the page, and the
/// strip of its sweep (`Snapshots/Components/loading-<style>-sweep`). The tests start the
/// builder with the generated style (`LoadingBuilder.startBuild().setStyle(.feed)`), the
/// gallery with the style it shows.
package enum LoadingRecipes {
    // MARK: - Properties

    /// The feed's frame in the gallery and in its sweep strip, in points: the header and
    /// the first post whole, the second post cut where the page's picture ends.
    package static let frameSize = CGSize(width: 320, height: 240)

    /// A feed's loading screen: a header block (an avatar, a name, a subtitle), two post
    /// blocks (a picture and a caption line), then a row.
    package static let feedBlocks: [LoadingPlaceholderBlock] = [
        LoadingPlaceholderBlock(height: 72, placeholders: [
            LoadingPlaceholder(frame: CGRect(x: 16, y: 12, width: 48, height: 48), cornerRadius: 24),
            LoadingPlaceholder(frame: CGRect(x: 76, y: 20, width: 0, height: 14), cornerRadius: 7, trailingInset: 96),
            LoadingPlaceholder(frame: CGRect(x: 76, y: 42, width: 120, height: 12), cornerRadius: 6),
        ]),
        LoadingPlaceholderBlock(height: 112, repeatCount: 2, placeholders: [
            LoadingPlaceholder(frame: CGRect(x: 16, y: 8, width: 0, height: 64), cornerRadius: 8, trailingInset: 16),
            LoadingPlaceholder(frame: CGRect(x: 16, y: 82, width: 0, height: 12), cornerRadius: 6, trailingInset: 72),
        ]),
        LoadingPlaceholderBlock(height: 40, placeholders: [
            LoadingPlaceholder(frame: CGRect(x: 16, y: 12, width: 0, height: 14), cornerRadius: 7, trailingInset: 40),
        ]),
    ]

    // MARK: - Views

    /// The feed's blocks under the loading view `styled` starts, its fade (for a style that
    /// fades) ending in `page`, the background it is drawn on, at ``frameSize``: a test
    /// that lays it out at another size gives it that size.
    package static func feed(styled: () -> LoadingBuilder, fadingInto page: Themed<Color>) -> LoadingView {
        let loading = styled().setBlocks(feedBlocks).setFadeColor(page).build()
        loading.frame = CGRect(origin: .zero, size: frameSize)
        return loading
    }

    // MARK: - Recipes

    /// The sweep of the loading view of the style `style` (its name, for the reference)
    /// that `styled` starts, over the feed at ``frameSize`` fading into `page`: eight
    /// labelled frames in rows of two (``ShimmerSpecimens/sweepStrip(_:make:)``),
    /// `loading-<style>-sweep`.
    package static func sweep(style: String, fadingInto page: Themed<Color>,
                              styled: @escaping @Sendable () -> LoadingBuilder) -> SnapshotRecipe {
        ShimmerSpecimens.sweepStrip(SnapshotReference(suite: "Components", name: "loading-\(style)-sweep")) {
            feed(styled: styled, fadingInto: page)
        }
    }
}
