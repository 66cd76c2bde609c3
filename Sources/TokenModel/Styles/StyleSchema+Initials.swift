extension StyleSchema {
    /// The `initials` kind: not written yet.
    static let initialsKind = ComponentKind.notYetDefined
}
