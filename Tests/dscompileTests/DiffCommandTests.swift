import Foundation
import Render
import TestSupport
import Testing

/// `dscompile diff` end to end: its exit codes (0 match, 1 differ, 2 error), its one-line
/// summary, the diff image it writes and the inputs it refuses.
@Suite("dscompile diff")
struct DiffCommandTests {
    // MARK: - Fixtures

    /// Opaque mid gray; `changed` is the same image with one pixel red.
    private static let gray: UInt32 = 0xFF80_8080

    /// A folder with `expected.png` (10 × 10 gray) and `actual.png` (the same, with the pixel
    /// at index `changedPixel` set to `changedColor`, or `width` other than 10).
    private func folder(changedPixel: Int? = nil, changedColor: UInt32 = 0xFFFF_0000, actualWidth: Int = 10) throws -> URL {
        let folder = try PackagePaths.temporaryDirectory()
        try Self.image(width: 10).writePNG(to: folder.appendingPathComponent("expected.png"))
        var actual = Array(repeating: Self.gray, count: actualWidth * 10)
        if let changedPixel { actual[changedPixel] = changedColor }
        try PixelImage(width: actualWidth, height: 10, pixels: actual).writePNG(to: folder.appendingPathComponent("actual.png"))
        return folder
    }

    private static func image(width: Int) throws -> PixelImage {
        try PixelImage(width: width, height: 10, pixels: Array(repeating: gray, count: width * 10))
    }

    private func diff(_ arguments: [String], in folder: URL) throws -> DSCompileProcess.Run {
        try DSCompileProcess.run(["diff"] + arguments, in: folder)
    }

    // MARK: - Verdicts

