extension ComponentStyleHooks {
    /// The `badge` kind: not written yet.
    static let badge: ComponentStyleHook? = nil
}
