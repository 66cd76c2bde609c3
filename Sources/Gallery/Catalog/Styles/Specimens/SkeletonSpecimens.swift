import Builders
import Foundation
import Render
import TokenModel

extension SkeletonBuilder: ShownInGallery {
    /// The size of the gallery's profile card, in points.
    public static let specimenSize = CGSize(width: 320, height: 124)

    /// How the gallery shows the `skeleton` kind: its section and each style's specimens.
    static let gallery = StyleGallery<SkeletonBuilder>(
        component: "SkeletonView", id: "skeletons", title: "Skeletons", summary: "Each skeleton style over a profile card: one loop animated, and eight frames of it.",
        keywords: ["shimmer", "animation"]
    ) { _, styled in
        [StyleSpecimen("profile card", detail: "profile card \(specimenSize)", .shimmer {
            func shape(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> UIView {
                let view = UIView(frame: CGRect(x: x, y: y, width: width, height: height))
                view.cornerRadius = height / 2
                return view
            }
            let card = styled().addSubviews([
                shape(16, 16, 48, 48), shape(80, 22, 176, 14), shape(80, 44, 112, 12), shape(16, 80, 288, 10), shape(16, 98, 224, 10),
            ]).build()
            card.frame = CGRect(origin: .zero, size: specimenSize)
            return card
        })]
    }
}
