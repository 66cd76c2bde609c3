import FailureText
import Foundation

/// ``FileSystemFailure/reason(of:)``, which knows this module's ``OutputFileError``; the
/// words for an `errno` live in FailureText, which the token reader uses without this module.
extension FileSystemFailure {
    // MARK: - Methods

    /// The cause of `error`: from its POSIX code when it has one (directly, as an
    /// `NSPOSIXErrorDomain` error, or as the `NSUnderlyingErrorKey` of a Cocoa error), else
    /// from the Cocoa error code, else the error's own description.
    package static func reason(of error: any Error) -> String {
        if let error = error as? OutputFileError { return error.reason }
        if let error = error as? POSIXError { return reason(errno: error.code.rawValue) }
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain { return reason(errno: Int32(truncatingIfNeeded: nsError.code)) }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? any Error {
            let cause = reason(of: underlying)
            if cause != genericReason { return cause }
        }
        if nsError.domain == NSCocoaErrorDomain { return cocoaReasons[nsError.code] ?? nsError.localizedFailureReason ?? genericReason }
        // A Swift error describes itself; an `NSError` of another domain would print a dump.
        let described = String(describing: error)
        return described.contains("Error Domain=") ? nsError.localizedFailureReason ?? genericReason : described
    }
}
