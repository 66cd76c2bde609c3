import Foundation
import Render
import TokenModel

/// How a part of a ``CustomSwitch`` is colored: the seed's protocol, whose
/// `applyColor(for view:)` becomes the ``Fill`` a rectangle is painted with. Two
/// implementations come with it, as in the seed: ``CSSimpleColorConfiguration`` (one
/// color) and ``CSGradientColorConfiguration`` (a vertical gradient).
public protocol CSColorConfiguration: Sendable {
    /// What `rect` is painted with in `theme`.
    func fill(for rect: CGRect, in theme: Theme) -> Fill
}
