import Foundation

extension URL {
    // MARK: - Containment

    /// Whether `other` is this folder or lies inside it, symbolic links resolved in both: a
    /// folder an output replaces or cleans must not hold what is not the output's (an input,
    /// the working directory), and a journal may name only what its outputs' folders hold.
    package func holds(_ other: URL) -> Bool {
        let outer = standardizedFileURL.resolvingSymlinksInPath().path
        let inner = other.standardizedFileURL.resolvingSymlinksInPath().path
        return inner == outer || inner.hasPrefix(outer.hasSuffix("/") ? outer : outer + "/")
    }
}
