import Benchmark
import Foundation
import TokenModel

/// Style Dictionary's two performance cases, step by step: the JSON parse alone, reading
/// the tokens and groups, and the whole load (read, resolve, type).
func tokenModelBenchmarks() {
    // Peak memory of one load is measured in a fresh process (docs/PERFORMANCE.md): here the
    // heap has grown in earlier iterations, so a resident-memory delta shows almost nothing.
    // No malloc count here: counting goes through an interposer that slows every allocation,
    // and parsing allocates more than loading, which would flatter the load ÷ parse ratio.
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .peakMemoryResident], timeUnits: .microseconds, maxDuration: .seconds(5)
    )
    for (name, shape) in [("9,000 tokens, depth 3", StyleDictionaryCases.medium), ("30,000 tokens, depth 100", StyleDictionaryCases.large)] {
        Benchmark("Parse JSON only: \(name)", configuration: configuration) { benchmark, path in
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            for _ in benchmark.scaledIterations {
                blackHole(try JSONReader.read(data, file: path))
            }
        } setup: {
            try StyleDictionaryCases.write(shape)
        }

        // What the loader does with a JSON token file: read it as a stream of tokens and groups.
        Benchmark("Read tokens and groups: \(name)", configuration: configuration) { benchmark, path in
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            for _ in benchmark.scaledIterations {
                var log = DiagnosticLog()
                blackHole(JSONReader.readTokenTree(data, file: path, log: &log))
            }
        } setup: {
            try StyleDictionaryCases.write(shape)
        }

        // The plain path the stream stands beside: the whole document parsed, then walked.
        Benchmark("Read tokens and groups, whole document (plain path): \(name)", configuration: configuration) { benchmark, path in
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            for _ in benchmark.scaledIterations {
                var log = DiagnosticLog()
                blackHole(TokenTreeReader.read(try JSONReader.read(data, file: path).0, log: &log))
            }
        } setup: {
            try StyleDictionaryCases.write(shape)
        }

        Benchmark("Parse + resolve: \(name)", configuration: configuration) { benchmark, path in
            for _ in benchmark.scaledIterations {
                blackHole(try DesignSystemLoader.load(paths: [path]))
            }
        } setup: {
            try StyleDictionaryCases.write(shape)
        }
    }
}
