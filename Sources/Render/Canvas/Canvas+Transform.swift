import CCairoPango
import Foundation

/// Moving, scaling, rotating and skewing what is drawn next.
extension Canvas {
    // MARK: - Reading

    /// The current transform from user space to the canvas's points (without ``scale``).
    public var transform: AffineTransform {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        let scale = Double(self.scale)
        return AffineTransform(m11: matrix.xx / scale, m12: matrix.yx / scale, m21: matrix.xy / scale,
                               m22: matrix.yy / scale, tX: matrix.x0 / scale, tY: matrix.y0 / scale)
    }

    // MARK: - Changing

    /// Moves the origin by `offset`.
    public func translate(by offset: CGPoint) {
        concatenate(AffineTransform(translationByX: offset.x, byY: offset.y))
    }

    /// Moves the origin by (`x`, `y`).
    public func translate(x: CGFloat, y: CGFloat) {
        concatenate(AffineTransform(translationByX: x, byY: y))
    }

    /// Scales later drawing by `x` horizontally and `y` vertically around the origin.
    public func scale(x: CGFloat, y: CGFloat) {
        concatenate(AffineTransform(scaleByX: x, byY: y))
    }

    /// Scales later drawing by `factor` around the origin.
    public func scale(by factor: CGFloat) {
        scale(x: factor, y: factor)
    }

    /// Rotates later drawing by `radians` around the origin; positive angles turn
    /// clockwise on screen (from the x axis towards the downward y axis), as in UIKit.
    public func rotate(by radians: CGFloat) {
        concatenate(AffineTransform(rotationByRadians: radians))
    }

    /// Applies `transform` to later drawing before the current transform, as
    /// `CGContext.concatenate` does. Values that are not finite are recorded in ``error``
    /// and change nothing; a transform that collapses the plane hides what is drawn until
    /// the state is restored.
    public func concatenate(_ transform: AffineTransform) {
        let values = [transform.m11, transform.m12, transform.m21, transform.m22, transform.tX, transform.tY]
        guard values.allSatisfy(\.isFinite) else { return record(.nonFiniteGeometry("a transform value")) }
        guard !isCollapsed else { return }
        var matrix = cairo_matrix_t(xx: Double(transform.m11), yx: Double(transform.m12), xy: Double(transform.m21),
                                    yy: Double(transform.m22), x0: Double(transform.tX), y0: Double(transform.tY))
        var current = cairo_matrix_t()
        cairo_get_matrix(context, &current)
        var combined = cairo_matrix_t()
        cairo_matrix_multiply(&combined, &matrix, &current)
        let determinant = combined.xx * combined.yy - combined.xy * combined.yx
        let translation = [combined.x0, combined.y0]
        guard determinant.isFinite, translation.allSatisfy(\.isFinite) else {
            return record(.nonFiniteGeometry("the combined transform"))
        }
        // Cairo refuses a matrix it cannot invert; a tiny determinant also makes its
        // fixed-point coordinates overflow. Either way nothing drawn would show.
        guard abs(determinant) >= 1e-12 else {
            isCollapsed = true
            return
        }
        cairo_set_matrix(context, &combined)
    }
}
