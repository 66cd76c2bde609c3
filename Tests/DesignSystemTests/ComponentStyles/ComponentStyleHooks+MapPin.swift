extension ComponentStyleHooks {
    /// The `mapPin` kind: not written yet.
    static let mapPin: ComponentStyleHook? = nil
}
