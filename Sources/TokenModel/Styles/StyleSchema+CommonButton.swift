extension StyleSchema {
    /// The `commonButton` kind: not written yet.
    static let commonButtonKind = ComponentKind.notYetDefined
}
