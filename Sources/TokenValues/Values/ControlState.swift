/// The states of a control whose look can differ per state, as UIKit's `UIControl.State`.
public enum ControlState: String, Sendable, Hashable, CaseIterable {
    case normal
    case highlighted
    case disabled
    case selected
}
