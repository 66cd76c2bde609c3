import Foundation
import Render
import Synchronization

/// Text sizes measured during one layout pass, shared by every label of the tree: a list
/// of a hundred cells shows a handful of distinct texts, and each is laid out by Pango
/// once per width instead of once per label.
///
/// It lives only as long as the pass (``LayoutPass`` installs it as a task-local value),
/// so nothing measured in one layout is reused by the next, and fonts or texts that
/// change between layouts are never served stale. Only the pass's thread measures: the
/// helper threads that once measured ahead of it bought 4 % (docs/PERFORMANCE.md, Layout).
final class TextMeasurements: Sendable {
    // MARK: - Nested types

    /// What decides a measured size: the text and every part of its style but the color.
    struct Key: Hashable, Sendable {
        let text: String
        let attributedText: AttributedText?
        let style: TextStyle
        let width: CGFloat?

        /// The size Pango lays the text out at.
        func measure() throws -> CGSize {
            let layout = try TextLayout(attributedText: attributedText ?? AttributedText(text), style: style)
            return layout.size(fittingWidth: width)
        }
    }

    // MARK: - Properties

    /// The measurements of the pass running on this task, if one is.
    @TaskLocal static var current: TextMeasurements?

    /// The sizes measured so far. Only the pass's thread reads or writes them; the mutex is
    /// there because a task-local value must be `Sendable`.
    private let sizes = Mutex<[Key: CGSize]>([:])

    // MARK: - Measuring

    /// The size recorded for `key`, or the one it measures, recorded.
    func size(for key: Key) throws -> CGSize {
        if let known = sizes.withLock({ $0[key] }) { return known }
        let size = try key.measure()
        sizes.withLock { $0[key] = size }
        return size
    }
}
