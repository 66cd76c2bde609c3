import CCairoPango
import Foundation
import TokenValues

/// Filling, stroking and clipping to paths.
extension Canvas {
    // MARK: - Filling

    /// Fills the inside of `path`, as `rule` decides it, with `fill`.
    public func fill(_ path: Path, with fill: Fill, rule: FillRule = .nonZero) {
        guard validate(path), validate(fill) else { return }
        recording { () throws(RenderError) in
            guard let gradient = try CairoPattern(fill) else { return }
            let pattern = try gradientStrip(of: gradient, for: fill) ?? gradient
            path.replay(in: context)
            cairo_set_fill_rule(context, rule.cairoFillRule)
            cairo_set_source(context, pattern.pointer)
            cairo_fill(context)
        }
    }

    /// Fills the inside of `path` with `color`.
    public func fill(_ path: Path, color: Color, rule: FillRule = .nonZero) {
        fill(path, with: .color(color), rule: rule)
    }

    // MARK: - Stroking

    /// Draws the outline of `path` with `options`, painted with `fill`.
    public func stroke(_ path: Path, with options: StrokeOptions, fill: Fill) {
        guard validate(path), validate(fill) else { return }
        guard !(options.width <= 0) else { return }
        recording { () throws(RenderError) in
            guard let pattern = try CairoPattern(fill) else { return }
            cairo_save(context)
            defer { cairo_restore(context) }
            try options.apply(to: context)
            path.replay(in: context)
            cairo_set_source(context, pattern.pointer)
            cairo_stroke(context)
        }
    }

    /// Draws the outline of `path` with `options` in `color`.
    public func stroke(_ path: Path, with options: StrokeOptions, color: Color) {
        stroke(path, with: options, fill: .color(color))
    }

    // MARK: - Clipping

    /// Limits later drawing to the inside of `path`, as `rule` decides it, within the
    /// current clip. ``withSavedState(_:)`` undoes it.
    public func clip(to path: Path, rule: FillRule = .nonZero) {
        guard validate(path) else { return }
        path.replay(in: context)
        cairo_set_fill_rule(context, rule.cairoFillRule)
        cairo_clip(context)
    }

    // MARK: - Internal

    /// Whether `path` can be drawn: records an error when it is not finite, and is false
    /// while the transform is collapsed.
    func validate(_ path: Path) -> Bool {
        guard path.isFinite else {
            record(.nonFiniteGeometry("a path coordinate, radius or angle"))
            return false
        }
        guard path.isWithinLimits else {
            record(.geometryOutOfRange("a path coordinate or radius beyond ±\(Int(Path.coordinateLimit)) points"))
            return false
        }
        return !isCollapsed
    }

    // MARK: - Private

    private func validate(_ fill: Fill) -> Bool {
        guard fill.isFinite else {
            record(.nonFiniteGeometry("a gradient point or radius"))
            return false
        }
        return true
    }
}
