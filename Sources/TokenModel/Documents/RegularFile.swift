import Foundation
import FailureText

/// The bytes of an input file, which must be a regular file: a FIFO, a socket or a device
/// is refused before it is opened (reading a FIFO blocks until a writer comes, and
/// `/dev/zero` never ends), with what it is in words.
///
/// The kind is checked with `stat(2)` before opening, and again with `fstat(2)` on what was
/// opened (without blocking, `O_NONBLOCK`), so a file swapped for a FIFO in between is
/// refused too.
package enum RegularFile {
    // MARK: - Nested types

    /// Why a file was not read, in words that follow its path.
    package enum Failure: Error, Equatable {
        /// Not a regular file: `kind` says what it is ("a FIFO (named pipe)"), `link` the
        /// path a symbolic link at it names.
        case notRegular(kind: String, link: String?)
        /// Larger than the limit, in bytes.
        case tooLarge(limit: Int)
        /// It could not be found or read, with the cause.
        case unreadable(reason: String)

        /// The failure as the end of a sentence about the file.
        package var message: String {
            switch self {
            case .notRegular(let kind, let link):
                "it is \(kind)\(link.map { " (through the symbolic link to \($0))" } ?? ""), not a regular file; only regular files are read"
            case .tooLarge(let limit):
                "the file is larger than \(limit / 1_048_576) MiB"
            case .unreadable(let reason):
                "cannot read the file: \(reason)"
            }
        }
    }

    // MARK: - Reading

    /// The bytes of the regular file at `path`, at most `limit` of them.
    /// - Throws: ``Failure`` for anything but a regular file of at most `limit` bytes.
    package static func read(_ path: String, limit: Int) throws(Failure) -> [UInt8] {
        try check(path)
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(reason: FileSystemFailure.reason(errno: errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .unreadable(reason: FileSystemFailure.reason(errno: errno)) }
        try refuseUnlessRegular(status.st_mode, path: nil)
        let size = Int(status.st_size)
        guard size <= limit else { throw .tooLarge(limit: limit) }
        // One byte more than the size, to reach the end of the file in one read; a file that
        // grew meanwhile is read on, up to the limit.
        var bytes = [UInt8](repeating: 0, count: size + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard count <= limit else { throw .tooLarge(limit: limit) }
                bytes.append(contentsOf: repeatElement(0, count: max(1 << 16, count)))
            }
            let read = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if read < 0 {
                if errno == EINTR { continue }
                throw .unreadable(reason: FileSystemFailure.reason(errno: errno))
            }
            if read == 0 { break }
            count += read
        }
        guard count <= limit else { throw .tooLarge(limit: limit) }
        bytes.removeLast(bytes.count - count)
        return bytes
    }

    /// Checks, without opening it, that `path` is a regular file (through symbolic links).
    /// - Throws: ``Failure/notRegular(kind:link:)`` or ``Failure/unreadable(reason:)``.
    package static func check(_ path: String) throws(Failure) {
        var status = stat()
        guard stat(path, &status) == 0 else { throw .unreadable(reason: FileSystemFailure.reason(errno: errno)) }
        try refuseUnlessRegular(status.st_mode, path: path)
    }

    /// What a file of `mode` is, in words ("a character device"); `nil` for a regular file
    /// or a folder, which is refused by its own words.
    package static func kind(of mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG, S_IFDIR: nil
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        default: "a special file"
        }
    }

    // MARK: - Private

    /// Throws unless `mode` is a regular file's; `path`, when given, to name a link's target.
    private static func refuseUnlessRegular(_ mode: mode_t, path: String?) throws(Failure) {
        if mode & S_IFMT == S_IFDIR { throw .unreadable(reason: FileSystemFailure.reason(errno: EISDIR)) }
        guard let kind = kind(of: mode) else { return }
        throw .notRegular(kind: kind, link: path.flatMap(linkTarget(of:)))
    }

    /// The path a symbolic link at `path` names, for the message; `nil` when it is none.
    private static func linkTarget(of path: String) -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: path)
    }
}
