import Benchmark
import Foundation
import ImageDiff
import Render
import TokenModel

/// Issue #8's comparison, side by side in one run on two 1920 × 1080 PNGs (the Render
/// benchmark frame, and the same frame with one more labelled button): decoding the two
/// files alone, decoding and comparing them (ours, with `ComparisonOptions.pixelmatch`, the
/// settings pixelmatch runs with, not our exact default), the equal-pixels check of a fresh
/// render against its reference, and PyPI's pixelmatch and pixelmatch-fast on the same
/// files (tools/pixelmatch_compare.py, timed inside Python; run its `install` first).
func snapshotBenchmarks() {
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], timeUnits: .milliseconds, maxDuration: .seconds(5))

    // MARK: - Ours

    Benchmark("Snapshot: decode the two PNGs alone (ours)", configuration: configuration) { benchmark, files in
        for _ in benchmark.scaledIterations {
            blackHole(try PixelImage(pngData: files.expected))
            blackHole(try PixelImage(pngData: files.actual))
        }
    } setup: {
        try SnapshotBenchmarkFiles.shared()
    }

    Benchmark("Snapshot: decode the two PNGs and compare (ours)", configuration: configuration) { benchmark, files in
        for _ in benchmark.scaledIterations {
            let outcome = ImageComparison(options: .pixelmatch).compare(expected: try PixelImage(pngData: files.expected), actual: try PixelImage(pngData: files.actual))
            blackHole(outcome)
        }
    } setup: {
        try SnapshotBenchmarkFiles.shared()
    }

    Benchmark("Snapshot: decode the two PNGs, compare and draw the diff image (ours)", configuration: configuration) { benchmark, files in
        for _ in benchmark.scaledIterations {
            let outcome = ImageComparison(options: .pixelmatch).compare(expected: try PixelImage(pngData: files.expected),
                                                    actual: try PixelImage(pngData: files.actual), makingDiffImage: true)
            blackHole(outcome)
        }
    } setup: {
        try SnapshotBenchmarkFiles.shared()
    }

    Benchmark("Snapshot: compare the decoded images alone (ours)", configuration: configuration) { (benchmark: Benchmark, images: SnapshotBenchmarkImages) in
        for _ in benchmark.scaledIterations {
            blackHole(ImageComparison(options: .pixelmatch).compare(expected: images.reference, actual: images.changed))
        }
    } setup: {
        try SnapshotBenchmarkImages()
    }

    Benchmark("Snapshot: equal-pixels check of a fresh render, by its reference's digest (ours)", configuration: configuration) { (benchmark: Benchmark, images: SnapshotBenchmarkImages) in
        for _ in benchmark.scaledIterations {
            blackHole(images.referenceDigest.matches(images.freshRender))
        }
    } setup: {
        try SnapshotBenchmarkImages()
    }

    // What SnapshotVerification does end to end: read the reference file, find its digest
    // chunk, hash the render.
    Benchmark("Snapshot: equal-pixels check of a fresh render, reading the reference file's digest (ours)", configuration: configuration) { (benchmark: Benchmark, images: SnapshotBenchmarkImages) in
        for _ in benchmark.scaledIterations {
            let data = try Data(contentsOf: images.referenceWithDigest)
            let digest = try PNGTextChunks.read(from: data)["dscompile-pixel-digest"].flatMap(PixelDigest.init)
            blackHole(digest?.matches(images.freshRender) == true)
        }
    } setup: {
        try SnapshotBenchmarkImages()
    }

    Benchmark("Snapshot: equal-pixels check of a fresh render, against the decoded reference (ours)", configuration: configuration) { (benchmark: Benchmark, images: SnapshotBenchmarkImages) in
        for _ in benchmark.scaledIterations {
            blackHole(ImageComparison().compare(expected: images.reference, actual: images.freshRender))
        }
    } setup: {
        try SnapshotBenchmarkImages()
    }

    // MARK: - pixelmatch from PyPI

    for impl in ["pixelmatch-fast", "pixelmatch"] {
        let metrics: [BenchmarkMetric] = [
            .custom("\(impl) decode ms", polarity: .prefersSmaller, useScalingFactor: false),
            .custom("\(impl) decode + compare ms", polarity: .prefersSmaller, useScalingFactor: false),
            .custom("\(impl) count", polarity: .prefersSmaller, useScalingFactor: false),
        ]
        let python = Benchmark.Configuration(metrics: [.wallClock] + metrics, timeUnits: .milliseconds,
                                             maxDuration: .seconds(1), maxIterations: 1)
        Benchmark("Snapshot: decode the two PNGs and compare (\(impl), Python)", configuration: python) { benchmark, files in
            let result = try SnapshotBenchmarkFiles.runPixelmatch(impl, files: files)
            benchmark.measurement(metrics[0], Int((result.decodeSeconds * 1000).rounded()))
            benchmark.measurement(metrics[1], Int((result.totalSeconds * 1000).rounded()))
            benchmark.measurement(metrics[2], result.count)
        } setup: {
            try SnapshotBenchmarkFiles.shared()
        }
    }
}

