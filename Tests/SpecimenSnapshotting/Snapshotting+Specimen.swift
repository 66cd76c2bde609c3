import DesignSnapshots
import DesignSystem

// MARK: - The strategy of the project's own snapshot suites

extension Snapshotting where Value: View {
    /// A specimen as the project's snapshot suites draw it (ComponentsTests,
    /// DesignSystemTests): on the theme's screen background (`Specimens.background`), at
    /// scale 2, made of ``Snapshotting/image(size:scale:theme:padding:background:tolerance:threshold:)``.
    package static func specimen(size: LayoutSize = .compressed, theme: Theme, padding: CGFloat = 0) -> Snapshotting<Value> {
        .image(size: size, theme: theme, padding: padding, background: DesignSystem.Specimens.background)
    }
}
