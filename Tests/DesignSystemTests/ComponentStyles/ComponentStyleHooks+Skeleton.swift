extension ComponentStyleHooks {
    /// The `skeleton` kind: not written yet.
    static let skeleton: ComponentStyleHook? = nil
}
