import Foundation

/// Swaps two folders in one step, so a reader (or a process killed midway) sees one or the
/// other whole, never neither: Linux's `renameat2(2)` with `RENAME_EXCHANGE`.
///
/// Glibc declares `renameat2` only for `_GNU_SOURCE`, which Swift's Glibc module does not
/// import, so it is looked up by name once.
package enum FolderExchange {
    // MARK: - Nested types

    /// Why the folders were not swapped.
    package enum Failure: Error, Equatable {
        /// This system or file system cannot swap in one step; the caller may fall back.
        case unsupported
        /// The swap failed for a reason in words (a missing folder, permissions).
        case failed(reason: String)
    }

    // MARK: - Swapping

    /// Swaps the folders (or files) at `first` and `second`, which must both exist on one file
    /// system; nothing else is touched.
    package static func exchange(_ first: URL, _ second: URL) throws(Failure) {
        guard let renameat2 = Self.renameat2 else { throw .unsupported }
        guard renameat2(AT_FDCWD, first.path, AT_FDCWD, second.path, Self.renameExchange) != 0 else { return }
        let code = errno
        // EINVAL: the file system has no exchange (some network and overlay ones); ENOSYS: an old kernel.
        if code == EINVAL || code == ENOSYS { throw .unsupported }
        throw .failed(reason: FileSystemFailure.reason(errno: code))
    }

    // MARK: - Private

    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// `RENAME_EXCHANGE` from `<linux/fs.h>`.
    private static let renameExchange: UInt32 = 1 << 1

    private static let renameat2: RenameAt2? = {
        // nil is RTLD_DEFAULT: the symbol wherever the process has it.
        guard let symbol = dlsym(nil, "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
    }()
}
