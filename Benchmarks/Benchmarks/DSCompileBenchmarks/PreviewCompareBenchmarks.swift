import Benchmark
import Foundation
import Gallery
import TokenModel

/// Issue #27's figure: `preview --compare` of the Primer corpus with one token changed
/// (`fgColor.default` aliasing another gray), against what it must stay under twice of: an
/// incremental preview of the same change into a gallery drawn before it.
func previewCompareBenchmarks() {
    let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let corpus = root.appendingPathComponent("Tests/Fixtures/corpus/dtcg-examples")
    guard FileManager.default.fileExists(atPath: corpus.appendingPathComponent("github-primer.resolver.json").path) else { return }
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .peakMemoryResident], maxDuration: .seconds(30), maxIterations: 10)

    /// A copy of Primer (its resolver and folder) with one token changed, and both loaded.
    struct Versions {
        let scratch: URL
        let load: @Sendable (Bool) throws -> ResolvedDesignSystem
    }
    func versions() throws -> Versions {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("compare-bench-\(UUID().uuidString)")
        for (name, changed) in [("old", false), ("new", true)] {
            let folder = scratch.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: corpus.appendingPathComponent("github-primer"), to: folder.appendingPathComponent("github-primer"))
            try FileManager.default.copyItem(at: corpus.appendingPathComponent("github-primer.resolver.json"),
                                             to: folder.appendingPathComponent("github-primer.resolver.json"))
            guard changed else { continue }
            let file = folder.appendingPathComponent("github-primer/functional/color/fgColor.tokens.json")
            let text = try String(contentsOf: file, encoding: .utf8)
            guard let range = text.range(of: "\"$value\": \"{base.color.neutral.13}\"") else { throw CocoaError(.fileReadCorruptFile) }
            try text.replacingCharacters(in: range, with: "\"$value\": \"{base.color.neutral.11}\"").write(to: file, atomically: true, encoding: .utf8)
        }
        return Versions(scratch: scratch) { changed in
            try DesignSystemLoader.load(paths: [], resolver: scratch.appendingPathComponent("\(changed ? "new" : "old")/github-primer.resolver.json").path,
                                        mode: .compat)
        }
    }

    Benchmark("Preview: the Primer corpus, one token changed, incremental", configuration: configuration) { benchmark in
        let primer = try versions()
        let out = primer.scratch.appendingPathComponent("Preview")
        try GalleryWriter().write(primer.load(false), to: out)
        benchmark.startMeasurement()
        blackHole(try GalleryWriter().write(primer.load(true), to: out))
        benchmark.stopMeasurement()
        try? FileManager.default.removeItem(at: primer.scratch)
    }

    Benchmark("Preview: the Primer corpus, one token changed, --compare", configuration: configuration) { benchmark in
        let primer = try versions()
        let out = primer.scratch.appendingPathComponent("Review")
        benchmark.startMeasurement()
        // Both versions are read, as the command reads them.
        let before = try primer.load(false), after = try primer.load(true)
        let outcome = try DesignSystemComparison(options: .init(directory: out))
            .run(before: .init(system: before, label: "old", sourceFolder: nil), after: .init(system: after, label: "new", sourceFolder: nil))
        benchmark.stopMeasurement()
        precondition(outcome.hasChanges)
        try? FileManager.default.removeItem(at: primer.scratch)
    }
}
