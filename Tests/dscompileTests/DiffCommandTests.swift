import Foundation
import ImageFixtures
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

    /// What no message may contain: Foundation's raw error descriptions.
    private func expectWords(_ run: DSCompileProcess.Run, sourceLocation: SourceLocation = #_sourceLocation) {
        for raw in ["Error Domain=", "NSCocoaErrorDomain", "NSPOSIXErrorDomain", "UserInfo="] {
            #expect(!run.errors.contains(raw), "\(run.errors)", sourceLocation: sourceLocation)
        }
    }

    @Test func aFolderGivenAsAnInputExits2AndSaysSo() throws {
        let folder = try folder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("shots.png"), withIntermediateDirectories: true)
        let run = try diff(["expected.png", "shots.png"], in: folder)
        #expect(run.status == 2)
        #expect(run.errors == "dscompile: error: shots.png is a folder, not a PNG file\n")
        expectWords(run)
    }

    @Test func aTruncatedFileSaysWhatIsMissing() throws {
        let folder = try folder()
        let png = try Data(contentsOf: folder.appendingPathComponent("actual.png"))
        try png.prefix(png.count - 12).write(to: folder.appendingPathComponent("actual.png"))
        let run = try diff(["expected.png", "actual.png"], in: folder)
        #expect(run.status == 2)
        #expect(run.errors == "dscompile: error: actual.png is not a valid PNG: truncated: the file ends without an IEND chunk\n")
        expectWords(run)
    }

    @Test(.enabled(if: getuid() != 0, "root reads every file"))
    func anUnreadableFileSaysPermissionDenied() throws {
        let folder = try folder()
        let actual = folder.appendingPathComponent("actual.png")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: actual.path)
        let run = try diff(["expected.png", "actual.png"], in: folder)
        #expect(run.status == 2)
        #expect(run.errors == "dscompile: error: actual.png cannot be read: permission denied\n")
        expectWords(run)
    }

    // MARK: - Where the diff image goes

    @Test func anOutputThatIsAFolderIsRefusedBeforeComparing() throws {
        let folder = try folder(changedPixel: 3)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
        let run = try diff(["expected.png", "actual.png", "--output", "out"], in: folder)
        #expect(run.status == 2)
        #expect(run.errors == "dscompile: error: --output out is a folder; name the PNG file to write, such as out/diff.png\n")
        #expect(run.output.isEmpty)
        expectWords(run)
    }

    @Test func anOutputInsideAFileOrAMissingFolderIsRefusedNamingIt() throws {
        let folder = try folder(changedPixel: 3)
        try Data("notes".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let inFile = try diff(["expected.png", "actual.png", "--output", "notes.txt/diff.png"], in: folder)
        #expect(inFile.status == 2)
        #expect(inFile.errors == "dscompile: error: cannot write the diff image to notes.txt/diff.png: \(folder.path)/notes.txt is a file, not a folder\n")
        let missing = try diff(["expected.png", "actual.png", "--output", "gone/diff.png"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.errors == "dscompile: error: cannot write the diff image to gone/diff.png: the folder \(folder.path)/gone does not exist\n")
        expectWords(inFile)
        expectWords(missing)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["actual.png", "expected.png", "notes.txt"])
    }

    @Test(.enabled(if: getuid() != 0, "root writes into every folder"))
    func anUnwritableOutputFolderSaysPermissionDenied() throws {
        let folder = try folder(changedPixel: 3)
        let locked = folder.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
        let run = try diff(["expected.png", "actual.png", "--output", "locked/diff.png"], in: folder)
        #expect(run.status == 2)
        #expect(run.errors.hasSuffix("dscompile: error: cannot write the diff image to locked/diff.png: permission denied\n"), "\(run.errors)")
        expectWords(run)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self"), "needs Linux's /proc, where no one creates files"))
    func aFailedWriteSaysWhyInWordsAndLeavesNothing() throws {
        let folder = try folder(changedPixel: 3)
        let run = try diff(["expected.png", "actual.png", "--output", "/proc/diff.png"], in: folder)
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("dscompile: error: cannot write the diff image to /proc/diff.png: "), "\(run.errors)")
        #expect(run.errors.split(separator: "\n").count == 1)
        expectWords(run)
    }

    @Test func aLargeDiffImageIsWrittenAsItIsDrawnAndReadsBack() throws {
        // 2 × 300 rows of noise: the PNG spans several IDAT chunks, written as the rows are drawn.
        let folder = try PackagePaths.temporaryDirectory()
        var state: UInt32 = 24
        let noise = (0..<400 * 300).map { _ -> UInt32 in
            state = state &* 1_664_525 &+ 1_013_904_223
            return 0xFF00_0000 | state >> 8
        }
        var changed = noise
        changed[1_000] = 0xFF00_0000
        try PixelImage(width: 400, height: 300, pixels: noise).writePNG(to: folder.appendingPathComponent("expected.png"))
        try PixelImage(width: 400, height: 300, pixels: changed).writePNG(to: folder.appendingPathComponent("actual.png"))
        let run = try diff(["expected.png", "actual.png", "--output", "diff.png"], in: folder)
        #expect(run.status == 1, "\(run.errors)")
        let picture = try PixelImage(pngData: Data(contentsOf: folder.appendingPathComponent("diff.png")))
        #expect(picture.width == 1_200 && picture.height == 300)
        #expect(picture.pixels[2 * 1_200 + 400 + 200] == 0xFFFF_0000, "the changed pixel, red in the middle")
        #expect(picture.pixels[2 * 1_200 + 200] == noise[1_000] && picture.pixels[2 * 1_200 + 800 + 200] == 0xFF00_0000)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["actual.png", "diff.png", "expected.png"])
    }

    // MARK: - Sizes, from the headers

    @Test func anImageOverTheLimitIsRefusedFromItsHeader() throws {
        let folder = try folder()
        // 69 bytes announcing 16384 × 16384 pixels of 1-bit gray: 1 GiB decoded.
        try CraftedPNG.gray(width: 16_384, height: 16_384).write(to: folder.appendingPathComponent("bomb.png"))
        let run = try diff(["expected.png", "bomb.png"], in: folder)
        #expect(run.status == 2)
        #expect(run.errors == "dscompile: error: bomb.png is too large to compare: 16384 × 16384 pixels take 1024 MiB decoded, over the limit of 256 MiB; --max-pixels-mib sets the limit\n")
        #expect(run.output.isEmpty)
    }

    @Test func theLimitCanBeRaisedAndASizeMismatchNeedsNoDecoding() throws {
        let folder = try folder()
        try CraftedPNG.gray(width: 16_384, height: 16_384).write(to: folder.appendingPathComponent("bomb.png"))
        // Past the limit the sizes differ, which the headers say: the bomb's data, far too
        // short to decode, is never inflated.
        let run = try diff(["bomb.png", "expected.png", "--max-pixels-mib", "1024"], in: folder)
        #expect(run.status == 1, "\(run.errors)")
        #expect(run.output == "differ: the sizes differ: expected 16384 × 16384 pixels, actual 10 × 10 pixels\n")
    }

    @Test func a65By64ImageAgainstA64By64OneReportsBothSizes() throws {
        let folder = try PackagePaths.temporaryDirectory()
        try PixelImage(width: 64, height: 64, pixels: Array(repeating: Self.gray, count: 64 * 64)).writePNG(to: folder.appendingPathComponent("actual.png"))
        // Only the header is sound: decoding it would fail.
        try CraftedPNG.gray(width: 65, height: 64, bitDepth: 8).write(to: folder.appendingPathComponent("expected.png"))
        let run = try diff(["expected.png", "actual.png", "--output", "diff.png"], in: folder)
        #expect(run.status == 1, "\(run.errors)")
        #expect(run.output == "differ: the sizes differ: expected 65 × 64 pixels, actual 64 × 64 pixels\n")
        #expect(run.errors == "dscompile: no diff image written to diff.png: the sizes differ\n")
    }

    @Test(arguments: [
        (["expected.png"], "Missing expected argument"),
        (["expected.png", "actual.png", "--max-pixels-mib", "0"], "--max-pixels-mib must be a whole number of MiB, 1 or more, not 0"),
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
        for phrase in ["YIQ", "The default, 0, is exact", "0.1 is pixelmatch's", "anti-aliasing", "--tolerance", "0.5%", "Exit codes: 0", "1 they differ", "2 an error",
                       "--max-pixels-mib", "256 MiB by default", "before any of it is"] {
            #expect(help.contains(phrase), "\(phrase)")
        }
    }
}
