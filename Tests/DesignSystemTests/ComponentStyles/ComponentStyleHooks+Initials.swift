extension ComponentStyleHooks {
    /// The `initials` kind: not written yet.
    static let initials: ComponentStyleHook? = nil
}
