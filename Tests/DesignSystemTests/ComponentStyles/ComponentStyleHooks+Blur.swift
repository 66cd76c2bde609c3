extension ComponentStyleHooks {
    /// The `blur` kind: not written yet.
    static let blur: ComponentStyleHook? = nil
}
