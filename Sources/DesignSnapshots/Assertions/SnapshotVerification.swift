import Foundation
import Render

/// One verification of ``SnapshotStore/verify(_:suite:name:options:testFilter:)``: the outcome for the
/// test and the entry for the report, with the artifacts a failure needs.
struct SnapshotVerification {
    // MARK: - Properties

    let store: SnapshotStore
    let image: PixelImage
    let suite: String
    let name: String
    let options: ComparisonOptions
    /// What `swift test --filter` takes to run the test's suite; ``suite`` when `nil`.
    var testFilter: String? = nil

    private var reference: URL { store.referenceURL(suite: suite, name: name, scale: image.scale) }
    private var relative: String { "Snapshots/\(suite)/\(reference.lastPathComponent)" }
    private var accept: String { SnapshotStore.acceptCommand(filter: testFilter ?? suite) }

    // MARK: - Running

    /// Reads, compares and, when the mode says so, records.
    func run() -> (SnapshotStore.Outcome, SnapshotReportEntry) {
        guard let data = try? Data(contentsOf: reference) else { return missing() }
        if store.recordMode == .all && !store.isCI { return record() }
        if Self.storedDigest(in: data)?.matches(image) == true { return (.matched, entry(.passed, differing: 0)) }
        // The header first: a reference too large to decode, or of another size, is not decoded.
        let comparison: ComparisonOutcome
        do {
            let header = try PNGImageHeader(pngData: data)
            try PNGDecodingLimit.default.check(width: header.width, height: header.height)
            if header.width != image.width || header.height != image.height {
                comparison = .sizeMismatch(expected: PixelSize(width: header.width, height: header.height),
                                           actual: PixelSize(width: image.width, height: image.height))
            } else {
                let expected = try PixelImage(pngData: data, scale: image.scale)
                comparison = ImageComparison(options: options).compare(expected: expected, actual: image, makingDiffImage: true)
            }
        } catch {
            return failure("the reference \(relative) cannot be read (\(error)); delete it and record it again",
                           differing: nil, diff: nil)
        }
        if comparison.passes { return (.matched, entry(.passed, differing: comparison.differingPixels)) }
        if store.recordMode == .failed && !store.isCI { return record() }
        switch comparison {
        case .sizeMismatch(let expectedSize, let actualSize):
            return failure("\(relative) is \(expectedSize.width) × \(expectedSize.height) pixels, the render is \(actualSize.width) × \(actualSize.height)",
                           differing: nil, diff: nil)
        default:
            return failure("\(comparison.differingPixels) pixels differ from \(relative) (\(comparison.message))",
                           differing: comparison.differingPixels, diff: comparison.difference?.diffImage)
        }
    }

    // MARK: - The digest chunk

    /// The `tEXt` keyword of the reference's pixel digest.
    static let digestKeyword = "dscompile-pixel-digest"

    /// The PNG of a reference: `image` with its ``PixelDigest`` in a `tEXt` chunk before the
    /// image data, so a later run that renders the same pixels passes without decoding.
    static func referenceData(of image: PixelImage) throws -> Data {
        try PNGTextChunks.inserting([digestKeyword: PixelDigest(of: image).description], into: image.pngData())
    }

    /// The digest stored in a reference's chunks before IDAT; `nil` when there is none (an
    /// older reference) or any chunk of the file is damaged (the decode then says why).
    static func storedDigest(in data: Data) -> PixelDigest? {
        // Every chunk's CRC is checked, so a damaged or truncated reference is decoded, and
        // its damage reported, rather than trusted for its digest.
        (try? PNGTextChunks.read(from: data, checkingEveryChunk: true))?[digestKeyword].flatMap(PixelDigest.init)
    }

    // MARK: - Private

    private func missing() -> (SnapshotStore.Outcome, SnapshotReportEntry) {
        if store.isCI {
            return failure("no reference \(relative); CI does not record. Run the tests locally to record it, look at it, and commit it",
                           differing: nil, diff: nil, status: .new)
        }
        if store.recordMode == .never {
            return failure("no reference \(relative), and the record mode is never", differing: nil, diff: nil, status: .new)
        }
        return record()
    }

    /// Writes the reference. Every recorded reference, missing or written over, is new in
    /// the report: its test fails until someone has looked at it (``SnapshotAssertion``).
    private func record() -> (SnapshotStore.Outcome, SnapshotReportEntry) {
        do {
            try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Self.referenceData(of: image).write(to: reference, options: .atomic)
            // The new reference is already in place; keeping it is committing it.
            let keep = "git add \(SnapshotStore.shellQuoted(reference.path))"
            return (.recorded(reference), entry(.new, message: "recorded \(relative)", accept: keep))
        } catch {
            return failure("could not write the reference \(reference.path): \(error)", differing: nil, diff: nil, status: .new)
        }
    }

    private func failure(_ message: String, differing: Int?, diff: PixelImage?,
                         status: SnapshotReportEntry.Status = .failed) -> (SnapshotStore.Outcome, SnapshotReportEntry) {
        let actual = store.actualURL(suite: suite, name: name, scale: image.scale)
        let diffURL = store.diffURL(suite: suite, name: name, scale: image.scale)
        var written: [URL] = []
        var problems: [String] = []
        do {
            try FileManager.default.createDirectory(at: actual.deletingLastPathComponent(), withIntermediateDirectories: true)
            // With the digest, like a reference: accepting is a plain copy (``acceptCommand``).
            try Self.referenceData(of: image).write(to: actual, options: .atomic)
            written.append(actual)
            if let diff {
                try diff.writePNG(to: diffURL)
                written.append(diffURL)
            }
        } catch {
            problems.append("the artifacts could not be written: \(error)")
        }
        var text = message
        if !written.isEmpty { text += "; the actual image is \(actual.path)" }
        if written.contains(diffURL) { text += ", expected | diff | actual is \(diffURL.path)" }
        if !problems.isEmpty { text += " (\(problems.joined(separator: "; ")))" }
        // Accepting this one change is copying its actual image over the reference; the
        // suite's command re-records every failing snapshot of the suite.
        let acceptThis = written.contains(actual) ? SnapshotStore.acceptCommand(copying: actual, to: reference) : accept
        if status == .failed || written.contains(actual) { text += ". To accept it: \(acceptThis)" }
        let reportEntry = SnapshotReportEntry(
            suite: suite, name: "\(name)@\(image.scale)x", status: status, referencePath: reference.path,
            actualPath: written.contains(actual) ? actual.path : nil,
            diffPath: written.contains(diffURL) ? diffURL.path : nil,
            differingPixels: differing, message: text, acceptCommand: acceptThis)
        // The test's message ends with the report; the report's own card needs no pointer to itself.
        return (.failed(text + SnapshotReport.reviewNote(artifactDirectory: store.artifactDirectory)), reportEntry)
    }

    private func entry(_ status: SnapshotReportEntry.Status, differing: Int? = nil, message: String? = nil,
                       accept: String? = nil) -> SnapshotReportEntry {
        SnapshotReportEntry(suite: suite, name: "\(name)@\(image.scale)x", status: status, referencePath: reference.path,
                            differingPixels: differing, message: message, acceptCommand: accept ?? self.accept)
    }
}
