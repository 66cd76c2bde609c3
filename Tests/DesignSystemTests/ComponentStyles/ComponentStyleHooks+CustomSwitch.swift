extension ComponentStyleHooks {
    /// The `customSwitch` kind: not written yet.
    static let customSwitch: ComponentStyleHook? = nil
}
