import Benchmark
import Builders
import Foundation
import Render
import TokenModel

/// The skeleton group: a skeleton card's frame to PNG at scale 2 (target < 2 ms) and its
/// render alone, a 60-frame APNG of one shimmer loop (target < 150 ms; the 40 frames of the
/// rest are alike and written once, and the same with every frame written), and a loading
/// screen's frame.
func skeletonBenchmarks() {
    Benchmark("Components: skeleton card frame to PNG @2x", configuration: componentBenchmarkConfiguration) { benchmark in
        let card = skeletonCard()
        let renderer = Renderer(scale: 2)
        for _ in benchmark.scaledIterations {
            blackHole(try card.frame(at: 0.25, renderer: renderer).pngData())
        }
    }

    Benchmark("Components: skeleton card frame render only @2x", configuration: componentBenchmarkConfiguration) { benchmark in
        let card = skeletonCard()
        let renderer = Renderer(scale: 2)
        for _ in benchmark.scaledIterations {
            blackHole(try card.frame(at: 0.25, renderer: renderer))
        }
    }

    Benchmark("Components: skeleton 60-frame shimmer APNG @2x", configuration: componentBenchmarkConfiguration) { benchmark in
        let card = skeletonCard()
        let renderer = Renderer(scale: 2)
        for _ in benchmark.scaledIterations {
            blackHole(try card.animatedPNG(frameCount: 60, renderer: renderer))
        }
    }

    Benchmark("Components: skeleton 60-frame shimmer APNG @2x, every frame written", configuration: componentBenchmarkConfiguration) { benchmark in
        let card = skeletonCard()
        let renderer = Renderer(scale: 2)
        for _ in benchmark.scaledIterations {
            blackHole(try card.animatedPNG(frameCount: 60, mergingRepeatedFrames: false, renderer: renderer))
        }
    }

    Benchmark("Components: loading view frame to PNG @2x", configuration: componentBenchmarkConfiguration) { benchmark in
        let loading = LoadingView(frame: CGRect(x: 0, y: 0, width: 320, height: 560))
        loading.configure(blocks: [
            LoadingPlaceholderBlock(height: 72, placeholders: [
                LoadingPlaceholder(frame: CGRect(x: 16, y: 12, width: 48, height: 48), cornerRadius: 24),
                LoadingPlaceholder(frame: CGRect(x: 76, y: 20, width: 0, height: 14), cornerRadius: 7, trailingInset: 96),
            ]),
            LoadingPlaceholderBlock(height: 40, placeholders: [
                LoadingPlaceholder(frame: CGRect(x: 16, y: 12, width: 0, height: 14), cornerRadius: 7, trailingInset: 40),
            ]),
        ], config: LoadingViewConfig(topOffset: 16, placeholderColor: Themed(Color(srgbHex: 0xDDE1E8)),
                                     needGradient: true, needRepeatLast: true))
        let renderer = Renderer(scale: 2)
        for _ in benchmark.scaledIterations {
            blackHole(try loading.frame(at: 0.35, renderer: renderer).pngData())
        }
    }
}

/// A 320 × 124 profile card's placeholders: an avatar circle and four lines.
private func skeletonCard() -> SkeletonView {
    let card = SkeletonView(frame: CGRect(x: 0, y: 0, width: 320, height: 124))
    card.gradientBackgroundColor = Themed(Color(srgbHex: 0xDDE1E8))
    card.gradientMovingColor = Themed(Color(srgbHex: 0xFFFFFF))
    for (frame, radius) in [(CGRect(x: 16, y: 16, width: 48, height: 48), 24.0), (CGRect(x: 80, y: 22, width: 176, height: 14), 7),
                            (CGRect(x: 80, y: 44, width: 112, height: 12), 6), (CGRect(x: 16, y: 80, width: 288, height: 10), 5),
                            (CGRect(x: 16, y: 98, width: 224, height: 10), 5)] {
        let shape = View(frame: frame)
        shape.cornerRadius = CGFloat(radius)
        card.addSubview(shape)
    }
    return card
}
