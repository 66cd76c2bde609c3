import Foundation
import OutputFiles
import Render

/// Two PNG files compared as the snapshot tests compare images (`dscompile diff`): their
/// headers read first, so images of different sizes or over the limit are never decoded,
/// then both decoded and compared, the diff image written as it is drawn (never held whole)
/// and put in place all at once, or not at all. Every failure names the path and says what
/// is wrong in words.
package struct PNGFileComparison: Sendable {
    // MARK: - Nested types

    /// Why two files could not be compared, or the diff image not written: a missing or
    /// unreadable file, one that is not a valid PNG or is over the limit, an output that
    /// cannot be written. Nothing was written.
    package struct Failure: Error, CustomStringConvertible, Equatable {
        package var description: String
    }

    /// What a comparison found.
    package struct Result: Sendable {
        package var outcome: ComparisonOutcome
        /// Whether the diff image was written.
        package var wroteDiffImage: Bool
        /// The pixels of the expected image.
        package var pixelCount: Int

        /// One line: the verdict, then what was counted (or both sizes).
        package func summary(tolerance: ComparisonTolerance) -> String {
            switch outcome {
            case .identical:
                "match: identical, " + PixelDifference(differingPixels: 0, antiAliasedPixels: 0, totalPixels: pixelCount).summary
            case .withinTolerance(let difference):
                "match: \(difference.summary); within the tolerance of \(tolerance)"
            case .different(let difference):
                "differ: \(difference.summary)" + (tolerance == .exact ? "" : "; over the tolerance of \(tolerance)")
            case .sizeMismatch:
                "differ: \(outcome.message)"
            }
        }

        /// Why no diff image was written; `nil` when one was.
        package var missingDiffImageReason: String? {
            guard !wroteDiffImage else { return nil }
            return switch outcome {
            case .identical: "the images are identical"
            case .sizeMismatch: "the sizes differ"
            case .withinTolerance, .different: "three images side by side would be over \(Canvas.maximumPixels) pixels wide"
            }
        }
    }

    // MARK: - Properties

    package var options: ComparisonOptions
    /// How big an input may be decoded.
    package var limit: PNGDecodingLimit

    // MARK: - Initializers

    package init(options: ComparisonOptions = .default, limit: PNGDecodingLimit = .default) {
        self.options = options
        self.limit = limit
    }

    // MARK: - Comparing

    /// Compares the PNGs at `expected` and `actual`, writing expected | diff | actual to
    /// `output` when given and the images differ in pixels (the diff image is checked
    /// writable before anything is read).
    /// - Throws: ``Failure``; nothing was written.
    package func compare(_ expected: String, _ actual: String, writingDiffImageTo output: String? = nil) throws(Failure) -> Result {
        if let output { try Self.checkOutput(output) }
        // The headers first: a size over the limit or a size mismatch needs no decoding.
        let sizes = (expected: try readSize(expected), actual: try readSize(actual))
        let pixelCount = sizes.expected.width * sizes.expected.height
        guard sizes.expected == sizes.actual else {
            return Result(outcome: .sizeMismatch(expected: sizes.expected, actual: sizes.actual), wroteDiffImage: false, pixelCount: pixelCount)
        }
        let reference = try readImage(expected)
        let candidate = try readImage(actual)
        let comparison = ImageComparison(options: options)
        guard let output else {
            return Result(outcome: comparison.compare(expected: reference, actual: candidate), wroteDiffImage: false, pixelCount: pixelCount)
        }
        let (outcome, wroteDiffImage) = try Self.writeDiffImage(to: output) { write in
            try comparison.compare(expected: reference, actual: candidate, writingDiffImage: write)
        }
        return Result(outcome: outcome, wroteDiffImage: wroteDiffImage, pixelCount: pixelCount)
    }

    // MARK: - Files

    /// Whether `first` and `second` name the same file: the same path once made absolute
    /// and free of links, or (both existing) the same device and inode, as a hard link is.
    package static func sameFile(_ first: String, _ second: String) -> Bool {
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

    /// What a diff image may replace: nothing, or a PNG file (never a device node, a FIFO or
    /// a file of another kind, which replacing would destroy).
    package static let overwriteCheck = OverwriteCheck(signatures: [[0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]],
                                                      signatureDescription: "the PNG signature")

    /// Refuses, before anything is read, a diff image path that cannot be written: a
    /// folder, one whose folder is missing or is a file, or anything but a PNG file
    /// (``overwriteCheck``).
    package static func checkOutput(_ path: String) throws(Failure) {
        do throws(OutputFileError) {
            try overwriteCheck.check(URL(fileURLWithPath: path))
        } catch {
            throw Failure(description: "--output \(path): \(error.reason)")
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            throw Failure(description: "--output \(path) is a folder; name the PNG file to write, such as \((path as NSString).appendingPathComponent("diff.png"))")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
            throw Failure(description: "cannot write the diff image to \(path): the folder \(folder) does not exist")
        }
        if !isFolder.boolValue {
            throw Failure(description: "cannot write the diff image to \(path): \(folder) is a file, not a folder")
        }
    }

    // MARK: - Private

    /// The size in the header of the PNG at `path`, read without the rest of the file.
    private func readSize(_ path: String) throws(Failure) -> PixelSize {
        try Self.checkInput(path)
        let header: PNGImageHeader
        do {
            header = try PNGImageHeader(contentsOf: URL(fileURLWithPath: path))
        } catch let error as RenderError {
            throw Failure(description: "\(path) is not a valid PNG: \(Self.reason(of: error))")
        } catch {
            throw Failure(description: "\(path) cannot be read: \(Self.reason(of: error))")
        }
        if let refusal = limit.refusal(width: header.width, height: header.height) {
            throw Failure(description: "\(path) is too large to compare: \(refusal); --max-pixels-mib sets the limit")
        }
        return PixelSize(width: header.width, height: header.height)
    }

    /// The PNG at `path` decoded.
    private func readImage(_ path: String) throws(Failure) -> PixelImage {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw Failure(description: "\(path) cannot be read: \(Self.reason(of: error))")
        }
        do {
            return try PixelImage(pngData: data, limit: limit)
        } catch {
            throw Failure(description: "\(path) is not a valid PNG: \(Self.reason(of: error))")
        }
    }

    /// Refuses a `path` that is missing or a folder, saying which.
    private static func checkInput(_ path: String) throws(Failure) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw Failure(description: "\(path) does not exist")
        }
        if isFolder.boolValue { throw Failure(description: "\(path) is a folder, not a PNG file") }
    }

    /// Runs `draw`, which hands the diff image's bytes to the writer it is given, staging
    /// them beside `path` (``OutputFiles/SingleFileReplacement``): the file is put in place
    /// when `draw` says it wrote it whole, and left as it was otherwise.
    private static func writeDiffImage(
        to path: String, _ draw: (@escaping (UnsafeRawBufferPointer) throws -> Void) throws -> (outcome: ComparisonOutcome, wroteDiffImage: Bool)
    ) throws(Failure) -> (outcome: ComparisonOutcome, wroteDiffImage: Bool) {
        do {
            // Again: what stands there may have changed while the images were read.
            try overwriteCheck.check(URL(fileURLWithPath: path))
            let file = try SingleFileReplacement(destination: URL(fileURLWithPath: path))
            let result = try draw { bytes in try file.append(bytes) }
            if result.wroteDiffImage { try file.commit() }
            return result
        } catch let error as OutputFileError {
            throw Failure(description: "cannot write the diff image to \(path): \(error.reason)")
        } catch {
            throw Failure(description: "cannot write the diff image to \(path): \(error)")
        }
    }

    /// What went wrong, in words: a PNG problem's reason, or a file-system error's cause
    /// (``OutputFiles/FileSystemFailure``), never a raw `NSError` dump.
    private static func reason(of error: any Error) -> String {
        if case .invalidPNG(let reason) = error as? RenderError { return reason }
        if let error = error as? RenderError { return error.description }
        return FileSystemFailure.reason(of: error)
    }
}
