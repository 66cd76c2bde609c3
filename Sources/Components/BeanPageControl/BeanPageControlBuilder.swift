import Foundation
import LayoutDSL
import TokenModel

/// Builds a ``BeanPageControl`` in the template project's builder style:
///
/// ```swift
/// let pageControl = BeanPageControlBuilder.startBuild()
///     .useAutoLayout()
///     .setStyle(.default)
///     .setCount(5)
///     .build()
/// ```
public final class BeanPageControlBuilder: StyledBuilder {
    // MARK: - Nested types

    /// The view this builder makes.
    public typealias BuiltView = BeanPageControl

    // MARK: - Properties

    /// The page control being configured.
    public let view: BeanPageControl

    // MARK: - Initializers

    private init(view: BeanPageControl) {
        self.view = view
    }

    /// A builder holding a new page control.
    public static func startBuild() -> BeanPageControlBuilder {
        BeanPageControlBuilder(view: BeanPageControl())
    }

    // MARK: - Pages

    /// Sets how many pages there are (a negative count counts as 0).
    public func setCount(_ count: Int) -> Self {
        view.count = count
        return self
    }

    /// Shows the pager `progress` of the way from page `index` to the next.
    public func setPage(_ index: Int, progress: CGFloat = 0) -> Self {
        view.set(index: index, progress: progress)
        return self
    }

    // MARK: - Beans

    /// Sets the height of every bean.
    public func setBeanHeight(_ height: CGFloat) -> Self {
        view.beanHeight = height
        return self
    }

    /// Sets the width of the beans of the other pages.
    public func setInactiveBeanWidth(_ width: CGFloat) -> Self {
        view.inactiveBeanWidth = width
        return self
    }

    /// Sets the width of the current page's bean.
    public func setActiveBeanWidth(_ width: CGFloat) -> Self {
        view.activeBeanWidth = width
        return self
    }

    /// Sets the gap between two beans.
    public func setPadding(_ padding: CGFloat) -> Self {
        view.padding = padding
        return self
    }

    /// Sets the space between the beans and every edge of the view, inside a track drawn as
    /// its background.
    public func setTrackInset(_ inset: CGFloat) -> Self {
        view.trackInset = inset
        return self
    }

    /// Sets the corner radius of every bean.
    public func setBeanCornerRadius(_ radius: CGFloat) -> Self {
        view.beanCornerRadius = radius
        return self
    }

    /// Sets the color of the current page's bean.
    public func setBeanActiveColor(_ color: Themed<Color>) -> Self {
        view.beanActiveColor = color
        return self
    }

    /// Sets the color of the other pages' beans.
    public func setBeanInactiveColor(_ color: Themed<Color>) -> Self {
        view.beanInactiveColor = color
        return self
    }

}
