extension ComponentStyleHooks {
    /// The `loading` kind: not written yet.
    static let loading: ComponentStyleHook? = nil
}
