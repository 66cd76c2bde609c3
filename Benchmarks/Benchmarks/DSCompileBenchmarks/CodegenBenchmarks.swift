import Benchmark
@_spi(Benchmarks) import Codegen
import Foundation
import TokenModel

/// Generation of Swift for Style Dictionary's two performance cases (issue #7): the
/// emitter alone on the loaded system, and the whole of what `dscompile build` computes
/// (parse, resolve, emit; no file writes), so the emitter's share is visible next to
/// `Parse + resolve` of `tokenModelBenchmarks()`.
func codegenBenchmarks() {
    // As for the load benchmarks: no malloc count, whose interposer slows every allocation.
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .peakMemoryResident], timeUnits: .microseconds, maxDuration: .seconds(5)
    )
    let oneCoreMetric = BenchmarkMetric.custom("one core (μs)", polarity: .prefersSmaller, useScalingFactor: false)
    let allCoresMetric = BenchmarkMetric.custom("all cores (μs)", polarity: .prefersSmaller, useScalingFactor: false)
    let ratioMetric = BenchmarkMetric.custom("all cores ÷ one core (%)", polarity: .prefersSmaller, useScalingFactor: false)
    let alternating = Benchmark.Configuration(
        metrics: [.wallClock, oneCoreMetric, allCoresMetric, ratioMetric], timeUnits: .microseconds, maxDuration: .seconds(10)
    )
    for (name, shape) in [("9,000 tokens, depth 3", StyleDictionaryCases.medium), ("30,000 tokens, depth 100", StyleDictionaryCases.large)] {
        Benchmark("Codegen: emit Swift: \(name)", configuration: configuration) { benchmark, system in
            for _ in benchmark.scaledIterations {
                blackHole(try SwiftEmitter.emit(system))
            }
        } setup: {
            try DesignSystemLoader.load(paths: [try StyleDictionaryCases.write(shape)])
        }

        // What writing big groups on every core buys: each iteration emits on one core (the
        // plain path) and on all, in turns, so that the load of a shared machine, which
        // changes by the second, weighs on both alike; the ratio is taken pair by pair.
        Benchmark("Codegen: emit Swift on one core and on all, in turns: \(name)", configuration: alternating) { benchmark, system in
            var oneCore = SwiftEmitter.Options()
            oneCore.parallelGroupSize = .max
            let allCores = SwiftEmitter.Options()
            let clock = ContinuousClock()
            for iteration in benchmark.scaledIterations {
                var times: [Bool: Duration] = [:]
                for onOneCore in iteration.isMultiple(of: 2) ? [true, false] : [false, true] {
                    let start = clock.now
                    blackHole(try SwiftEmitter.emit(system, options: onOneCore ? oneCore : allCores))
                    times[onOneCore] = clock.now - start
                }
                let one = times[true]!, all = times[false]!
                benchmark.measurement(oneCoreMetric, Int(one / .microseconds(1)))
                benchmark.measurement(allCoresMetric, Int(all / .microseconds(1)))
                benchmark.measurement(ratioMetric, Int(all / one * 100))
            }
        } setup: {
            try DesignSystemLoader.load(paths: [try StyleDictionaryCases.write(shape)])
        }

        Benchmark("Codegen: parse + resolve + emit Swift: \(name)", configuration: configuration) { benchmark, path in
            for _ in benchmark.scaledIterations {
                blackHole(try SwiftEmitter.emit(try DesignSystemLoader.load(paths: [path])))
            }
        } setup: {
            try StyleDictionaryCases.write(shape)
        }
    }
}
