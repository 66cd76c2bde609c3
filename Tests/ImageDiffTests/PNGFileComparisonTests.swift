import Foundation
import ImageDiff
import Render
import TestSupport
import Testing

/// `dscompile diff`'s files in process: the verdict on two PNG files, the diff image put in
/// place whole or not at all, and each input it refuses, named with what is wrong.
@Suite("PNGFileComparison")
struct PNGFileComparisonTests {
    // MARK: - Fixtures

    private static let gray: UInt32 = 0xFF80_8080

    /// A folder with `expected.png` (10 × 10 gray) and `actual.png` (the same, with one pixel
    /// red when `changed`, or `actualWidth` wide).
    private func folder(changed: Bool = false, actualWidth: Int = 10) throws -> URL {
        let folder = try PackagePaths.temporaryDirectory()
        try PixelImage(width: 10, height: 10, pixels: Array(repeating: Self.gray, count: 100)).writePNG(to: folder.appendingPathComponent("expected.png"))
        var actual = Array(repeating: Self.gray, count: actualWidth * 10)
        if changed { actual[55] = 0xFFFF_0000 }
        try PixelImage(width: actualWidth, height: 10, pixels: actual).writePNG(to: folder.appendingPathComponent("actual.png"))
        return folder
    }

    private func path(_ name: String, in folder: URL) -> String {
        folder.appendingPathComponent(name).path
    }

    /// What `body` failed with, in words; `nil` when it did not fail as a comparison does.
    private func failure(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return (error as? PNGFileComparison.Failure)?.description
        }
    }

    // MARK: - Verdicts

    @Test func identicalFilesMatchAndWriteNoDiffImage() throws {
        let folder = try folder()
        let result = try PNGFileComparison().compare(path("expected.png", in: folder), path("actual.png", in: folder),
                                                     writingDiffImageTo: path("diff.png", in: folder))
        #expect(result.outcome == .identical)
        #expect(result.summary(tolerance: .exact) == "match: identical, 0 pixels differ (0 % of 100)")
        #expect(result.missingDiffImageReason == "the images are identical")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["actual.png", "expected.png"])
    }

    @Test func aChangedPixelDiffersAndTheDiffImageIsWrittenWhole() throws {
        let folder = try folder(changed: true)
        let result = try PNGFileComparison().compare(path("expected.png", in: folder), path("actual.png", in: folder),
                                                     writingDiffImageTo: path("diff.png", in: folder))
        #expect(!result.outcome.passes)
        #expect(result.wroteDiffImage && result.missingDiffImageReason == nil)
        #expect(result.summary(tolerance: .exact) == "differ: 1 pixel differs (1 % of 100)")
        let diff = try PixelImage(pngData: Data(contentsOf: folder.appendingPathComponent("diff.png")))
        #expect(diff.width == 30 && diff.height == 10)
        // No temporary file or journal is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["actual.png", "diff.png", "expected.png"])
    }

    @Test func theToleranceDecidesTheVerdict() throws {
        let folder = try folder(changed: true)
        let comparison = PNGFileComparison(options: ComparisonOptions(tolerance: .pixels(1)))
        let result = try comparison.compare(path("expected.png", in: folder), path("actual.png", in: folder))
        #expect(result.outcome.passes)
        #expect(result.summary(tolerance: .pixels(1)) == "match: 1 pixel differs (1 % of 100); within the tolerance of 1 pixel")
    }

    @Test func differentSizesDifferWithoutDecoding() throws {
        let folder = try folder(actualWidth: 12)
        let result = try PNGFileComparison().compare(path("expected.png", in: folder), path("actual.png", in: folder),
                                                     writingDiffImageTo: path("diff.png", in: folder))
        #expect(result.outcome == .sizeMismatch(expected: PixelSize(width: 10, height: 10), actual: PixelSize(width: 12, height: 10)))
        #expect(result.missingDiffImageReason == "the sizes differ")
    }

    // MARK: - Refusals

    @Test func aMissingInputAFolderAndANonPNGAreNamed() throws {
        let folder = try folder()
        try Data("not a png".utf8).write(to: folder.appendingPathComponent("notes.png"))
        let comparison = PNGFileComparison()
        let expected = path("expected.png", in: folder)
        #expect(failure { _ = try comparison.compare(expected, path("gone.png", in: folder)) } == "\(path("gone.png", in: folder)) does not exist")
        #expect(failure { _ = try comparison.compare(expected, folder.path) } == "\(folder.path) is a folder, not a PNG file")
        #expect(failure { _ = try comparison.compare(expected, path("notes.png", in: folder)) }?.hasPrefix("\(path("notes.png", in: folder)) is not a valid PNG: ") == true)
    }

    @Test func anInputOverTheLimitIsRefusedFromItsHeader() throws {
        let folder = try folder()
        let limit = try #require(PNGDecodingLimit(mebibytes: 1))
        let big = folder.appendingPathComponent("big.png")
        try PixelImage(width: 1024, height: 512, pixels: Array(repeating: Self.gray, count: 1024 * 512)).writePNG(to: big)
        let message = failure { _ = try PNGFileComparison(limit: limit).compare(big.path, big.path) }
        #expect(message?.hasPrefix("\(big.path) is too large to compare: ") == true, "\(message ?? "")")
        #expect(message?.hasSuffix("; --max-pixels-mib sets the limit") == true)
    }

    @Test func aDiffImagePathThatCannotBeWrittenIsRefusedBeforeReading() throws {
        let folder = try folder(changed: true)
        let expected = path("expected.png", in: folder), actual = path("actual.png", in: folder)
        let comparison = PNGFileComparison()
        #expect(failure { _ = try comparison.compare(expected, actual, writingDiffImageTo: folder.path) }
                == "--output \(folder.path) is a folder; name the PNG file to write, such as \(folder.path)/diff.png")
        let missing = folder.appendingPathComponent("gone/diff.png").path
        #expect(failure { _ = try comparison.compare(expected, actual, writingDiffImageTo: missing) }
                == "cannot write the diff image to \(missing): the folder \(folder.path)/gone does not exist")
    }

    @Test func sameFileSeesThroughPathsAndHardLinks() throws {
        let folder = try folder()
        let expected = path("expected.png", in: folder)
        try FileManager.default.linkItem(atPath: expected, toPath: path("link.png", in: folder))
        #expect(PNGFileComparison.sameFile(expected, folder.path + "/./expected.png"))
        #expect(PNGFileComparison.sameFile(expected, path("link.png", in: folder)))
        #expect(!PNGFileComparison.sameFile(expected, path("actual.png", in: folder)))
    }
}
