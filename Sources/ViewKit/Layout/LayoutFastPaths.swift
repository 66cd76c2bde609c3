/// The layout pass's fast paths, each of which must give the frames of its plain path:
/// benchmarks measure what each buys, and equivalence tests lay the same trees out with
/// and without it. Every fast path is on unless a caller hands others to
/// ``LayoutPass/layout(_:size:fastPaths:)``; a pass started inside a pass over the same tree
/// (``View/layoutIfNeeded()`` in `layoutSubviews()`) takes the outer pass's.
@_spi(LayoutFastPaths)
public struct LayoutFastPaths: Sendable {
    // MARK: - Properties

    /// Helper threads measure a pass's distinct texts while it builds its solvers
    /// (`TextMeasurements.prefetch`); off, the pass measures every text itself.
    public var helperThreads: Bool
    /// One solver per axis, split into independent parts, when no constraint relates the
    /// axes (``LayoutSolver``, `SolverPartition`); on mixed axes or any error the pass
    /// builds one solver over everything. Off, it builds the one solver straight away.
    public var separateSolvers: Bool
    /// A tree without constraints (no active constraint, no stack view, every view but the
    /// root keeping its autoresizing mask) keeps its frames and sizes its root without a
    /// solver, as a tree laid out by `pin` is; off, such a tree is solved as any other.
    public var framesWithoutConstraints: Bool

    // MARK: - Initializers

    public init(helperThreads: Bool = true, separateSolvers: Bool = true, framesWithoutConstraints: Bool = true) {
        self.helperThreads = helperThreads
        self.separateSolvers = separateSolvers
        self.framesWithoutConstraints = framesWithoutConstraints
    }
}
