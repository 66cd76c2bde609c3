import Foundation
import Render
import TokenModel
import ViewKit

/// How a part of a ``CustomSwitch`` is colored, as SurfUtils' protocol: its one
/// requirement is `applyColor(for view:)`, so a team's own configuration compiles as
/// written. Two implementations come with it, as in SurfUtils: ``CSSimpleColorConfiguration``
/// (one color) and ``CSGradientColorConfiguration`` (a vertical gradient).
///
/// The switch paints its parts with ``fill(for:in:)``. A configuration that gives only
/// `applyColor(for:)` is painted with the background color it sets on a view of the part's
/// frame (none: the part is transparent, as the view would be on iOS).
public protocol CSColorConfiguration: Sendable {
    /// Colors `view` as the configuration says, as SurfUtils' `applyColor(for:)`.
    func applyColor(for view: UIView)

    /// What `rect` is painted with in `theme`.
    func fill(for rect: CGRect, in theme: Theme) -> Fill
}

extension CSColorConfiguration {
    // MARK: - Painting through a view

    /// The background color ``applyColor(for:)`` gives a view of `rect`'s frame, in `theme`;
    /// clear when it gives none.
    public func fill(for rect: CGRect, in theme: Theme) -> Fill {
        let view = UIView(frame: rect)
        applyColor(for: view)
        return .color(view.backgroundColor?.resolved(in: theme) ?? .clear)
    }
}
