extension StyleSchema {
    /// The `loading` kind: not written yet.
    static let loadingKind = ComponentKind.notYetDefined
}
