import Benchmark
@_spi(LayoutFastPaths) import Builders
import Foundation

/// Issue #6's layout targets: a 100-cell list of stack views with text measured by Pango,
/// as PinLayout's LayoutFrameworkBenchmark (at most 20 ms), and a 1,000-view tree of
/// constraints (at most 50 ms). Issue #26's: the same cells laid out with `pin` in
/// `layoutSubviews`, at least 5× faster than the stack views' constraints. Each iteration is one whole layout pass of a tree built
/// before the timing starts. The "plain path" benchmarks lay the same trees out with one
/// fast path of the pass off (`LayoutFastPaths`), to show what it buys.
func layoutBenchmarks() {
    let list = "Layout: 100-cell list at 390 pt (stack views, Pango text)"
    let distinct = "Layout: 100-cell list at 390 pt, every text distinct"
    let tree = "Layout: 1,000-view tree of constraints"
    let pinList = "Layout: 100-cell list at 390 pt, pin in layoutSubviews"
    let noHelpers = LayoutFastPaths(helperThreads: false), oneSolver = LayoutFastPaths(separateSolvers: false)
    layoutBenchmark(list, size: .fitting(width: .exactly(390))) { LayoutBenchmarkTrees.list(cells: 100) }
    // The same list with every text different, so that no two labels share a measurement.
    layoutBenchmark(distinct, size: .fitting(width: .exactly(390))) { LayoutBenchmarkTrees.list(cells: 100, distinctTexts: true) }
    layoutBenchmark(tree, size: .fixed(CGSize(width: 390, height: 10_000))) { LayoutBenchmarkTrees.constrainedTree(views: 1_000) }
    // The list's cells with `pin` in `layoutSubviews` (no constraint): compare with `list`.
    layoutBenchmark(pinList, size: .fitting(width: .exactly(390)), units: .microseconds) { LayoutBenchmarkTrees.pinList(cells: 100) }

    // MARK: - Plain paths

    layoutBenchmark(distinct + ", no helper threads", size: .fitting(width: .exactly(390)), paths: noHelpers) {
        LayoutBenchmarkTrees.list(cells: 100, distinctTexts: true)
    }
    layoutBenchmark(distinct + ", one solver", size: .fitting(width: .exactly(390)), paths: oneSolver) {
        LayoutBenchmarkTrees.list(cells: 100, distinctTexts: true)
    }
    layoutBenchmark("Layout: 100-cell list at 390 pt, one solver", size: .fitting(width: .exactly(390)), paths: oneSolver) {
        LayoutBenchmarkTrees.list(cells: 100)
    }
    layoutBenchmark(tree + ", one solver", size: .fixed(CGSize(width: 390, height: 10_000)), paths: oneSolver) {
        LayoutBenchmarkTrees.constrainedTree(views: 1_000)
    }
    // The pin list with its frames held by a solver, as before a tree without constraints
    // skipped it.
    layoutBenchmark(pinList + ", solver kept", size: .fitting(width: .exactly(390)),
                    paths: LayoutFastPaths(framesWithoutConstraints: false), units: .microseconds) {
        LayoutBenchmarkTrees.pinList(cells: 100)
    }
}

/// A benchmark of one whole layout pass at `size` of the tree `makeTree` builds (before
/// the timing starts), with `paths` on, in `units` (microseconds for passes of a few
/// milliseconds, which whole milliseconds would round away).
private func layoutBenchmark(_ name: String, size: LayoutSize, paths: LayoutFastPaths = LayoutFastPaths(),
                             units: BenchmarkTimeUnits = .milliseconds, makeTree: @escaping @Sendable () -> View) {
    let configuration = Benchmark.Configuration(metrics: [.wallClock], timeUnits: units, maxDuration: .seconds(5))
    Benchmark(name, configuration: configuration) { benchmark in
        let root = makeTree()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try LayoutPass.layout(root, size: size, fastPaths: paths))
        }
    }
}
