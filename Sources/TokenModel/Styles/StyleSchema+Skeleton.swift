extension StyleSchema {
    /// The `skeleton` kind: not written yet.
    static let skeletonKind = ComponentKind.notYetDefined
}
