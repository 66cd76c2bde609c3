/// Evaluating a timing curve: the eased progress at a linear progress, as Core Animation
/// and CSS evaluate `cubic-bezier(x1, y1, x2, y2)` (the shimmer's ease-in-ease-out).
extension CubicBezier {
    // MARK: - Evaluating

    /// The eased value at `progress`, clamped to 0…1 first; NaN gives 0. Solved as
    /// WebKit's `UnitBezier` does: Newton steps for the parameter whose x is `progress`,
    /// bisection when they do not converge.
    public func value(at progress: Double) -> Double {
        guard progress > 0 else { return 0 }
        guard progress < 1 else { return 1 }
        return sampleY(parameter(forX: progress))
    }

    // MARK: - Private

    private func sampleX(_ u: Double) -> Double { Self.bezier(u, x1, x2) }
    private func sampleY(_ u: Double) -> Double { Self.bezier(u, y1, y2) }

    /// One coordinate of the curve at parameter `u`, its control values `p1`, `p2`
    /// (the ends are 0 and 1).
    private static func bezier(_ u: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
        return ((a * u + b) * u + c) * u
    }

    private static func derivative(_ u: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
        return (3 * a * u + 2 * b) * u + c
    }

    /// The parameter whose x is `x`, to within 1e-9.
    private func parameter(forX x: Double) -> Double {
        let epsilon = 1e-9
        var u = x
        for _ in 0..<8 {
            let error = sampleX(u) - x
            if abs(error) < epsilon { return u }
            let slope = Self.derivative(u, x1, x2)
            if abs(slope) < 1e-6 { break }
            u -= error / slope
        }
        var low = 0.0, high = 1.0
        u = x
        while high - low > epsilon {
            let value = sampleX(u)
            if abs(value - x) < epsilon { return u }
            if value < x { low = u } else { high = u }
            u = (low + high) / 2
        }
        return u
    }
}
