extension StyleSchema {
    /// The `otpField` kind: not written yet.
    static let otpFieldKind = ComponentKind.notYetDefined
}
