extension ComponentStyleHooks {
    /// The `beanPageControl` kind: not written yet.
    static let beanPageControl: ComponentStyleHook? = nil
}
