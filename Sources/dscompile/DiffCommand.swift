import ArgumentParser
import Foundation
import ImageDiff
import Render

/// `dscompile diff`: compares two PNGs as the snapshot tests do, for a CI log or a person
/// looking at a failed snapshot.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNGs as the snapshot tests do; optionally write expected | diff | actual.",
        discussion: """
            Pixels are compared with pixelmatch's measures. Two pixels differ when their YIQ \
            color distance (perceived brightness and color, semi-transparent pixels blended with \
            white first) is over --threshold, from 0 (every changed pixel counts) to 1 (nothing \
            counts). The default, 0, is exact, so a design-token color changed by one level \
            fails; 0.1 is pixelmatch's perceptual threshold, which forgives renderer noise but \
            also lets small token changes pass. A differing pixel that is proven anti-aliasing \
            in either image (the soft edge of text or a shape, shifted by a subpixel: a blend of \
            its darkest and brightest neighbors, colors the other image has within 2 pixels) \
            is reported apart and ignored. --tolerance is how many of the remaining pixels may still differ: a count \
            (12) or a share of the image (0.5%); the default is 0.

            One line on standard output says what was counted. --output writes the two images \
            side by side with the diff between them (red: differs, yellow: anti-aliasing, faded \
            gray: equal), atomically; it is not written when the images are identical or their \
            sizes differ, and it may not name EXPECTED or ACTUAL.

            Both files' headers are read first: images of different sizes differ without being \
            decoded, and an image whose pixels would take more than --max-pixels-mib decoded \
            (256 MiB by default, 4 bytes a pixel: 8192 × 8192) is refused before any of it is. \
            No side may be over 16384 pixels.

            Exit codes: 0 the images match (identical, or within the tolerance), 1 they differ \
            (or their sizes do), 2 an error: a missing or unreadable file, a file that is not a \
            valid PNG or is over the size limit, an --output that cannot be written, or a usage \
            error.
            """
    )

    // MARK: - Arguments

    @Argument(help: ArgumentHelp("The reference image.", valueName: "expected.png"))
    var expected: String

    @Argument(help: ArgumentHelp("The image to check against it.", valueName: "actual.png"))
    var actual: String

    // `.unconditional`: `--threshold -1` takes -1 as its value (to be refused by range),
    // not as an unknown flag with the value missing.
    @Option(parsing: .unconditional, help: ArgumentHelp(
        "The YIQ color distance over which two pixels differ, from 0 (exact) to 1; 0.1 is pixelmatch's.",
        valueName: "t"))
    var threshold: Double = ComparisonOptions.default.threshold

    @Option(help: ArgumentHelp("How many differing pixels still match: a count (12) or a percentage (0.5%); 0 by default.", valueName: "n|p%"),
            transform: Self.tolerance)
    var tolerance: ComparisonTolerance = .exact

    @Option(help: ArgumentHelp("Where to write expected | diff | actual as a PNG.", valueName: "diff.png"))
    var output: String?

    @Option(name: .customLong("max-pixels-mib"), parsing: .unconditional, help: ArgumentHelp(
        "The most an input's decoded pixels may take, in MiB at 4 bytes a pixel.",
        valueName: "MiB"))
    var maxPixelsMebibytes: Int = PNGDecodingLimit.defaultMebibytes

    // MARK: - Running

    /// `--tolerance`'s value, or the usage error that says what it takes.
    static func tolerance(_ argument: String) throws -> ComparisonTolerance {
        guard let tolerance = ComparisonTolerance(argument: argument) else {
            throw ValidationError("--tolerance must be a whole number of pixels (12) or a percentage from 0 to 100 (0.5%), not '\(argument)'")
        }
        return tolerance
    }

    func validate() throws {
        guard threshold.isFinite, (0...1).contains(threshold) else {
            throw ValidationError("--threshold must be from 0 to 1, not \(threshold)")
        }
        guard PNGDecodingLimit(mebibytes: maxPixelsMebibytes) != nil else {
            throw ValidationError("--max-pixels-mib must be a whole number of MiB, 1 or more, not \(maxPixelsMebibytes)")
        }
        if let output {
            for (input, name) in [(expected, "EXPECTED"), (actual, "ACTUAL")] where PNGFileComparison.sameFile(output, input) {
                throw ValidationError("--output '\(output)' is \(name) ('\(input)'); the diff image is never written over an input")
            }
        }
    }

    func run() throws {
        let options = ComparisonOptions(threshold: threshold, tolerance: tolerance)
        let comparison = PNGFileComparison(options: options, limit: PNGDecodingLimit(mebibytes: maxPixelsMebibytes) ?? .default)
        let result: PNGFileComparison.Result
        do {
            result = try comparison.compare(expected, actual, writingDiffImageTo: output)
        } catch {
            Self.note("dscompile: error: \(error)")
            throw ExitCode(2)
        }
        print(result.summary(tolerance: tolerance))
        if let output, let reason = result.missingDiffImageReason { Self.note("dscompile: no diff image written to \(output): \(reason)") }
        if !result.outcome.passes { throw ExitCode(1) }
    }

    // MARK: - Private

    /// One line on standard error. Not TokenBuild's `Diagnostics.note`: this command is built
    /// from ImageDiff and Render alone, without the token reader (`make check-links`).
    private static func note(_ message: String) {
        FileHandle.standardError.write(Data("\(message)\n".utf8))
    }
}
