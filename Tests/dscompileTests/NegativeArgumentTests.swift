import Foundation
import Render
import TestSupport
import Testing

/// Issue #37: `dscompile diff --threshold -1` said "Missing value", because the argument
/// parser took `-1` for a flag. A numeric option takes its next argument as its value,
/// negative or not, and a value out of range is refused by range.
@Suite("dscompile: negative option values")
struct NegativeArgumentTests {
    private func folder() throws -> URL {
        let folder = try PackagePaths.temporaryDirectory()
        let image = try PixelImage(width: 4, height: 4, pixels: Array(repeating: 0xFF80_8080, count: 16))
        try image.writePNG(to: folder.appendingPathComponent("expected.png"))
        try image.writePNG(to: folder.appendingPathComponent("actual.png"))
        return folder
    }

    @Test(arguments: [
        (["--threshold", "-1"], "--threshold must be from 0 to 1, not -1.0"),
        (["--threshold=-1"], "--threshold must be from 0 to 1, not -1.0"),
        (["--threshold", "-0.5"], "--threshold must be from 0 to 1, not -0.5"),
        (["--max-pixels-mib", "-5"], "--max-pixels-mib must be a whole number of MiB, 1 or more, not -5"),
    ])
    func aNegativeValueIsARangeError(options: [String], message: String) throws {
        let run = try DSCompileProcess.run(["diff", "expected.png", "actual.png"] + options, in: folder())
        #expect(run.status == 2)
        #expect(run.errors.contains(message), "\(run.errors)")
        #expect(!run.errors.contains("Missing value"), "\(run.errors)")
    }

    /// The value still comes after the option's name: the images before and after it are read.
    @Test func aThresholdBetweenTheImagesIsRead() throws {
        let run = try DSCompileProcess.run(["diff", "expected.png", "--threshold", "0.2", "actual.png"], in: folder())
        #expect(run.status == 0, "\(run.errors)")
    }
}
