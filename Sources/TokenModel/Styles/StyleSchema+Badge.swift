extension StyleSchema {
    /// The `badge` kind: not written yet.
    static let badgeKind = ComponentKind.notYetDefined
}
