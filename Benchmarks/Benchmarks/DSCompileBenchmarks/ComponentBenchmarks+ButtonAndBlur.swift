import Benchmark
import Builders
import Foundation
import Render
import TokenModel

/// The common button and the blur view, each rendered to PNG at scale 2 (target: under
/// 2 ms each, the PNG write included).
func buttonAndBlurBenchmarks() {
    // A highlighted 180 × 44 button with a title, a border and a rounded, clipped corner:
    // background, text layout, clip, border, PNG.
    Benchmark("Components: common button (highlighted, 180 × 44) to PNG", configuration: componentBenchmarkConfiguration) { benchmark in
        let button = CommonButtonBuilder.startBuild()
            .setBackgroundColor(UIColor(Color(srgbHex: 0x1F6FEB)), for: .normal)
            .setBackgroundColor(UIColor(Color(srgbHex: 0x195BC2)), for: .highlighted)
            .setTitleColor(UIColor(Color(srgbHex: 0xFFFFFF)), for: .normal)
            .setTitleTypography(Typography(fontFamily: ["Inter", "DejaVu Sans"], fontSize: 16))
            .setTitleForAllStates("Pay 1 200 ₽")
            .setBorder(width: 1, color: UIColor(Color(srgbHex: 0x15181E)))
            .setCornerRadius(12)
            .setState(.highlighted)
            .build()
        button.frame = CGRect(x: 0, y: 0, width: 180, height: 44)
        let renderer = Renderer(scale: 2)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try renderer.render(button).pngData())
        }
    }

    // A 160 × 72 frosted blur (radius 8) over 24 colored stripes, tinted: the stripes,
    // the read-back, four blurred channels, the tint, PNG.
    Benchmark("Components: blur view (160 × 72, radius 8) over stripes to PNG", configuration: componentBenchmarkConfiguration) { benchmark in
        let root = View(frame: CGRect(x: 0, y: 0, width: 160, height: 72))
        let colors: [UInt32] = [0xF44336, 0xFF9800, 0xFFEB3B, 0x4CAF50, 0x2196F3, 0x9C27B0]
        for index in 0..<20 {
            let stripe = View(frame: CGRect(x: CGFloat(index) * 8, y: 0, width: 8, height: 72))
            stripe.backgroundColor = Themed(Color(srgbHex: colors[index % colors.count]))
            root.addSubview(stripe)
        }
        let blur = BlurBuilder.startBuild()
            .setBlurRadius(8)
            .setTintColor(UIColor(Color(srgbHex: 0xFFFFFF, alpha: 0.35)))
            .setCornerRadius(16)
            .build()
        blur.frame = root.bounds
        root.addSubview(blur)
        let renderer = Renderer(scale: 2)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try renderer.render(root).pngData())
        }
    }
}
