import FontRules
import Foundation
import Synchronization
import TokenValues

/// The font lists that the text laid out by a piece of code asked for, and which of them
/// fell back: a snapshot test checks after the render that no text was drawn in a family
/// other than the one named (a reference drawn in the wrong font is a wrong reference).
///
/// Every ``TextLayout`` checks its families through ``FontCatalog/validatedFamilies(_:)``,
/// which notes them in the recordings running on its task. Work handed to other threads
/// (a layout pass's text measured by helpers) carries the recording with it (``current``).
public enum FontUse {
    // MARK: - Nested types

    /// A font list of which some family is not installed, and what draws instead.
    public struct Fallback: Sendable, Hashable, CustomStringConvertible {
        /// The families asked for, in order.
        public let requested: [String]
        /// Those not installed here that come before the one that draws, in order.
        public let missing: [String]
        /// The family that draws the text instead (``FontCatalog/drawnFamily(for:)``);
        /// `nil` when it cannot be determined.
        public let drawn: String?

        /// `the font family 'Brand Sans' is not installed; text is drawn with 'Inter'
        /// (asked for 'Brand Sans', 'sans-serif')`, as `dscompile validate` words it.
        public var description: String {
            let asked = requested.map { "'\($0)'" }.joined(separator: ", ")
            return FontWarningText.notInstalled(missing: missing, drawn: drawn) + " (asked for \(asked))"
        }
    }

    // MARK: - Recording

    /// Runs `body` and returns what it returns with the distinct font lists its text
    /// layouts asked for, in the order first asked. Recordings nest: an outer one gets the
    /// inner one's lists too.
    public static func recording<Result>(_ body: () throws -> Result) rethrows -> (result: Result, families: [[String]]) {
        let log = Log(outer: current)
        let result = try $current.withValue(log) { try body() }
        return (result, log.families)
    }

    /// The lists of `families` that fall back, each with what draws instead, in order: a
    /// list whose first family is not installed. A missing family after an installed one
    /// changes nothing drawn (`["Inter", "Brand Sans"]` draws Inter on any machine), so it
    /// is no fallback; ``Fallback/missing`` names the families before the one that draws.
    /// Call it outside a recording: it lays text out to find the drawn family.
    /// - Throws: what fontconfig says when a list cannot be checked, so that a snapshot is
    ///   never passed for a font nobody could look at.
    public static func fallbacks(in families: [[String]]) throws(RenderError) -> [Fallback] {
        var fallbacks: [Fallback] = []
        for list in families {
            var skipped: [String] = []
            for family in FontCatalog.namedFamilies(list) {
                if try FontCatalog.isInstalled(family) { break }
                if !skipped.contains(where: { $0.lowercased() == family.lowercased() }) { skipped.append(family) }
            }
            guard !skipped.isEmpty else { continue }
            let drawn = FontCatalog.drawnFamily(for: Typography(fontFamily: list, fontSize: 17))
            fallbacks.append(Fallback(requested: list, missing: skipped, drawn: drawn))
        }
        return fallbacks
    }

    // MARK: - Propagating

    /// The innermost recording running on this task; a helper thread working for the task
    /// installs it (`FontUse.$current.withValue(captured) { … }`) so its text is noted too.
    ///
    /// A task-local by nature: a recording wraps any drawing (a snapshot's render), and
    /// every ``TextLayout`` deep inside it, made by views, drawers and layout passes that
    /// know nothing of the snapshot, notes its families here.
    @TaskLocal package static var current: Log?

    // MARK: - Internal

    /// Notes that a text layout asked for `families`.
    static func note(_ families: [String]) {
        var log = current
        while let recording = log {
            recording.insert(families)
            log = recording.outer
        }
    }

    /// One recording's font lists.
    package final class Log: Sendable {
        let outer: Log?
        private let lists = Mutex<(order: [[String]], seen: Set<[String]>)>(([], []))

        init(outer: Log?) {
            self.outer = outer
        }

        var families: [[String]] { lists.withLock { $0.order } }

        func insert(_ families: [String]) {
            lists.withLock { if $0.seen.insert(families).inserted { $0.order.append(families) } }
        }
    }
}
