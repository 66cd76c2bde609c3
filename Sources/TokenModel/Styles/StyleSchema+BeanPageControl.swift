extension StyleSchema {
    /// The `beanPageControl` kind: not written yet.
    static let beanPageControlKind = ComponentKind.notYetDefined
}
