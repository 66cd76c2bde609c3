import Builders
import Foundation
import Render
import TokenModel

/// The work both the Swift Testing and the XCTest assertions share: render, verify, and turn
/// each outcome into a failure message (or nothing).
enum SnapshotAssertion {
    // MARK: - Verifying

    /// Renders `view` and verifies it; the failure messages, empty when it passes.
    static func verify(
        view: View, name: String, theme: Theme, scale: Int, size: LayoutSize?, width: CGFloat?, padding: CGFloat,
        background: Themed<Color>?, options: ComparisonOptions, record: RecordMode?, suite: String?,
        artifactDirectory: URL?, filePath: String
    ) -> [String] {
        guard (1...3).contains(scale) else { return ["snapshot \(name): the scale is \(scale); use 1, 2 or 3"] }
        let image: PixelImage
        do {
            let renderer = Renderer(scale: scale, theme: theme, background: background)
            if let size {
                image = try renderer.render(view, layingOutAt: size, padding: padding)
            } else {
                image = try renderer.renderFitting(view, width: width, padding: padding)
            }
        } catch {
            return ["snapshot \(name): could not render: \(error)"]
        }
        let themedName = theme == .defaults ? name : "\(name).\(theme.name)"
        return verify(images: [(themedName, image)], options: options, record: record, suite: suite,
                      artifactDirectory: artifactDirectory, filePath: filePath)
    }

    /// Verifies each named image with the store of the package of `filePath`, writing
    /// failures and report entries to `artifactDirectory` when given (else where
    /// `environment` says, see ``SnapshotStore/forPackage(containing:recordMode:artifactDirectory:environment:)``).
    static func verify(images: [(String, PixelImage)], options: ComparisonOptions, record: RecordMode?,
                       suite: String?, artifactDirectory: URL?, filePath: String,
                       environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        guard !images.isEmpty else { return ["snapshot: no images to compare; a frame sequence needs at least one frame"] }
        let store: SnapshotStore
        do {
            store = try SnapshotStore.forPackage(containing: filePath, recordMode: record, artifactDirectory: artifactDirectory,
                                                 environment: environment)
        } catch {
            return ["snapshot: \(error)"]
        }
        let suiteName = suite ?? URL(fileURLWithPath: filePath).deletingLastPathComponent().lastPathComponent
        var failures: [String] = []
        for (name, image) in images {
            switch store.verify(image, suite: suiteName, name: name, options: options) {
            case .matched:
                break
            case .recorded(let url):
                // A new reference passes: the developer looks at it before committing it.
                print("snapshot: recorded \(url.path); look at it before you commit it")
            case .failed(let message):
                failures.append("snapshot \(name): \(message)")
            }
        }
        return failures
    }

    /// The failures one a line, or `nil` when there are none: what `verifySnapshot` returns.
    static func message(of failures: [String]) -> String? {
        failures.isEmpty ? nil : failures.joined(separator: "\n")
    }

    /// The names of a frame sequence's references: `<name>.<index>`.
    static func frameNames(_ frames: [PixelImage], named name: String) -> [(String, PixelImage)] {
        frames.enumerated().map { ("\(name).\($0.offset)", $0.element) }
    }
}
