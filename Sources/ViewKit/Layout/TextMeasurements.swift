import Foundation
import Render

/// Text sizes measured during one layout pass, shared by every label of the tree: a list
/// of a hundred cells shows a handful of distinct texts, and each is laid out by Pango
/// once per width instead of once per label.
///
/// It lives only as long as the pass (``LayoutPassState/measurements``), so nothing
/// measured in one layout is reused by the next, and fonts or texts that change between
/// layouts are never served stale.
///
/// The pass may ``prefetch(_:)`` the texts it is about to ask for: helper threads measure
/// them while the pass goes on (building its solver, or measuring too), each on its own
/// Pango font map (see `TextLayout`). The pass takes keys from the start of the list,
/// helpers from the end, so they meet once, in the middle.
final class TextMeasurements: @unchecked Sendable {
    // MARK: - Nested types

    /// What decides a measured size: the text and every part of its style but the color.
    struct Key: Hashable, Sendable {
        let text: String
        let attributedText: AttributedText?
        let style: TextStyle
        let width: CGFloat?

        /// The size Pango lays the text out at; the layout is made, used and freed on the
        /// calling thread.
        func measure() throws -> CGSize {
            let layout = try TextLayout(attributedText: attributedText ?? AttributedText(text), style: style)
            return layout.size(fittingWidth: width)
        }
    }

    /// Where the measurement of a key stands.
    private enum Entry {
        /// Prefetched, not taken by any thread yet.
        case pending
        /// Being measured by some thread.
        case taken
        case measured(CGSize)
    }

    // MARK: - Constants

    /// The fewest texts worth measuring on helper threads: handing work over costs tens
    /// of microseconds, measuring a short text a few.
    static let minimumPrefetchCount = 16

    // MARK: - Properties

    /// Whether ``prefetch(_:)`` hands texts to helper threads (``LayoutFastPaths/helperThreads``).
    let helperThreads: Bool

    /// One helper per core but the pass's.
    private static var helperCount: Int { ProcessInfo.processInfo.activeProcessorCount - 1 }

    // Every property below is only read or written with `lock` held.
    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    /// Prefetched keys in the order the pass asks for them; helpers take from the end.
    private var queue: [Key] = []

    // MARK: - Initializers

    init(helperThreads: Bool) {
        self.helperThreads = helperThreads
    }

    // MARK: - Measuring

    /// The size recorded for `key`, or the one it measures, recorded.
    ///
    /// A key a helper is still measuring is measured here too, rather than waited for:
    /// it costs one text at most, and a helper that the system does not run for a while
    /// never holds the pass up.
    func size(for key: Key) throws -> CGSize {
        let known: CGSize? = lock.withLock {
            if case .measured(let size)? = entries[key] { return size }
            entries[key] = .taken
            return nil
        }
        if let known { return known }
        let size = try key.measure()
        record(key, size)
        return size
    }

    // MARK: - Prefetching

    /// Has helper threads, one per core but this one, measure the `keys` not known yet,
    /// when there are at least ``minimumPrefetchCount`` of them; `keys` in the order the
    /// pass will ask for them.
    ///
    /// A helper's measuring that throws is not recorded, so ``size(for:)`` throws the same
    /// error where the pass asks for it, as without prefetching.
    func prefetch(_ keys: [Key]) {
        let helpers = helperThreads ? Self.helperCount : 0
        guard helpers > 0, keys.count >= Self.minimumPrefetchCount else { return }
        let queued = lock.withLock {
            var missing: [Key] = []
            var seen = Set<Key>()
            for key in keys where entries[key] == nil && seen.insert(key).inserted { missing.append(key) }
            guard missing.count >= Self.minimumPrefetchCount else { return false }
            for key in missing { entries[key] = .pending }
            queue += missing
            return true
        }
        guard queued else { return }
        // The text a helper measures is the pass's: it counts in the pass's font recording.
        let fontUse = FontUse.current
        for _ in 0..<helpers {
            DispatchQueue.global(qos: .userInitiated).async { FontUse.$current.withValue(fontUse) { self.help() } }
        }
    }

    /// Drops the keys no helper has taken yet: called when the pass ends, so helpers stop
    /// after the text they are measuring.
    func stopPrefetching() {
        lock.withLock { queue.removeAll() }
    }

    // MARK: - Private

    /// Measures queued keys until none is left.
    private func help() {
        while let key = takeQueuedKey() {
            // A failure is left for the pass to meet again (see `prefetch(_:)`).
            if let size = try? key.measure() { record(key, size) }
        }
    }

    /// The last queued key still pending, now taken; `nil` when none is left.
    private func takeQueuedKey() -> Key? {
        lock.withLock {
            while let key = queue.popLast() {
                guard case .pending? = entries[key] else { continue }
                entries[key] = .taken
                return key
            }
            return nil
        }
    }

    private func record(_ key: Key, _ size: CGSize) {
        lock.withLock { entries[key] = .measured(size) }
    }
}
