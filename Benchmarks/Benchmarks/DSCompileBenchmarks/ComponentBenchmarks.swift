import Benchmark

/// Issue #9: each component rendered to PNG at scale 2 (target: under 2 ms each, the map
/// pin under 0.5 ms with a warm cache miss) and a 60-frame shimmer APNG (target: under
/// 150 ms). Each group of components registers its own in `ComponentBenchmarks+<Group>.swift`.
/// Run with `--filter "Components.*"`.
func componentBenchmarks() {
    pinAndImageBenchmarks()
    skeletonBenchmarks()
    beanSwitchAndOTPBenchmarks()
    buttonAndBlurBenchmarks()
}

/// The wall-clock configuration every component benchmark uses. Computed: a global `let`
/// of the non-`Sendable` `Benchmark.Configuration` is an error in Swift 6.
var componentBenchmarkConfiguration: Benchmark.Configuration {
    Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, maxDuration: .seconds(3))
}
