import Benchmark
import Builders
import Foundation
import Render
import TokenModel

/// The map pin and the image helpers, each rendered to PNG at scale 2 (target: under
/// 2 ms; the map pin under 0.5 ms with a warm cache miss).
func pinAndImageBenchmarks() {
    // A drawer made and its fonts warmed by one pin beforehand; every iteration then asks
    // for a text it has not drawn, so each is a cache miss: layout, fill, text, PNG. The
    // texts are random prices, since the closure runs again for every sample and a counter
    // would start again at 0 (and hit the cache).
    Benchmark("Components: map pin, warm cache miss, to PNG", configuration: componentBenchmarkConfiguration) { benchmark, drawer in
        for _ in benchmark.scaledIterations {
            let price = Int.random(in: 0..<1_000_000_000)
            blackHole(try drawer.image(for: "\(price) ₽", selected: price % 2 == 0).image.pngData())
        }
    } setup: {
        try PinAndImageBenchmarkImages.warmDrawer(drawing: "0 ₽")
    }

    Benchmark("Components: map pin, cache hit, to PNG", configuration: componentBenchmarkConfiguration) { benchmark, drawer in
        for _ in benchmark.scaledIterations {
            blackHole(try drawer.image(for: "1 250 ₽").image.pngData())
        }
    } setup: {
        try PinAndImageBenchmarkImages.warmDrawer(drawing: "1 250 ₽")
    }

    Benchmark("Components: badge with count 12 and ring, to PNG", configuration: componentBenchmarkConfiguration) { benchmark, image in
        for _ in benchmark.scaledIterations {
            blackHole(try image.badgedImage(count: 12, dimension: 18, strokeWidth: 2, backgroundBadgeColor: Color(srgbHex: 0xF44336)).pngData())
        }
    } setup: {
        try PinAndImageBenchmarkImages.photo()
    }

    Benchmark("Components: badge image form, to PNG", configuration: componentBenchmarkConfiguration) { benchmark, images in
        for _ in benchmark.scaledIterations {
            blackHole(try images.photo.badgedImage(images.badge, dimension: 18).pngData())
        }
    } setup: {
        try PinAndImageBenchmarkImages.photoAndBadge()
    }

    Benchmark("Components: initials on a 40 pt circle, to PNG", configuration: componentBenchmarkConfiguration) { benchmark, circle in
        let font = Typography(fontFamily: ["Inter", "DejaVu Sans"], fontSize: 17, fontWeight: .semiBold)
        for _ in benchmark.scaledIterations {
            blackHole(try circle.drawInitials(firstname: "Anna", lastname: "Petrova", font: font, textColor: Color(srgbHex: 0xFFFFFF)).pngData())
        }
    } setup: {
        try PinAndImageBenchmarkImages.circle()
    }

    Benchmark("Components: 40 × 40 pt color image, to PNG", configuration: componentBenchmarkConfiguration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try PixelImage(color: Color(srgbHex: 0xF97316), size: CGSize(width: 40, height: 40), scale: 2).pngData())
        }
    }

    Benchmark("Components: masks by color and by alpha, to PNG", configuration: componentBenchmarkConfiguration) { benchmark, image in
        for _ in benchmark.scaledIterations {
            blackHole(try image.mask(with: Color(srgbHex: 0x525B6B)).pngData())
            blackHole(try image.mask(withAlpha: 0.4).pngData())
        }
    } setup: {
        try MapPinDrawer().image(for: "mask").image
    }
}

/// The source images of the image-helper benchmarks, and the warmed drawer.
enum PinAndImageBenchmarkImages {
    /// A drawer that has drawn `text`, so its fonts are loaded and `text` is cached.
    static func warmDrawer(drawing text: String) throws -> MapPinDrawer {
        let drawer = MapPinDrawer()
        _ = try drawer.image(for: text)
        return drawer
    }

    /// A 40-point grey circle at scale 2, the background of initials.
    static func circle() throws -> PixelImage {
        let canvas = try Canvas(size: CGSize(width: 40, height: 40), scale: 2)
        canvas.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40)), color: Color(srgbHex: 0x9AA3B2))
        return try canvas.makeImage()
    }

    /// The photo and an 18-point blue badge image.
    static func photoAndBadge() throws -> (photo: PixelImage, badge: PixelImage) {
        (try photo(), try PixelImage(color: Color(srgbHex: 0x1F6FEB), size: CGSize(width: 18, height: 18), scale: 2))
    }

    /// A 40 × 40 pt picture at scale 2: a colored square with a circle, like an avatar.
    static func photo() throws -> PixelImage {
        let canvas = try Canvas(size: CGSize(width: 40, height: 40), scale: 2)
        canvas.clear(with: Color(srgbHex: 0xF97316))
        canvas.fill(Path(ellipseIn: CGRect(x: 8, y: 8, width: 24, height: 24)), color: Color(srgbHex: 0xFFFFFF))
        return try canvas.makeImage()
    }
}
