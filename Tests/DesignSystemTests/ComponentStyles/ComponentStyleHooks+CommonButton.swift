extension ComponentStyleHooks {
    /// The `commonButton` kind: not written yet.
    static let commonButton: ComponentStyleHook? = nil
}
