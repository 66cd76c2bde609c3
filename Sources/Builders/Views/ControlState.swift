/// The state a control shows, as `UIControl.State`; a value not set for a state falls
/// back to the ``normal`` one.
public enum ControlState: Sendable, Hashable, CaseIterable {
    case normal
    case highlighted
    case disabled
    case selected
}
