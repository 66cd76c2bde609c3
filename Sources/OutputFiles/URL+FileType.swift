import Foundation

extension URL {
    // MARK: - File type

    /// What stands at this path itself (symbolic links not followed), for the checks that
    /// refuse to write over anything but a regular file.
    var linkStatus: FileType {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .missing }
        return FileType(mode: status.st_mode)
    }

    /// Whether a symbolic link stands at this path.
    var isSymbolicLink: Bool { linkStatus == .symbolicLink }

    /// What stands at this path with links followed, in words for a message ("a FIFO").
    var fileTypeDescription: String {
        var status = stat()
        guard stat(path, &status) == 0 else { return linkStatus.description }
        return FileType(mode: status.st_mode).description
    }

    /// The kinds of thing a path can name.
    enum FileType: CustomStringConvertible {
        case missing, regularFile, folder, symbolicLink, fifo, device, socket

        init(mode: mode_t) {
            switch mode & S_IFMT {
            case S_IFREG: self = .regularFile
            case S_IFDIR: self = .folder
            case S_IFLNK: self = .symbolicLink
            case S_IFIFO: self = .fifo
            case S_IFSOCK: self = .socket
            default: self = .device
            }
        }

        var description: String {
            switch self {
            case .missing: "nothing"
            case .regularFile: "a regular file"
            case .folder: "a folder"
            case .symbolicLink: "a symbolic link"
            case .fifo: "a FIFO (named pipe)"
            case .device: "a device node"
            case .socket: "a socket"
            }
        }
    }
}
