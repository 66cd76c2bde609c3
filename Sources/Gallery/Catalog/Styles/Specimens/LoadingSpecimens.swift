import Builders
import Foundation
import Render
import TokenModel

extension LoadingBuilder: ShownInGallery {
    /// The size of the gallery's feed, in points.
    static let specimenSize = CGSize(width: 320, height: 240)

    /// How the gallery shows the `loading` kind: its section and each style's specimens.
    static let gallery = StyleGallery<LoadingBuilder>(
        component: "LoadingView", id: "loadings", title: "Loading views", summary: "Each loading style over a feed's blocks: one loop animated, and eight frames of it.",
        keywords: ["shimmer", "animation"]
    ) { context, styled in
        let fadeColor = context.background
        return [StyleSpecimen("feed", detail: "feed \(specimenSize)", .shimmer {
            let blocks = [
                LoadingPlaceholderBlock(height: 72, placeholders: [
                    LoadingPlaceholder(frame: CGRect(x: 16, y: 12, width: 48, height: 48), cornerRadius: 24),
                    LoadingPlaceholder(frame: CGRect(x: 76, y: 20, width: 0, height: 14), cornerRadius: 7, trailingInset: 96),
                    LoadingPlaceholder(frame: CGRect(x: 76, y: 42, width: 120, height: 12), cornerRadius: 6),
                ]),
                LoadingPlaceholderBlock(height: 96, repeatCount: 2, placeholders: [
                    LoadingPlaceholder(frame: CGRect(x: 16, y: 8, width: 0, height: 56), cornerRadius: 8, trailingInset: 16),
                    LoadingPlaceholder(frame: CGRect(x: 16, y: 72, width: 0, height: 12), cornerRadius: 6, trailingInset: 72),
                ]),
                LoadingPlaceholderBlock(height: 40, placeholders: [
                    LoadingPlaceholder(frame: CGRect(x: 16, y: 12, width: 0, height: 14), cornerRadius: 7, trailingInset: 40),
                ]),
            ]
            let loading = styled().setBlocks(blocks).setFadeColor(Themed(fadeColor)).build()
            loading.frame = CGRect(origin: .zero, size: specimenSize)
            return loading
        })]
    }
}