    @Test func identicalImagesExit0() throws {
        let run = try diff(["expected.png", "actual.png"], in: folder())
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == "match: identical, 0 pixels differ (0 % of 100)\n")
    }

    @Test func aOnePixelChangeExits1AndCountsIt() throws {
        let run = try diff(["expected.png", "actual.png"], in: folder(changedPixel: 55))
        #expect(run.status == 1, "\(run.errors)")
        #expect(run.output == "differ: 1 pixel differs (1 % of 100)\n")
    }

    @Test func differentSizesExit1WithBothSizes() throws {
        let run = try diff(["expected.png", "actual.png"], in: folder(actualWidth: 12))
        #expect(run.status == 1, "\(run.errors)")
        #expect(run.output == "differ: the sizes differ: expected 10 × 10 pixels, actual 12 × 10 pixels\n")
    }

    @Test func theThresholdDecidesWhetherASmallChangeCounts() throws {
        // One step of gray counts by default (threshold 0), and is far under pixelmatch's 0.1.
        let folder = try folder(changedPixel: 0, changedColor: 0xFF81_8181)
        let strict = try diff(["expected.png", "actual.png"], in: folder)
        #expect(strict.status == 1)
        #expect(strict.output.hasPrefix("differ: 1 pixel differs"))
        #expect(try diff(["expected.png", "actual.png", "--threshold", "0.1"], in: folder).status == 0)
    }

    // MARK: - Tolerance

    @Test(arguments: [
        (["--tolerance", "1"], Int32(0), "match: 1 pixel differs (1 % of 100); within the tolerance of 1 pixel\n"),
        (["--tolerance", "1%"], 0, "match: 1 pixel differs (1 % of 100); within the tolerance of 1 %\n"),
        (["--tolerance", "0.5%"], 1, "differ: 1 pixel differs (1 % of 100); over the tolerance of 0.5 %\n"),
        (["--tolerance", "0"], 1, "differ: 1 pixel differs (1 % of 100)\n"),
    ])
    func toleranceTakesACountOrAPercentage(arguments: [String], status: Int32, output: String) throws {
        let run = try diff(["expected.png", "actual.png"] + arguments, in: folder(changedPixel: 3))
        #expect(run.status == status, "\(run.errors)")
        #expect(run.output == output)
    }

    // MARK: - The diff image

    @Test func outputIsExpectedDiffActualSideBySide() throws {
        let folder = try folder(changedPixel: 12)
        let run = try diff(["expected.png", "actual.png", "--output", "diff.png"], in: folder)
        #expect(run.status == 1, "\(run.errors)")
        let picture = try PixelImage(pngData: Data(contentsOf: folder.appendingPathComponent("diff.png")))
        #expect(picture.width == 30 && picture.height == 10)
        // Row 1, column 2: the changed pixel, red in the middle panel and in the actual one.
        #expect(picture.pixels[1 * 30 + 10 + 2] == 0xFFFF_0000)
        #expect(picture.pixels[1 * 30 + 20 + 2] == 0xFFFF_0000)
        #expect(picture.pixels[1 * 30 + 2] == Self.gray)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["actual.png", "diff.png", "expected.png"])
    }

    @Test func identicalImagesWriteNoDiffImageAndSaySo() throws {
        let folder = try folder()
        let run = try diff(["expected.png", "actual.png", "--output", "diff.png"], in: folder)
        #expect(run.status == 0)
        #expect(run.errors == "dscompile: no diff image written to diff.png: the images are identical\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("diff.png").path))
    }

    @Test(arguments: ["expected.png", "./actual.png", "sub/../expected.png", "link.png"])
    func outputNamingAnInputIsRefused(output: String) throws {
        let folder = try folder(changedPixel: 0)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try FileManager.default.linkItem(at: folder.appendingPathComponent("actual.png"), to: folder.appendingPathComponent("link.png"))
        let before = try Data(contentsOf: folder.appendingPathComponent("expected.png"))
        let run = try diff(["expected.png", "actual.png", "--output", output], in: folder)
        #expect(run.status == 2)
        #expect(run.errors.contains("--output '\(output)' is "), "\(run.errors)")
        #expect(run.errors.contains("the diff image is never written over an input"))
        #expect(try Data(contentsOf: folder.appendingPathComponent("expected.png")) == before)
        #expect(run.output.isEmpty)
    }

    // MARK: - Errors

    @Test func aMissingFileExits2AndIsNamed() throws {
        let run = try diff(["expected.png", "nowhere.png"], in: folder())
        #expect(run.status == 2)
        #expect(run.errors == "dscompile: error: nowhere.png does not exist\n")
        #expect(run.output.isEmpty)
    }

    @Test func aCorruptFileExits2AndIsNamed() throws {
        let folder = try folder()
        let png = try Data(contentsOf: folder.appendingPathComponent("expected.png"))
        try png.prefix(png.count / 2).write(to: folder.appendingPathComponent("expected.png"))
        let run = try diff(["expected.png", "actual.png"], in: folder)
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("dscompile: error: expected.png is not a valid PNG: "), "\(run.errors)")
        #expect(run.output.isEmpty)
    }

    @Test(arguments: [
        (["expected.png"], "Missing expected argument"),
        (["expected.png", "actual.png", "--threshold", "1.5"], "--threshold must be from 0 to 1, not 1.5"),
        (["expected.png", "actual.png", "--threshold", "nan"], "--threshold must be from 0 to 1"),
        (["expected.png", "actual.png", "--tolerance=-3"], "--tolerance must be a whole number of pixels (12) or a percentage from 0 to 100 (0.5%), not '-3'"),
        (["expected.png", "actual.png", "--tolerance", "101%"], "not '101%'"),
        (["expected.png", "actual.png", "--tolerance", "few"], "not 'few'"),
    ])
    func usageErrorsExit2(arguments: [String], message: String) throws {
        let run = try diff(arguments, in: folder())
        #expect(run.status == 2)
        #expect(run.errors.contains(message), "\(run.errors)")
    }

    @Test func helpExplainsThresholdToleranceAntiAliasingAndExitCodes() throws {
        let run = try DSCompileProcess.run(["diff", "--help"])
        #expect(run.status == 0)
        let help = run.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for phrase in ["YIQ", "The default, 0, is exact", "0.1 is pixelmatch's", "anti-aliasing", "--tolerance", "0.5%", "Exit codes: 0", "1 they differ", "2 an error"] {
            #expect(help.contains(phrase), "\(phrase)")
        }
    }
}