/// The benchmark files decoded, a fresh render of the reference and the reference's digest.
struct SnapshotBenchmarkImages: Sendable {
    let reference: PixelImage
    let changed: PixelImage
    let freshRender: PixelImage
    let referenceDigest: PixelDigest
    /// The reference PNG as a recorded reference is stored: with its digest in a `tEXt` chunk.
    let referenceWithDigest: URL

    init() throws {
        let files = try SnapshotBenchmarkFiles.shared()
        reference = try PixelImage(pngData: files.expected)
        changed = try PixelImage(pngData: files.actual)
        freshRender = try RenderBenchmarkFrame.draw()
        referenceDigest = PixelDigest(of: reference)
        // The keyword of SnapshotVerification.digestKeyword.
        referenceWithDigest = files.expectedURL.deletingLastPathComponent().appendingPathComponent("reference-with-digest.png")
        try PNGTextChunks.inserting(["dscompile-pixel-digest": referenceDigest.description], into: files.expected)
            .write(to: referenceWithDigest, options: .atomic)
    }
}

/// The two PNGs of the snapshot benchmarks, written once to a temporary folder for Python.
struct SnapshotBenchmarkFiles: Sendable {
    let expected: Data
    let actual: Data
    let expectedURL: URL
    let actualURL: URL

    /// The files, made on first use.
    static func shared() throws -> SnapshotBenchmarkFiles {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dscompile-snapshot-benchmark")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let expected = try RenderBenchmarkFrame.draw()
        let canvas = try Canvas(size: CGSize(width: expected.width, height: expected.height), scale: 1)
        canvas.draw(expected, in: CGRect(x: 0, y: 0, width: expected.width, height: expected.height))
        let changed = CGRect(x: 900, y: 500, width: 140, height: 36)
        canvas.fill(changed, color: Color(srgbHex: 0xDC2626), cornerRadius: 8)
        let style = TextStyle(typography: Typography(fontFamily: ["Inter"], fontSize: 14))
        canvas.draw(try TextLayout(text: "Button changed", style: style), at: CGPoint(x: changed.minX + 10, y: changed.minY + 8))
        let files = SnapshotBenchmarkFiles(
            expected: try expected.pngData(), actual: try canvas.makeImage().pngData(),
            expectedURL: folder.appendingPathComponent("expected.png"), actualURL: folder.appendingPathComponent("actual.png")
        )
        try files.expected.write(to: files.expectedURL, options: .atomic)
        try files.actual.write(to: files.actualURL, options: .atomic)
        return files
    }

    /// Runs tools/pixelmatch_compare.py's `bench` for `impl` (one timed run after a warm-up).
    static func runPixelmatch(_ impl: String, files: SnapshotBenchmarkFiles) throws -> (decodeSeconds: Double, totalSeconds: Double, count: Int) {
        let script = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("tools/pixelmatch_compare.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "bench", files.expectedURL.path, files.actualURL.path, "--runs", "1", "--impl", impl]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let line = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let decode = line["decode_seconds"] as? Double, let total = line["decode_and_compare_seconds"] as? Double,
              let count = line["count"] as? Int else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "\(script.path) failed for \(impl); run its install command"])
        }
        print("\(impl): decode \(decode) s, decode + compare \(total) s, \(count) pixels differ")
        return (decode, total, count)
    }
}
