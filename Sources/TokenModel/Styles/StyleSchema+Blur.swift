extension StyleSchema {
    /// The `blur` kind: not written yet.
    static let blurKind = ComponentKind.notYetDefined
}
