extension StyleSchema {
    /// The `customSwitch` kind: not written yet.
    static let customSwitchKind = ComponentKind.notYetDefined
}
