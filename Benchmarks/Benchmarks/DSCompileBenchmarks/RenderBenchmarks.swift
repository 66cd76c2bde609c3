import Benchmark
import Foundation
@_spi(PNGReference) import Render
import TokenModel

/// Issue #4's frame, side by side in one run: drawing it, encoding it with Render's PNG
/// writer (its own deflate, and zlib's) and with Cairo's (`cairo_surface_write_to_png_stream`),
/// and decoding it.
func renderBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .custom("PNG bytes", polarity: .prefersSmaller, useScalingFactor: false)],
        timeUnits: .milliseconds, maxDuration: .seconds(5)
    )

    Benchmark("Render: draw the 1920 × 1080 frame (300 rounded rectangles with text)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try RenderBenchmarkFrame.draw())
        }
    }

    Benchmark("Render: encode the frame as PNG (ours)", configuration: configuration) { benchmark, image in
        var size = 0
        for _ in benchmark.scaledIterations {
            size = try image.pngData().count
        }
        benchmark.measurement(.custom("PNG bytes", polarity: .prefersSmaller, useScalingFactor: false), size)
    } setup: {
        try RenderBenchmarkFrame.draw()
    }

    // The plain paths beside Render's own deflate (issue 25's fast-path figures): zlib over
    // the same Up-filtered rows at the fast level the writer used before it (2), and at
    // Cairo's level (6, adaptive filters: `PNGEncodingOptions.compact`).
    for (name, options) in [("zlib level 2, Up", PNGEncodingOptions(compressionLevel: 2)), ("zlib level 6, adaptive", PNGEncodingOptions.compact)] {
        Benchmark("Render: encode the frame as PNG (\(name))", configuration: configuration) { benchmark, image in
            var size = 0
            for _ in benchmark.scaledIterations {
                size = try image.pngData(options: options).count
            }
            benchmark.measurement(.custom("PNG bytes", polarity: .prefersSmaller, useScalingFactor: false), size)
        } setup: {
            try RenderBenchmarkFrame.draw()
        }
    }

    Benchmark("Render: encode the frame as PNG (Cairo's writer)", configuration: configuration) { benchmark, image in
        var size = 0
        for _ in benchmark.scaledIterations {
            size = try image.cairoPNGData().count
        }
        benchmark.measurement(.custom("PNG bytes", polarity: .prefersSmaller, useScalingFactor: false), size)
    } setup: {
        try RenderBenchmarkFrame.draw()
    }

    Benchmark("Render: decode the frame's PNG (ours)", configuration: configuration) { benchmark, png in
        for _ in benchmark.scaledIterations {
            blackHole(try PixelImage(pngData: png))
        }
    } setup: {
        try RenderBenchmarkFrame.draw().pngData()
    }

    Benchmark("Render: decode the frame's PNG (Cairo's reader)", configuration: configuration) { benchmark, png in
        for _ in benchmark.scaledIterations {
            blackHole(try PixelImage(cairoPNGData: png))
        }
    } setup: {
        try RenderBenchmarkFrame.draw().pngData()
    }
}

/// The benchmark frame: 1920 × 1080 at scale 1, a white background and 300 rounded
/// rectangles with a label each, placed and colored by a fixed pseudo-random sequence.
enum RenderBenchmarkFrame {
    static func draw() throws -> PixelImage {
        let canvas = try Canvas(size: CGSize(width: 1920, height: 1080), scale: 1)
        canvas.clear(with: Color(srgbHex: 0xFFFFFF))
        let colors: [UInt32] = [0x1F6FEB, 0xF97316, 0x16A34A, 0xDC2626, 0x9333EA, 0x0EA5E9, 0xEAB308, 0x64748B]
        let style = TextStyle(typography: Typography(fontFamily: ["Inter"], fontSize: 14))
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for index in 0..<300 {
            let rect = CGRect(x: next(1_760), y: next(1_020), width: 60 + next(160), height: 28 + next(60))
            canvas.fill(rect, color: Color(srgbHex: colors[index % colors.count], alpha: index % 3 == 0 ? 0.6 : 1), cornerRadius: 8)
            canvas.draw(try TextLayout(text: "Button \(index + 1)", style: style), at: CGPoint(x: rect.minX + 10, y: rect.minY + 6))
        }
        return try canvas.makeImage()
    }
}
