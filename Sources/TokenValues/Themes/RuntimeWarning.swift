import Foundation
import Synchronization

/// A warning given while a program runs (a theme the design system lacks, a style property
/// a builder does not have), located at the caller's file and line: written to standard
/// error once a process, as the compiler would print it, or to ``sink`` in this package's
/// tests.
package enum RuntimeWarning {
    // MARK: - Reporting

    /// Writes `warning` (`File.swift:12: warning: …`) unless it was written before.
    package static func report(_ warning: String) {
        guard given.withLock({ $0.insert(warning).inserted }) else { return }
        if let sink { sink(warning) } else { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
    }

    /// Where warnings go instead of standard error, for one task.
    ///
    /// A task-local by nature: a test-only override of standard error, so that tests
    /// running in parallel each collect their own warnings; a program never sets it.
    @TaskLocal package static var sink: (@Sendable (String) -> Void)?

    // MARK: - Private

    /// The warnings given so far: each once a process.
    private static let given = Mutex<Set<String>>([])
}
