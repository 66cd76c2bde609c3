import CCairoPango
import Foundation
import TokenValues

/// A Cairo pattern that Render owns: made from a ``Fill`` and destroyed with the value.
final class CairoPattern {
    // MARK: - Properties

    let pointer: OpaquePointer

    // MARK: - Initializers

    /// The pattern for `fill`; `nil` for a gradient with no stops, which paints nothing.
    /// As in CSS, a gradient with one stop, or with no length (start and end the same, or
    /// a radius of 0), paints its last color.
    init?(_ fill: Fill) throws(RenderError) {
        let pointer: OpaquePointer
        let stops: [Gradient.Stop]
        switch Self.solidIfDegenerate(fill) {
        case nil:
            return nil
        case .color(let color):
            pointer = cairo_pattern_create_rgba(color.red, color.green, color.blue, color.alpha)!
            stops = []
        case .linearGradient(let gradient, let start, let end):
            pointer = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
            stops = gradient.stops
        case .radialGradient(let gradient, let center, let radius):
            let (x, y) = (Double(center.x), Double(center.y))
            pointer = cairo_pattern_create_radial(x, y, 0, x, y, Double(radius))!
            stops = gradient.stops
        }
        self.pointer = pointer
        for (position, stop) in Self.monotonic(stops) {
            cairo_pattern_add_color_stop_rgba(pointer, position, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
        }
        cairo_pattern_set_extend(pointer, CAIRO_EXTEND_PAD)
        try checkCairo(cairo_pattern_status(pointer), "cairo_pattern_create")
    }

    /// A pattern that paints `surface`, positioned by the user space at the time of use.
    init(surface: CairoImageSurface, filter: cairo_filter_t, extend: cairo_extend_t) throws(RenderError) {
        pointer = cairo_pattern_create_for_surface(surface.pointer)!
        cairo_pattern_set_filter(pointer, filter)
        cairo_pattern_set_extend(pointer, extend)
        try checkCairo(cairo_pattern_status(pointer), "cairo_pattern_create_for_surface")
    }

    deinit {
        cairo_pattern_destroy(pointer)
    }

    // MARK: - Private

    /// `fill`, or the one color it paints everywhere; `nil` when it paints nothing.
    private static func solidIfDegenerate(_ fill: Fill) -> Fill? {
        let gradient: Gradient
        let hasLength: Bool
        switch fill {
        case .color:
            return fill
        case .linearGradient(let stops, let start, let end):
            (gradient, hasLength) = (stops, start != end)
        case .radialGradient(let stops, _, let radius):
            (gradient, hasLength) = (stops, radius > 0)
        }
        guard let last = gradient.stops.last else { return nil }
        return gradient.stops.count > 1 && hasLength ? fill : .color(last.color)
    }

    /// Stop positions as CSS Images 3 § 3.5.3 fixes them up: a position smaller than one
    /// before it moves up to it, so stops keep the order they are written in.
    private static func monotonic(_ stops: [Gradient.Stop]) -> [(Double, Gradient.Stop)] {
        var largest = 0.0
        return stops.map { stop in
            largest = max(largest, stop.position)
            return (largest, stop)
        }
    }
}
