import Benchmark
import Codegen
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
    for (name, shape) in [("9,000 tokens, depth 3", StyleDictionaryCases.medium), ("30,000 tokens, depth 100", StyleDictionaryCases.large)] {
        Benchmark("Codegen: emit Swift: \(name)", configuration: configuration) { benchmark, system in
            for _ in benchmark.scaledIterations {
                blackHole(try SwiftEmitter.emit(system))
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
