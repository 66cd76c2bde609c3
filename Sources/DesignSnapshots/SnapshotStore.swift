import Foundation
import Render

/// Compares rendered images with the references under `Snapshots/` and writes what a
/// failure needs to be understood: the actual image beside the artifacts.
///
/// References are `Snapshots/<Suite>/<name>@<scale>x.png`; a reference is written only
/// when the record mode says so, atomically, and never in CI unless asked.
public struct SnapshotStore: Sendable {
    // MARK: - Nested types

    /// What a verification found.
    public enum Outcome: Sendable, Equatable {
        /// The image equals the reference.
        case matched
        /// A reference was written (it was missing, or the mode said to).
        case recorded(URL)
        /// The image differs or no reference could be used; the message says why.
        case failed(String)
    }

    // MARK: - Properties

    /// The folder of reference images, `Snapshots/`.
    public var referenceDirectory: URL
    /// Where actual images of failures go.
    public var artifactDirectory: URL
    public var recordMode: RecordMode
    /// Whether this is CI (`CI=true`): a missing reference then fails and nothing is written.
    public var isCI: Bool

    // MARK: - Initializers

    public init(referenceDirectory: URL, artifactDirectory: URL, recordMode: RecordMode = .fromEnvironment(), isCI: Bool = SnapshotStore.environmentIsCI()) {
        self.referenceDirectory = referenceDirectory
        self.artifactDirectory = artifactDirectory
        self.recordMode = recordMode
        self.isCI = isCI
    }

    /// The store of the package that holds `filePath`: its `Snapshots/` folder, and
    /// `$SNAPSHOT_ARTIFACTS` or `.build/snapshot-artifacts/` for failures.
    public static func forPackage(containing filePath: String, recordMode: RecordMode? = nil) -> SnapshotStore {
        let root = packageRoot(containing: filePath)
        let environment = ProcessInfo.processInfo.environment
        let artifacts = environment["SNAPSHOT_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? root.appendingPathComponent(".build/snapshot-artifacts")
        return SnapshotStore(
            referenceDirectory: root.appendingPathComponent("Snapshots"),
            artifactDirectory: artifacts,
            recordMode: recordMode ?? .fromEnvironment(environment)
        )
    }

    /// Whether `CI` is set to `true` or `1`.
    public static func environmentIsCI(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        ["true", "1"].contains(environment["CI"]?.lowercased() ?? "")
    }

    // MARK: - Verifying

    /// The reference file of `name` in `suite` at `scale`.
    public func referenceURL(suite: String, name: String, scale: Int) -> URL {
        referenceDirectory.appendingPathComponent(suite).appendingPathComponent("\(name)@\(scale)x.png")
    }

    /// Compares `image` with its reference, recording it when the mode says so.
    public func verify(_ image: PixelImage, suite: String, name: String) -> Outcome {
        let reference = referenceURL(suite: suite, name: name, scale: image.scale)
        let relative = "Snapshots/\(suite)/\(reference.lastPathComponent)"
        guard let data = try? Data(contentsOf: reference) else {
            if isCI && recordMode != .all {
                return .failed("no reference \(relative); CI does not record. Run the tests locally to record it, look at it, and commit it.")
            }
            if recordMode == .never {
                return .failed("no reference \(relative), and SNAPSHOT_RECORD=never")
            }
            return record(image, at: reference)
        }
        if recordMode == .all { return record(image, at: reference) }
        let expected: PixelImage
        do {
            expected = try PixelImage(pngData: data, scale: image.scale)
        } catch {
            return .failed("the reference \(relative) cannot be read: \(error)")
        }
        guard expected.width == image.width, expected.height == image.height else {
            return failure(image, suite: suite, name: name,
                           "\(relative) is \(expected.width) × \(expected.height) pixels, the render is \(image.width) × \(image.height)")
        }
        let differing = expected.countOfDifferingPixels(from: image) ?? 0
        if differing == 0 { return .matched }
        if recordMode == .failed { return record(image, at: reference) }
        return failure(image, suite: suite, name: name, "\(differing) pixels differ from \(relative)")
    }

    // MARK: - Private

    private func record(_ image: PixelImage, at url: URL) -> Outcome {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try image.writePNG(to: url)
            return .recorded(url)
        } catch {
            return .failed("could not write the reference \(url.path): \(error)")
        }
    }

    private func failure(_ image: PixelImage, suite: String, name: String, _ message: String) -> Outcome {
        let actual = artifactDirectory.appendingPathComponent(suite).appendingPathComponent("\(name)@\(image.scale)x.actual.png")
        do {
            try FileManager.default.createDirectory(at: actual.deletingLastPathComponent(), withIntermediateDirectories: true)
            try image.writePNG(to: actual)
            return .failed("\(message); the actual image is \(actual.path). To accept it: SNAPSHOT_RECORD=failed make test")
        } catch {
            return .failed("\(message) (the actual image could not be written: \(error))")
        }
    }

    private static func packageRoot(containing filePath: String) -> URL {
        var directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) { return directory }
            directory = directory.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }
}
