import ArgumentParser
import TokenBuild
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

            Exit codes: 0 the images match (identical, or within the tolerance), 1 they differ \
            (or their sizes do), 2 an error: a missing or unreadable file, a file that is not a \
            valid PNG, or a usage error.
            """
    )

    // MARK: - Arguments

    @Argument(help: ArgumentHelp("The reference image.", valueName: "expected.png"))
    var expected: String

    @Argument(help: ArgumentHelp("The image to check against it.", valueName: "actual.png"))
    var actual: String

    @Option(help: ArgumentHelp(
        "The YIQ color distance over which two pixels differ, 0 to 1: 0 (exact) by default, 0.1 is pixelmatch's.",
        valueName: "t"))
    var threshold: Double = ComparisonOptions.default.threshold

    @Option(help: ArgumentHelp("How many differing pixels still match: a count (12) or a percentage (0.5%).", valueName: "n|p%"))
    var tolerance: String = "0"

    @Option(help: ArgumentHelp("Where to write expected | diff | actual as a PNG.", valueName: "diff.png"))
    var output: String?

    // MARK: - Running

    func validate() throws {
        guard threshold.isFinite, (0...1).contains(threshold) else {
            throw ValidationError("--threshold must be from 0 to 1, not \(threshold)")
        }
        guard ComparisonTolerance(argument: tolerance) != nil else {
            throw ValidationError("--tolerance must be a whole number of pixels (12) or a percentage from 0 to 100 (0.5%), not '\(tolerance)'")
        }
        if let output {
            for (input, name) in [(expected, "EXPECTED"), (actual, "ACTUAL")] where Self.sameFile(output, input) {
                throw ValidationError("--output '\(output)' is \(name) ('\(input)'); the diff image is never written over an input")
            }
        }
    }

    func run() throws {
        let reference = try Self.readImage(expected)
        let candidate = try Self.readImage(actual)
        let options = ComparisonOptions(threshold: threshold, tolerance: ComparisonTolerance(argument: tolerance) ?? .exact)
        let outcome = ImageComparison(options: options).compare(expected: reference, actual: candidate, makingDiffImage: output != nil)
        print(Self.summary(of: outcome, tolerance: options.tolerance, pixels: reference.width * reference.height))
        if let output { try Self.writeDiffImage(of: outcome, to: output) }
        if !outcome.passes { throw ExitCode(1) }
    }

    // MARK: - Summary

    /// One line: the verdict, then what was counted (or both sizes).
    static func summary(of outcome: ComparisonOutcome, tolerance: ComparisonTolerance, pixels: Int) -> String {
        switch outcome {
        case .identical:
            return "match: identical, " + PixelDifference(differingPixels: 0, antiAliasedPixels: 0, totalPixels: pixels).summary
        case .withinTolerance(let difference):
            return "match: \(difference.summary); within the tolerance of \(tolerance)"
        case .different(let difference):
            return "differ: \(difference.summary)" + (tolerance == .exact ? "" : "; over the tolerance of \(tolerance)")
        case .sizeMismatch:
            return "differ: \(outcome.message)"
        }
    }

    // MARK: - Files

    /// The PNG at `path`, or exit 2 naming the file and what is wrong with it.
    private static func readImage(_ path: String) throws -> PixelImage {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot be read" : "does not exist"
            throw fail("dscompile: error: \(path) \(reason)")
        }
        do {
            return try PixelImage(pngData: data)
        } catch {
            throw fail("dscompile: error: \(path) is not a valid PNG: \(error)")
        }
    }

    /// Writes the diff picture of `outcome` to `path` atomically, or says why there is none.
    private static func writeDiffImage(of outcome: ComparisonOutcome, to path: String) throws {
        guard let picture = outcome.difference?.diffImage else {
            let reason = switch outcome {
            case .identical: "the images are identical"
            case .sizeMismatch: "the sizes differ"
            case .withinTolerance, .different: "three images side by side would be over \(Canvas.maximumPixels) pixels wide"
            }
            Diagnostics.note("dscompile: no diff image written to \(path): \(reason)")
            return
        }
        do {
            try picture.writePNG(to: URL(fileURLWithPath: path))
        } catch {
            throw fail("dscompile: error: cannot write the diff image to \(path): \(error)")
        }
    }

    /// Whether `first` and `second` name the same file: the same path once made absolute
    /// and free of links, or (both existing) the same device and inode, as a hard link is.
    static func sameFile(_ first: String, _ second: String) -> Bool {
        let urls = [first, second].map { URL(fileURLWithPath: $0).standardizedFileURL.resolvingSymlinksInPath() }
        if urls[0].path == urls[1].path { return true }
        let identities = urls.map { url -> [Int]? in
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
                  let device = (attributes[.systemNumber] as? NSNumber)?.intValue,
                  let inode = (attributes[.systemFileNumber] as? NSNumber)?.intValue else { return nil }
            return [device, inode]
        }
        return identities[0] != nil && identities[0] == identities[1]
    }

    /// Prints `message` on standard error and gives the error that exits with code 2.
    private static func fail(_ message: String) -> ExitCode {
        Diagnostics.note(message)
        return ExitCode(2)
    }
}
