import Foundation

/// The cause of a file-system failure in words a user can act on ("no space left on device",
/// "permission denied"), never an `NSError` dump: what every output message of dscompile says
/// after the path.
public enum FileSystemFailure {
    // MARK: - Methods

    /// The cause of `error`: from its POSIX code when it has one (directly, as an
    /// `NSPOSIXErrorDomain` error, or as the `NSUnderlyingErrorKey` of a Cocoa error), else
    /// from the Cocoa error code, else the error's own description.
    public static func reason(of error: any Error) -> String {
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

    /// The cause an `errno` value names, in words.
    public static func reason(errno code: Int32) -> String {
        if let words = posixReasons[code] { return words }
        // strerror(3) for the rest, made to read inside a sentence.
        let text = String(cString: strerror(code))
        guard let first = text.first else { return "error \(code)" }
        return first.lowercased() + text.dropFirst()
    }

    // MARK: - Private

    /// Said when nothing better is known.
    private static let genericReason = "the file system refused the operation"

    private static let posixReasons: [Int32: String] = [
        ENOENT: "no such file or folder",
        EACCES: "permission denied",
        EPERM: "operation not permitted",
        ENOSPC: "no space left on device",
        EDQUOT: "disk quota exceeded",
        EROFS: "read-only file system",
        EISDIR: "is a folder, not a file",
        ENOTDIR: "a file is where a folder should be (not a directory)",
        EEXIST: "something already exists there",
        ENOTEMPTY: "the folder is not empty",
        ENAMETOOLONG: "file name too long",
        EIO: "input/output error (the disk or its connection failed)",
        EMFILE: "too many open files",
        ENFILE: "too many open files in the system",
        ELOOP: "too many levels of symbolic links",
        EXDEV: "the source and destination are on different file systems",
        EBUSY: "the file or folder is busy",
        EFBIG: "the file is too large",
        EINVAL: "invalid argument",
        EWOULDBLOCK: "the file is locked by another process",
    ]

    private static let cocoaReasons: [Int: String] = [
        CocoaError.Code.fileNoSuchFile.rawValue: "no such file or folder",
        CocoaError.Code.fileReadNoSuchFile.rawValue: "no such file or folder",
        CocoaError.Code.fileReadNoPermission.rawValue: "permission denied",
        CocoaError.Code.fileWriteNoPermission.rawValue: "permission denied",
        CocoaError.Code.fileWriteOutOfSpace.rawValue: "no space left on device",
        CocoaError.Code.fileWriteVolumeReadOnly.rawValue: "read-only file system",
        CocoaError.Code.fileWriteFileExists.rawValue: "something already exists there",
        CocoaError.Code.fileWriteInvalidFileName.rawValue: "invalid file name",
        CocoaError.Code.fileReadInvalidFileName.rawValue: "invalid file name",
        CocoaError.Code.fileReadTooLarge.rawValue: "the file is too large",
        CocoaError.Code.fileReadCorruptFile.rawValue: "the file is damaged or in an unexpected format",
        CocoaError.Code.fileReadInapplicableStringEncoding.rawValue: "the file is not text in the expected encoding",
        CocoaError.Code.fileWriteInapplicableStringEncoding.rawValue: "the text cannot be written in the requested encoding",
        CocoaError.Code.fileLocking.rawValue: "the file is locked",
        CocoaError.Code.fileReadUnsupportedScheme.rawValue: "not a file path",
        CocoaError.Code.fileWriteUnsupportedScheme.rawValue: "not a file path",
    ]
}
