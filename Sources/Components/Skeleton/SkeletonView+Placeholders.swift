import Foundation
import Render
import TokenModel
import ViewKit

extension SkeletonView {
    // MARK: - Placeholder shapes

    /// The placeholder shapes inside the masking views, in the skeleton's coordinates: one
    /// rounded rectangle (its own corner radii) per view that paints a background visible in
    /// `theme` and holds no subviews, the masking views themselves included. Hidden views
    /// and views of alpha 0 are left out with their subviews; views with an empty size add
    /// nothing. A non-finite frame or radius is ``SkeletonError/nonFiniteGeometry(_:)``.
    ///
    /// A block's card or row background holds its placeholders, so it is not one: the band
    /// of ``ShimmerArea/placeholders`` stays on the shapes, off the page between them.
    public func placeholderPath(in theme: Theme) throws(SkeletonError) -> Path {
        if let rejectedMaskingView { throw rejectedMaskingView }
        var path = Path()
        for view in maskingViews {
            try Self.addPlaceholders(of: view, offset: .zero, in: theme, to: &path)
        }
        return path
    }

    // MARK: - Shapes

    /// Adds `view`'s rounded frame, moved by `offset`, to `path`; an empty or negative size
    /// adds nothing, a non-finite frame or radius is ``SkeletonError/nonFiniteGeometry(_:)``.
    static func addShape(of view: View, offset: CGPoint, to path: inout Path) throws(SkeletonError) {
        let frame = view.frame
        guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite, frame.height.isFinite,
              view.cornerRadius.isFinite else {
            throw .nonFiniteGeometry("the frame or corner radius of masking view \(View.describe(view))")
        }
        // `size`, not `width`: CGRect's `width` is standardized, so a negative size would count.
        guard frame.size.width > 0, frame.size.height > 0 else { return }
        let radii = view.cornerRadii
        path.addRoundedRect(frame.offsetBy(dx: offset.x, dy: offset.y), cornerRadii: CornerRadii(
            topLeft: max(0, radii.topLeft), topRight: max(0, radii.topRight),
            bottomRight: max(0, radii.bottomRight), bottomLeft: max(0, radii.bottomLeft)))
    }

    // MARK: - Private

    /// Adds the painted leaves under `view` (whose superview's origin is at `offset`).
    private static func addPlaceholders(of view: View, offset: CGPoint, in theme: Theme, to path: inout Path) throws(SkeletonError) {
        guard !view.isHidden, view.alpha > 0 else { return }
        guard view.subviews.isEmpty else {
            let origin = CGPoint(x: offset.x + view.frame.minX, y: offset.y + view.frame.minY)
            for subview in view.subviews {
                try addPlaceholders(of: subview, offset: origin, in: theme, to: &path)
            }
            return
        }
        guard let background = view.layerBackgroundColor, background.resolved(in: theme).alpha > 0 else { return }
        try addShape(of: view, offset: offset, to: &path)
    }
}
