import Benchmark
import Builders
import Foundation
import Render
import TokenModel

/// The walking skeleton's path, stage by stage: load and resolve `Tokens/`, lay out and
/// render the error label, encode the PNG.
let benchmarks: @Sendable () -> Void = {
    let tokens = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tokens").path
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], maxDuration: .seconds(3))
    tokenModelBenchmarks()
    renderBenchmarks()
    constraintSolverBenchmarks()
    layoutBenchmarks()
    codegenBenchmarks()
    snapshotBenchmarks()
    snapshotReportBenchmarks()
    componentBenchmarks()
    previewBenchmarks()
    previewCompareBenchmarks()
    buildMemoryBenchmarks()

    Benchmark("Load and resolve Tokens/ (every theme)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try DesignSystemLoader.load(paths: [tokens]))
        }
    }

    Benchmark("Render the error label at scale 2") { benchmark in
        let label = LabelBuilder.startBuild()
            .setFont(Typography(fontFamily: ["Inter"], fontSize: 16, lineHeight: 1.5))
            .setTextColor(UIColor(Color(srgbHex: 0xD32F2F)))
            .setNumberOfLines(0)
            .setText("Enter an email address, such as name@example.com.")
            .build()
        for _ in benchmark.scaledIterations {
            blackHole(try Renderer(scale: 2).renderFitting(label, width: 288, padding: 16))
        }
    }

    Benchmark("Encode a 544 × 160 PNG (our writer)") { benchmark in
        let canvas = try Canvas(size: CGSize(width: 272, height: 80), scale: 2)
        canvas.fill(CGRect(x: 0, y: 0, width: 272, height: 80), color: Color(srgbHex: 0xFFFFFF))
        canvas.draw(try TextLayout(text: "Enter an email address.", style: TextStyle(typography: Typography(fontFamily: ["Inter"], fontSize: 16))), at: CGPoint(x: 16, y: 16))
        let image = try canvas.makeImage()
        for _ in benchmark.scaledIterations {
            blackHole(try image.pngData())
        }
    }
}
