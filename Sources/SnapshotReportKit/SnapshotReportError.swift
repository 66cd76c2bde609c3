import Foundation

/// Why the report could not be written.
package enum SnapshotReportError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The lock file could not be opened or locked; `errno` says why.
    case cannotLock(path: String, errno: Int32)

    /// One sentence for a failure message.
    package var description: String {
        switch self {
        case .cannotLock(let path, let errno):
            return "the snapshot report's lock \(path) cannot be taken: \(String(cString: strerror(errno)))"
        }
    }
}
