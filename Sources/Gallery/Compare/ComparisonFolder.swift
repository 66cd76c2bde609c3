import Foundation
import OutputFiles

/// The review folder on disk: which folders `--compare` may write (a missing or empty one,
/// an earlier review, or a gallery, which it replaces), and its marker.
enum ComparisonFolder {
    /// Marks a folder as a review of `dscompile preview --compare`; lists what the review wrote.
    static let markerFileName = ".dscompile-compare"
    static let pageFileName = "index.html"

    // MARK: - Checking and marking

    /// Refuses, as the gallery does, the working directory or a folder above it, a file,
    /// and a folder holding anything that neither a review nor a gallery wrote.
    static func checkReplaceable(_ directory: URL) throws {
        do {
            try GalleryFolder.checkReplaceable(directory)
        } catch GalleryWriter.WriteError.notAGallery(let url) {
            guard FileManager.default.fileExists(atPath: directory.appendingPathComponent(markerFileName).path) else {
                throw ComparisonWriteError.notAReview(url)
            }
        }
    }

    /// Creates `directory` and marks it before any file is staged in it, so a run killed
    /// while writing leaves a folder the next run accepts and cleans.
    static func mark(_ directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let marker = directory.appendingPathComponent(markerFileName)
        guard !FileManager.default.fileExists(atPath: marker.path) else { return }
        try Data("{}\n".utf8).write(to: marker)
    }
}

/// Why a review folder was not written.
package enum ComparisonWriteError: Error, CustomStringConvertible {
    /// The folder holds files that neither a review nor a gallery wrote.
    case notAReview(URL)

    package var description: String {
        switch self {
        case .notAReview(let url):
            "\(url.path) is not empty and was not written by dscompile preview (it has no \(ComparisonFolder.markerFileName) or \(GalleryManifest.fileName)); choose another --out or empty it"
        }
    }
}
