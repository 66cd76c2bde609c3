/// Where a snapshot test keeps a recipe's reference: `Snapshots/<suite>/<name>.<theme>@<scale>x.png`.
package struct SnapshotReference: Sendable, Hashable, CustomStringConvertible {
    // MARK: - Properties

    /// The folder under `Snapshots/`: the assertion's `suite` (`Components`, `OriginExamples`).
    package let suite: String
    /// The name the assertion is given (`surfutils-bean-page-control`).
    package let name: String

    // MARK: - Initializers

    package init(suite: String, name: String) {
        self.suite = suite
        self.name = name
    }

    // MARK: - Naming

    /// `<suite>/<name>`, as a gallery picture names it.
    package var description: String { "\(suite)/\(name)" }
}
