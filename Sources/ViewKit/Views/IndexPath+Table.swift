import Foundation

/// UIKit's table additions to Foundation's `IndexPath`: `IndexPath(row:section:)`, `row`
/// and `section`. UIKit adds them on iOS; Foundation on Linux has only the general index
/// path, so a table's code would not compile without them. A table's path is two indexes,
/// the section first.
extension IndexPath {
    /// The path of `row` in `section`, as UIKit's `IndexPath(row:section:)`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section, the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row within the section, the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
