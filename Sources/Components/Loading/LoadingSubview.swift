import Foundation
import ViewKit

/// A view that is one block of a loading screen (SurfUtils' `LoadingSubview`): the team lays
/// out its placeholder shapes as subviews, with constraints or in ``View/layoutSubviews()``,
/// and paints them in ``configure(color:)``.
public protocol LoadingSubview: View {
    /// The height of the block, in points; ``LoadingSubviewConfigurable/configure(model:)``
    /// usually sets it.
    var height: CGFloat { get }

    /// Paints the placeholder shapes `color`, the loading view's placeholder color.
    func configure(color: UIColor)
}

/// A block view configured from a model (SurfUtils' `LoadingSubviewConfigurable`): its
/// offsets, sizes and height.
public protocol LoadingSubviewConfigurable: View {
    /// What configures the view; ``DefaultLoadingModel`` when nothing does.
    associatedtype Model

    /// Applies `model` (offsets, sizes, the height).
    func configure(model: Model)
}

/// The model of a block view that needs none.
public struct DefaultLoadingModel: Sendable, Hashable {
    public init() {}
}

extension LoadingSubviewConfigurable where Model == DefaultLoadingModel {
    /// A view configured by no model changes nothing.
    public func configure(model: Model) {}
}
