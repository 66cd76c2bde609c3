import Foundation
import Render
import TokenModel
import ViewKit

/// A vertical gradient for a part of a ``CustomSwitch``, from the top edge (location 0)
/// to the bottom edge (location 1), as a `CAGradientLayer` with its default start and end
/// points draws it.
public struct CSGradientColorConfiguration: CSColorConfiguration, Hashable {
    // MARK: - Properties

    /// The gradient, per theme.
    public var gradient: Themed<Gradient>

    // MARK: - Initializers

    /// A configuration of a gradient token's value, which may differ between themes.
    public init(gradient: Themed<Gradient>) {
        self.gradient = gradient
    }

    /// SurfUtils' form: `colors` at `locations` (0 at the top, 1 at the bottom). As
    /// `CAGradientLayer` does, missing locations spread the colors evenly: when the two
    /// lists differ in length, the colors are spaced evenly and `locations` is ignored.
    /// Each color may differ between themes (a token): the gradient does where they do.
    public init(colors: [UIColor], locations: [Double]) {
        let positions = locations.count == colors.count
            ? locations
            : colors.indices.map { colors.count > 1 ? Double($0) / Double(colors.count - 1) : 0 }
        self.init(gradient: Themed.collecting(colors).map { colors in
            Gradient(stops: zip(colors, positions).map { Gradient.Stop(color: $0, position: $1.isFinite ? $1 : 0) })
        })
    }

    // MARK: - CSColorConfiguration

    /// SurfUtils adds a `CAGradientLayer` to `view`; there is no Core Animation on Linux and
    /// a view here paints one background color, so `view` is left as it is, with a warning
    /// (once). A ``CustomSwitch`` paints the gradient itself, through ``fill(for:in:)``.
    public func applyColor(for view: UIView) {
        RuntimeWarning.report("warning: CSGradientColorConfiguration.applyColor(for:) leaves the view as it is: a view has no "
            + "gradient layer on Linux (no Core Animation); CustomSwitch draws the gradient itself")
    }

    /// The gradient in `theme` from `rect`'s top edge to its bottom edge.
    public func fill(for rect: CGRect, in theme: Theme) -> Fill {
        let gradient = gradient.resolved(in: theme)
        // A gradient without stops paints nothing; one stop paints its color.
        guard gradient.stops.count > 1 else { return .color(gradient.stops.first?.color ?? .clear) }
        return .linearGradient(gradient, start: CGPoint(x: rect.midX, y: rect.minY), end: CGPoint(x: rect.midX, y: rect.maxY))
    }
}
