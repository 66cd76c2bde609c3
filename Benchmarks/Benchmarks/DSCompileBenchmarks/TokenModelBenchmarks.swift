import Benchmark
import Foundation
import TokenModel

/// Parse, and parse + resolve, of Style Dictionary's two performance cases.
func tokenModelBenchmarks() {
    for (name, shape) in [("9,000 tokens, depth 3", StyleDictionaryCases.medium), ("30,000 tokens, depth 100", StyleDictionaryCases.large)] {
        Benchmark("Parse JSON only: \(name)", configuration: .init(metrics: [.wallClock, .peakMemoryResident], maxDuration: .seconds(5))) { benchmark, path in
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            for _ in benchmark.scaledIterations {
                blackHole(try JSONReader.read(data, file: path))
            }
        } setup: {
            try StyleDictionaryCases.write(shape)
        }

        Benchmark("Parse + resolve: \(name)", configuration: .init(metrics: [.wallClock, .peakMemoryResident], maxDuration: .seconds(5))) { benchmark, path in
            for _ in benchmark.scaledIterations {
                blackHole(try DesignSystemLoader.load(paths: [path]))
            }
        } setup: {
            try StyleDictionaryCases.write(shape)
        }
    }
}
