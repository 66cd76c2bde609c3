import DesignSnapshots
import DesignSystem

// MARK: - The strategy of this target's snapshot suites

extension Snapshotting where Value: View {
    /// A specimen as every suite here draws it: on the theme's screen background
    /// (`Specimens.background`), at scale 2; a strategy of the test target's own, made of
    /// ``Snapshotting/image(size:scale:theme:padding:background:tolerance:threshold:)``.
    static func specimen(size: LayoutSize = .compressed, theme: Theme, padding: CGFloat = 0) -> Snapshotting<Value> {
        .image(size: size, theme: theme, padding: padding, background: DesignSystem.Specimens.background)
    }
}
