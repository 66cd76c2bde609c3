import Foundation
import Synchronization
import TokenModel

/// Required constraints that could not all hold in a layout pass, and the one the pass
/// broke to go on, as UIKit's "Unable to simultaneously satisfy constraints" log.
///
/// UIKit does not fail a layout that over-constrains a view: it logs the conflicting
/// constraints, breaks one and lays the rest out (Apple's Auto Layout Guide, "Unsatisfiable
/// Layouts"). The layout pass does the same: it breaks the constraint whose addition made
/// the set unsatisfiable, which is never one made from a frame or the root's size (those
/// are added first, so an autoresizing mask wins, as in UIKit's logs), writes the warning
/// on standard error (``description``, once a process) and hands the conflict to
/// ``ConstraintConflicts/recording(_:)``, where a snapshot test can fail on it.
public struct ConstraintConflict: Sendable, Hashable, CustomStringConvertible {
    // MARK: - Nested types

    /// One constraint of the conflict, as warnings name it, and where it comes from.
    public struct Entry: Sendable, Hashable, CustomStringConvertible {
        /// How the site relates to the constraint.
        public enum SiteKind: Sendable, Hashable {
            /// The constraint was made there (an anchor call, the initializer).
            case made
            /// The constraint holds a frame that a `pin` chain written there set.
            case pinned
        }

        /// The constraint: `Label("error").top == View("card").top + 8 @required`, or
        /// `OTPField.height == 0 @required (autoresizing mask)`.
        public let constraint: String
        /// Where it was made, or where the frame it holds was set; `nil` when unknown (a
        /// stack view's own constraints, a frame set by hand).
        public let site: CallSite?
        public let siteKind: SiteKind

        public init(constraint: String, site: CallSite?, siteKind: SiteKind = .made) {
            self.constraint = constraint
            self.site = site
            self.siteKind = siteKind
        }

        /// The constraint and its site: `… @required, made at MyApp/Card.swift:12`.
        public var description: String {
            guard let site else { return constraint }
            return constraint + (siteKind == .made ? ", made at \(site)" : ", frame set by pin at \(site)")
        }
    }

    // MARK: - Properties

    /// The constraints that cannot all hold, the broken one last.
    public let constraints: [Entry]
    /// The constraint the pass left out to lay the rest out.
    public let broken: Entry

    // MARK: - Initializers

    public init(constraints: [Entry], broken: Entry) {
        self.constraints = constraints
        self.broken = broken
    }

    // MARK: - Description

    /// Where the warning is located: the first site in the code using the library (a `pin`
    /// call before a constraint), else the broken constraint's, else any; `nil` when no
    /// constraint has a site.
    public var location: CallSite? {
        let sites = constraints.filter { $0.siteKind == .pinned } + constraints.filter { $0.siteKind == .made }
        if let outside = sites.compactMap(\.site).first(where: { !$0.isInLibrary }) { return outside }
        return broken.site ?? constraints.compactMap(\.site).first
    }

    /// The warning, as UIKit words it:
    ///
    /// ```
    /// MyApp/Screen.swift:30: warning: Unable to simultaneously satisfy constraints:
    ///     OTPField.height == 20 @required (autoresizing mask), frame set by pin at MyApp/Screen.swift:30
    ///     …
    ///     DigitField.height == 32 @required, made at Builders/OTPField.swift:139
    /// Will attempt to recover by breaking constraint
    ///     DigitField.height == 32 @required, made at Builders/OTPField.swift:139
    /// ```
    public var description: String {
        let prefix = location.map { "\($0): " } ?? ""
        return "\(prefix)warning: Unable to simultaneously satisfy constraints:\n"
            + constraints.map { "    \($0)\n" }.joined()
            + "Will attempt to recover by breaking constraint\n    \(broken)"
    }
}

/// The conflicts the layout passes of a piece of code met (see ``ConstraintConflict``).
public enum ConstraintConflicts {
    // MARK: - Recording

    /// Runs `body` and returns what it returns with the conflicts its layout passes broke
    /// constraints for, in order (each also written on standard error, once a process).
    /// Recordings nest: an outer one gets the inner one's conflicts too.
    public static func recording<Result>(_ body: () throws -> Result) rethrows -> (result: Result, conflicts: [ConstraintConflict]) {
        let log = Log(outer: current)
        let result = try $current.withValue(log) { try body() }
        return (result, log.conflicts)
    }

    // MARK: - Internal

    /// Writes each conflict as a located warning and adds it to the recordings running.
    static func report(_ conflicts: [ConstraintConflict]) {
        for conflict in conflicts {
            RuntimeWarning.report(conflict.description)
            var log = current
            while let recording = log {
                recording.append(conflict)
                log = recording.outer
            }
        }
    }

    // MARK: - Private

    /// The innermost recording running on this task.
    ///
    /// A task-local by nature: a recording wraps any code (a snapshot's render, a test's
    /// body), and the passes inside it are started by code that passes no recorder along
    /// (``View/layoutIfNeeded()``, a renderer, a component laying itself out), as an
    /// expectation wraps what it checks.
    @TaskLocal private static var current: Log?

    /// One recording's conflicts.
    private final class Log: Sendable {
        let outer: Log?
        private let entries = Mutex<[ConstraintConflict]>([])

        init(outer: Log?) {
            self.outer = outer
        }

        var conflicts: [ConstraintConflict] { entries.withLock { $0 } }

        func append(_ conflict: ConstraintConflict) {
            entries.withLock { $0.append(conflict) }
        }
    }
}
