import Foundation
import ImageDiff
import ImageFixtures
import Render
import TestSupport
import Testing

/// Our counts against PyPI's pixelmatch and pixelmatch-fast on the same PNGs, through
/// tools/pixelmatch_compare.py. Runs where `python3 tools/pixelmatch_compare.py install`
/// has been run (it needs Pillow, numpy, numba and click); skipped elsewhere.
@Suite("pixelmatch cross-check", .enabled(if: PixelmatchScript.isInstalled))
struct PixelmatchCrossCheckTests {
    private typealias F = ComparisonFixtures

    @Test(arguments: [
        ("subpixel offset at 48 points", 10.3, "Sphinx of black", 48.0),
        ("subpixel offset of a sentence at 48 points", 10.3, "Sphinx of black quartz, judge my vow", 48.0),
        ("subpixel offset at 16 points", 10.3, "Sphinx of black quartz, judge my vow", 16.0),
        ("changed word", 10.0, "Sphinx of black quartz, judge my cow", 16.0),
        ("changed word and offset", 10.6, "Sphinx of black quartz, judge my cow", 24.0),
    ])
    func countsAgreeWithPixelmatch(_ name: String, offset: Double, text: String, size: Double) throws {
        let expected = try F.text(at: 10, text.hasSuffix("cow") ? F.sentence : text, size: size), actual = try F.text(at: offset, text, size: size)
        let folder = try PackagePaths.temporaryDirectory()
        let expectedURL = folder.appendingPathComponent("expected.png"), actualURL = folder.appendingPathComponent("actual.png")
        try expected.writePNG(to: expectedURL)
        try actual.writePNG(to: actualURL)
        // pixelmatch's threshold (0.1) and brightness-only anti-aliasing test, not our default.
        let options = ComparisonOptions(threshold: 0.1, antiAliasing: .pixelmatch)
        let ours = ImageComparison(options: options).compare(expected: expected, actual: actual).differingPixels
        for line in try PixelmatchScript.run(["count", expectedURL.path, actualURL.path]) {
            let impl = line["impl"] as? String ?? "?"
            #expect(line["count"] as? Int == ours, "\(name): \(impl) counts \(line["count"] ?? "nothing"), we count \(ours)")
        }
    }
}
