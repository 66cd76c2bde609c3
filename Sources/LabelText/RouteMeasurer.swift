import Foundation

/// SurfUtils' `RouteMeasurer`, the part that needs no map service: a distance in meters as
/// a label shows it, `RouteMeasurer.formatDistance(850, meterPattern: "м", kilometrPatter: "км")`
/// is `850 м`. (Measuring a route needs a map service, which a headless renderer has not.)
public enum RouteMeasurer {
    // MARK: - Formatting

    /// `distance` meters as `850 м` below a kilometer (whole meters), `1.2 км` below ten
    /// kilometers (one decimal, none when it is 0) and `12 км` from ten on (whole
    /// kilometers). The argument label keeps SurfUtils' spelling, `kilometrPatter`, so its
    /// examples compile as written. A negative distance is formatted as its magnitude; one
    /// that is not a number or infinite gives `—`, as no length can be shown for it.
    public static func formatDistance(_ distance: Double, meterPattern: String, kilometrPatter: String) -> String {
        guard distance.isFinite else { return "—" }
        let meters = abs(distance).rounded()
        if meters < 1_000 { return "\(Int(meters)) \(meterPattern)" }
        let kilometers = meters / 1_000
        if kilometers < 9.95 {
            let tenths = Int((kilometers * 10).rounded())
            let text = tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
            return "\(text) \(kilometrPatter)"
        }
        // Past what Int holds, a distance is printed as a whole number all the same.
        let whole = kilometers.rounded()
        let text = whole < Double(Int.max) ? String(Int(whole)) : String(format: "%.0f", whole)
        return "\(text) \(kilometrPatter)"
    }
}
