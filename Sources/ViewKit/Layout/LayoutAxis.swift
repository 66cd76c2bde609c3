/// A direction a layout priority or constraint applies in, as `NSLayoutConstraint.Axis`.
public enum LayoutAxis: Sendable, Hashable, CaseIterable {
    case horizontal
    case vertical
}
