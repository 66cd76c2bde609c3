import Foundation
import Render

/// Text sizes measured during one layout pass, shared by every label of the tree: a list
/// of a hundred cells shows a handful of distinct texts, and each is laid out by Pango
/// once per width instead of once per label.
///
/// It lives only as long as the pass (``LayoutPass`` installs it as a task-local value),
/// so nothing measured in one layout is reused by the next, and fonts or texts that
/// change between layouts are never served stale.
final class TextMeasurements: @unchecked Sendable {
    // MARK: - Nested types

    /// What decides a measured size: the text and every part of its style but the color.
    struct Key: Hashable {
        let text: String
        let attributedText: AttributedText?
        let style: TextStyle
        let width: CGFloat?
    }

    // MARK: - Properties

    /// The measurements of the pass running on this task, if one is.
    @TaskLocal static var current: TextMeasurements?

    // The pass runs on one task; the lock only makes the type honest about `Sendable`.
    private let lock = NSLock()
    private var sizes: [Key: CGSize] = [:]

    // MARK: - Measuring

    /// The size recorded for `key`, or the one `measure` gives, recorded.
    func size(for key: Key, _ measure: () throws -> CGSize) rethrows -> CGSize {
        if let known = lock.withLock({ sizes[key] }) { return known }
        let size = try measure()
        lock.withLock { sizes[key] = size }
        return size
    }
}
