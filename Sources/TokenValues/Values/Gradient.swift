/// A color gradient as a DTCG `gradient` token describes it: color stops along a line.
public struct Gradient: Sendable, Hashable {
    // MARK: - Nested types

    /// A color at a position from 0 (start) to 1 (end).
    public struct Stop: Sendable, Hashable {
        public var color: Color
        /// Clamped to 0…1, as the spec says positions outside are.
        public var position: Double

        public init(color: Color, position: Double) {
            self.color = color
            self.position = min(max(position, 0), 1)
        }
    }

    // MARK: - Properties

    public var stops: [Stop]

    public init(stops: [Stop]) {
        self.stops = stops
    }
}
