import Benchmark
import Foundation
import Gallery
import TokenModel

/// Issue #10's figures: the whole preview (load, resolve, catalog, draw on every core, page,
/// contact sheet) of `Tokens/` and of the Primer corpus into an empty folder (targets: 2 s
/// and 10 s), and a second run with nothing changed (target: 0.3 s).
func previewBenchmarks() {
    let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let tokens = root.appendingPathComponent("Tokens").path
    let primer = root.appendingPathComponent("Tests/Fixtures/corpus/dtcg-examples/github-primer.resolver.json").path
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .peakMemoryResident], maxDuration: .seconds(30), maxIterations: 10)

    func scratch() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("preview-bench-\(UUID().uuidString)")
    }

    let inputs: [(name: String, load: @Sendable () throws -> ResolvedDesignSystem)] = [
        ("Tokens/", { try DesignSystemLoader.load(paths: [tokens]) }),
        ("the Primer corpus", { try DesignSystemLoader.load(paths: [], resolver: primer, mode: .compat) }),
    ]
    for input in inputs {
        if input.name != "Tokens/", !FileManager.default.fileExists(atPath: primer) { continue }

        // One iteration per sample (the default scaling), so setup and clean-up stay outside
        // the measured part.
        Benchmark("Preview: \(input.name), everything drawn", configuration: configuration) { benchmark in
            let out = scratch()
            benchmark.startMeasurement()
            blackHole(try GalleryWriter().write(input.load(), to: out))
            benchmark.stopMeasurement()
            try? FileManager.default.removeItem(at: out)
        }

        Benchmark("Preview: \(input.name), again with nothing changed", configuration: configuration) { benchmark in
            let out = scratch()
            try GalleryWriter().write(input.load(), to: out)
            benchmark.startMeasurement()
            blackHole(try GalleryWriter().write(input.load(), to: out))
            benchmark.stopMeasurement()
            try? FileManager.default.removeItem(at: out)
        }
    }
}
