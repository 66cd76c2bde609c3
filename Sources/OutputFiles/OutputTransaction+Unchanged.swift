import Foundation

/// Staging that leaves a file alone when it already holds what would be written.
extension OutputTransaction {
    /// Stages `data` as the new contents of `destination`, unless the file already holds
    /// exactly `data`: it is then left alone, its modification time too. After a throw,
    /// call ``discard()``. A FIFO, device node or socket there is refused, unread (reading
    /// a FIFO would block).
    /// - Returns: whether the file will be replaced.
    /// - Throws: ``OutputFileError/notOurs(path:reason:)`` for a FIFO, device node or socket.
    @discardableResult
    package mutating func stageUnlessUnchanged(_ data: Data, at destination: URL) throws(OutputFileError) -> Bool {
        if let refusal = OverwriteCheck.specialFileRefusal(destination) { throw .notOurs(path: destination.displayPath, reason: refusal) }
        if let existing = try? Data(contentsOf: destination), existing == data { return false }
        try stage(data, at: destination)
        return true
    }
}
