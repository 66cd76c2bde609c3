import Foundation

/// Staging that leaves a file alone when it already holds what would be written.
extension OutputTransaction {
    /// Stages `data` as the new contents of `destination`, unless the file already holds
    /// exactly `data`: it is then left alone, its modification time too. After a throw,
    /// call ``discard()``.
    /// - Returns: whether the file will be replaced.
    @discardableResult
    public mutating func stageUnlessUnchanged(_ data: Data, at destination: URL) throws(OutputFileError) -> Bool {
        if let existing = try? Data(contentsOf: destination), existing == data { return false }
        try stage(data, at: destination)
        return true
    }
}
