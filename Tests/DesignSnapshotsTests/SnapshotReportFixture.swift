import DesignSnapshots
import Foundation
import Render
import TestSupport

/// A sample report with real images: two failures (one with a hostile name), one new
/// snapshot and a few passed ones, made from references in the project's `Snapshots/`. Each
/// failure's accept command copies its actual image over the copied reference, as the store's does.
enum SnapshotReportFixture {
    // MARK: - Writing

    /// The references the fixture uses, from `Snapshots/DesignSystemTests/`.
    static let referenceNames = ["button-primary-normal.light", "label-title.dark", "button-secondary-normal.light", "error-label.dark", "label-body.light"]

    /// Writes the sample report into `directory` (a `Snapshots/` copy and the artifacts, with
    /// `index.html` at the top) and returns the path of `index.html`.
    @discardableResult
    static func write(into directory: URL, runID: String = "fixture") throws -> URL {
        let snapshots = directory.appendingPathComponent("Snapshots/DesignSystemTests")
        let artifacts = directory.appendingPathComponent("artifacts")
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: artifacts.appendingPathComponent("DesignSystemTests"), withIntermediateDirectories: true)
        for name in referenceNames {
            let source = PackagePaths.root.appendingPathComponent("Snapshots/DesignSystemTests/\(name)@2x.png")
            let target = snapshots.appendingPathComponent("\(name)@2x.png")
            try? FileManager.default.removeItem(at: target)
            try FileManager.default.copyItem(at: source, to: target)
        }
        try addFailure(reference: "button-primary-normal.light", displayName: "button-primary-normal.light", shift: 3, snapshots: snapshots, artifacts: artifacts, runID: runID)
        try addFailure(reference: "label-title.dark", displayName: "<script>alert('x')</script> & \"title\"", shift: 1, snapshots: snapshots, artifacts: artifacts, runID: runID)
        try SnapshotReport.add(SnapshotReportEntry(
            suite: "DesignSystemTests", name: "button-secondary-normal.light", status: .new,
            referencePath: snapshots.appendingPathComponent("button-secondary-normal.light@2x.png").path,
            message: "no reference existed; recorded Snapshots/DesignSystemTests/button-secondary-normal.light@2x.png",
            acceptCommand: "git add Snapshots/DesignSystemTests/button-secondary-normal.light@2x.png"
        ), artifactDirectory: artifacts, runID: runID)
        for name in ["error-label.dark", "label-body.light"] {
            try SnapshotReport.add(SnapshotReportEntry(
                suite: "DesignSystemTests", name: name, status: .passed,
                referencePath: snapshots.appendingPathComponent("\(name)@2x.png").path, differingPixels: 0
            ), artifactDirectory: artifacts, runID: runID)
        }
        return SnapshotReport.indexURL(artifactDirectory: artifacts)
    }

    // MARK: - Private

    /// A failure whose actual image is the reference moved `shift` pixels to the right, with
    /// the diff image the comparison makes.
    private static func addFailure(reference: String, displayName: String, shift: Int, snapshots: URL, artifacts: URL, runID: String) throws {
        let referenceURL = snapshots.appendingPathComponent("\(reference)@2x.png")
        let expected = try PixelImage(pngData: Data(contentsOf: referenceURL), scale: 2)
        var pixels = expected.pixels
        for row in 0..<expected.height {
            for column in stride(from: expected.width - 1, through: shift, by: -1) {
                pixels[row * expected.width + column] = expected.pixels[row * expected.width + column - shift]
            }
        }
        let actual = try PixelImage(width: expected.width, height: expected.height, scale: 2, pixels: pixels)
        let outcome = ImageComparison().compare(expected: expected, actual: actual, makingDiffImage: true)
        let actualURL = artifacts.appendingPathComponent("DesignSystemTests/\(reference)@2x.actual.png")
        let diffURL = artifacts.appendingPathComponent("DesignSystemTests/\(reference)@2x.diff.png")
        try actual.writePNG(to: actualURL)
        try outcome.difference?.diffImage?.writePNG(to: diffURL)
        try SnapshotReport.add(SnapshotReportEntry(
            suite: "DesignSystemTests", name: displayName, status: .failed, referencePath: referenceURL.path,
            actualPath: actualURL.path, diffPath: diffURL.path, differingPixels: outcome.differingPixels,
            message: "\(outcome.message) from Snapshots/DesignSystemTests/\(reference)@2x.png",
            acceptCommand: SnapshotStore.acceptCommand(copying: actualURL, to: referenceURL)
        ), artifactDirectory: artifacts, runID: runID)
    }

    // MARK: - Reading

    /// The `src` of every `<img>` of a written report, as written (percent-encoded).
    static func imageSources(of html: String) -> [String] {
        html.components(separatedBy: "<img src=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }
}
