import Foundation

/// The cause of a file-system failure in words a user can act on ("no space left on device",
/// "permission denied"), never an `NSError` dump: what every output message of dscompile says
/// after the path. The token reader says it of a file it cannot read, and the output writers
/// of a file they cannot write; `OutputFiles` adds ``reason(of:)`` for any error.
package enum FileSystemFailure {
    // MARK: - Methods

    /// The cause an `errno` value names, in words.
    package static func reason(errno code: Int32) -> String {
        if let words = posixReasons[code] { return words }
        // strerror(3) for the rest, made to read inside a sentence.
        let text = String(cString: strerror(code))
        guard let first = text.first else { return "error \(code)" }
        return first.lowercased() + text.dropFirst()
    }

    // MARK: - Shared with OutputFiles' reason(of:)

    /// Said when nothing better is known.
    package static let genericReason = "the file system refused the operation"

    // MARK: - Private

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

    /// Cocoa's file error codes, in the same words as their POSIX causes.
    package static let cocoaReasons: [Int: String] = [
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
