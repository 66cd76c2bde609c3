/// Why an output could not be locked, written, replaced or removed. Every case names the path
/// and the cause in words (``FileSystemFailure``), never an `NSError` dump.
public enum OutputFileError: Error, CustomStringConvertible, Equatable {
    // MARK: - Cases

    /// Another process holds the output's lock (``OutputLock``); its pid when it wrote one.
    case busy(path: String, holderPID: Int32?)
    /// The new contents could not be written beside the destination.
    case cannotWrite(path: String, reason: String)
    /// A written file could not be renamed over its destination.
    case cannotReplace(path: String, reason: String)
    /// A file the write planned to remove could not be removed.
    case cannotRemove(path: String, reason: String)
    /// A folder the output goes into could not be created.
    case cannotCreateFolder(path: String, reason: String)
    /// The lock file beside the output could not be opened or locked.
    case cannotLock(path: String, reason: String)
    /// The journal an interrupted write left cannot be read, so it cannot be completed.
    case unreadableJournal(path: String, reason: String)
    /// What stands at an output's path is not dscompile's to replace (``OverwriteCheck``).
    case notOurs(path: String, reason: String)

    // MARK: - Properties

    /// The file or folder the failure is about, as a user would type it.
    public var path: String {
        switch self {
        case .busy(let path, _), .cannotWrite(let path, _), .cannotReplace(let path, _), .cannotRemove(let path, _),
             .cannotCreateFolder(let path, _), .cannotLock(let path, _), .unreadableJournal(let path, _), .notOurs(let path, _):
            path
        }
    }

    /// The cause, in words.
    public var reason: String {
        switch self {
        case .busy(_, let holderPID):
            "being written by dscompile (\(holderPID.map { "pid \($0)" } ?? "pid unknown"))"
        case .cannotWrite(_, let reason), .cannotReplace(_, let reason), .cannotRemove(_, let reason),
             .cannotCreateFolder(_, let reason), .cannotLock(_, let reason), .unreadableJournal(_, let reason), .notOurs(_, let reason):
            reason
        }
    }

    public var description: String {
        switch self {
        case .busy(let path, let holderPID):
            "\(path) is being written by another dscompile (\(holderPID.map { "pid \($0)" } ?? "pid unknown"))"
        case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
        case .cannotReplace(let path, let reason): "cannot replace \(path): \(reason)"
        case .cannotRemove(let path, let reason): "cannot remove \(path): \(reason)"
        case .cannotCreateFolder(let path, let reason): "cannot create the folder \(path): \(reason)"
        case .cannotLock(let path, let reason): "cannot lock \(path): \(reason)"
        case .unreadableJournal(let path, let reason):
            "cannot complete the interrupted write recorded in \(path): \(reason); remove the file and build again"
        case .notOurs(let path, let reason): "will not write over \(path): \(reason)"
        }
    }
}
