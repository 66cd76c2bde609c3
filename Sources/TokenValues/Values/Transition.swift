/// An animated transition as a DTCG `transition` token describes it.
public struct Transition: Sendable, Hashable {
    public var duration: TokenDuration
    public var delay: TokenDuration
    public var timingFunction: CubicBezier

    public init(duration: TokenDuration, delay: TokenDuration, timingFunction: CubicBezier) {
        self.duration = duration
        self.delay = delay
        self.timingFunction = timingFunction
    }
}
