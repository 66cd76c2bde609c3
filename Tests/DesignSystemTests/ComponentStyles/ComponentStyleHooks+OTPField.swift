extension ComponentStyleHooks {
    /// The `otpField` kind: not written yet.
    static let otpField: ComponentStyleHook? = nil
}
