import Foundation
import Render
import TokenModel
import ViewKit

/// A page control whose indicators are "beans" that flow into each other: the current
/// page's bean is long (``activeBeanWidth``), the others short (``inactiveBeanWidth``), and
/// while a pager scrolls, the current bean shrinks as the next one grows, so the total
/// width never changes (SurfUtils' `BeanPageControl`).
///
/// Beans are packed left to right, ``padding`` apart, each ``beanHeight`` tall, rounded by
/// ``beanCornerRadius``, ``trackInset`` in from every edge of the view (0, the view's
/// top-left corner, as in the original; a style that draws a track behind the beans sets
/// it, so the end beans do not touch the track's ends). ``set(index:progress:)`` moves the
/// position as SurfUtils' pager callback does:
///
/// ```swift
/// let pageControl = BeanPageControl()
/// pageControl.count = 5
/// pageControl.set(index: 1, progress: 0.3)   // bean 1 at 70 %, bean 2 at 30 %
/// ```
///
/// Inputs the original did not guard are made harmless: a negative ``count`` counts as 0,
/// negative or non-finite lengths as 0, and a progress that is not finite snaps to the
/// index (see ``set(index:progress:)``).
public final class BeanPageControl: View {
    // MARK: - Properties

    /// How many pages there are; a negative count is stored as 0.
    public var count: Int = 0 {
        didSet { count = max(0, count) }
    }
    /// The height of every bean, in points.
    public var beanHeight: CGFloat = 6
    /// The width of a bean that is not the current page's.
    public var inactiveBeanWidth: CGFloat = 6
    /// The width of the current page's bean.
    public var activeBeanWidth: CGFloat = 25
    /// The gap between two beans.
    public var padding: CGFloat = 4
    /// The space between the beans and each edge of the view: what a track drawn as the
    /// view's background (``View/backgroundColor``, ``View/cornerRadius``) leaves around
    /// them, the same at both ends. 0 by default, as the original packs its beans from the
    /// corner.
    public var trackInset: CGFloat = 0
    /// The corner radius of every bean (at most half its height or width when drawn).
    public var beanCornerRadius: CGFloat = 3
    /// The color of the current page's bean.
    public var beanActiveColor: Themed<Color> = .black
    /// The color of the other beans (UIKit's `lightGray`).
    public var beanInactiveColor: Themed<Color> = .lightGray

    /// The position shown, `index + progress` clamped to `0…count − 1`: its whole part is
    /// the bean that is (partly) active, its fraction how far the next one has grown. It is
    /// clamped again against the current ``count`` whenever it is read.
    public var position: Double {
        get { Self.clamp(storedPosition, count: count) }
        set { storedPosition = newValue.isFinite ? newValue : 0 }
    }

    private var storedPosition: Double = 0

    // MARK: - Position

    /// Shows the pager `progress` of the way from page `index` to the next, as
    /// SurfUtils' `onChangePage` callback passes them.
    ///
    /// The position is `p = clamp(index + progress, 0, count − 1)`: progress past either
    /// end is ignored (the first or last bean stays fully active), and progress 0 snaps to
    /// `index`. An `index` out of range is clamped the same way. A progress that is NaN or
    /// infinite (a scroll offset divided by a page width of 0) carries no position, so it
    /// counts as 0 and snaps to `index`.
    public func set(index: Int, progress: CGFloat) {
        let progress = progress.isFinite ? Double(progress) : 0
        position = Double(index) + progress
    }

    // MARK: - Geometry

    /// The index of the bean that is fully or partly active, `floor(position)`; `nil`
    /// when there are no beans.
    public var activeIndex: Int? {
        guard count > 0 else { return nil }
        // `Double(count - 1)` may round up past `Int.max`; the last index is taken as is.
        let whole = position.rounded(.down)
        return whole >= Double(count - 1) ? count - 1 : Int(whole)
    }

    /// How far the bean after ``activeIndex`` has grown, `position − floor(position)`,
    /// from 0 to just under 1.
    public var transitionFraction: CGFloat {
        CGFloat(position - position.rounded(.down))
    }

    /// The width of bean `index`: `lerp(active, inactive, f)` for the active bean,
    /// `lerp(inactive, active, f)` for the next one, the inactive width for the others,
    /// so that the widths always add up to the same total. 0 for an index out of range.
    public func beanWidth(at index: Int) -> CGFloat {
        guard index >= 0, index < count, let active = activeIndex else { return 0 }
        let fraction = transitionFraction
        switch index {
        case active: return Self.lerp(lengths.active, lengths.inactive, fraction)
        case active + 1: return Self.lerp(lengths.inactive, lengths.active, fraction)
        default: return lengths.inactive
        }
    }

    /// The frame of bean `index` in the view's coordinates; `.zero` for an index out of
    /// range. Computed in constant time, so a control of `Int.max` pages costs no more.
    public func beanFrame(at index: Int) -> CGRect {
        guard index >= 0, index < count, let active = activeIndex else { return .zero }
        let lengths = self.lengths
        // Every bean before `index` is inactive, except the active one and its successor,
        // which between them are exactly one active and one inactive bean wide.
        var x = lengths.inset + CGFloat(index) * (lengths.inactive + lengths.padding)
        if index > active { x += beanWidth(at: active) - lengths.inactive }
        if index > active + 1 { x += beanWidth(at: active + 1) - lengths.inactive }
        return CGRect(x: x, y: lengths.inset, width: beanWidth(at: index), height: lengths.height)
    }

    /// The color of bean `index` in `theme`, interpolated linearly in RGBA as its width is.
    public func beanColor(at index: Int, in theme: Theme) -> Color {
        let activeColor = beanActiveColor.resolved(in: theme), inactiveColor = beanInactiveColor.resolved(in: theme)
        guard let active = activeIndex else { return inactiveColor }
        let fraction = Double(transitionFraction)
        switch index {
        case active: return activeColor.interpolated(to: inactiveColor, fraction: fraction)
        case active + 1: return inactiveColor.interpolated(to: activeColor, fraction: fraction)
        default: return inactiveColor
        }
    }

    /// The width of all the beans with their gaps: `(count − 1)·(inactive + padding) +
    /// active`, the same at every position; 0 without beans.
    public var totalWidth: CGFloat {
        guard count > 0 else { return 0 }
        let lengths = self.lengths
        return CGFloat(count - 1) * (lengths.inactive + lengths.padding) + lengths.active
    }

    // MARK: - Layout

    /// The beans' total width by ``beanHeight``, with ``trackInset`` on every side; zero
    /// when ``count`` is 0 (the original did not guard this and reported a negative width).
    public override func intrinsicContentSize(fittingWidth width: CGFloat?) throws -> CGSize? {
        guard count > 0 else { return .zero }
        let inset = lengths.inset
        return CGSize(width: totalWidth + 2 * inset, height: lengths.height + 2 * inset)
    }

    // MARK: - Drawing

    /// Draws the beans that fall inside the bounds, each a rounded rectangle in its color.
    public override func draw(in context: RenderContext) throws {
        guard count > 0 else { return }
        let lengths = self.lengths
        let radius = max(0, min(beanCornerRadius.asLength, lengths.height / 2))
        let step = lengths.inactive + lengths.padding
        // Only beans that can be seen are drawn: a huge count costs what the bounds hold.
        // Without inactive width and gap, only the active bean and the next have any width.
        let indices: [Int]
        if step > 0 {
            let fitting = (Double(max(0, bounds.width - lengths.inset)) / Double(step)).rounded(.up) + 2
            indices = Array(0..<(fitting.isFinite && fitting < Double(count) ? Int(fitting) : count))
        } else {
            indices = activeIndex.map { active in [active] + (active < count - 1 ? [active + 1] : []) } ?? []
        }
        for index in indices {
            let frame = beanFrame(at: index)
            guard frame.width > 0, frame.height > 0 else { continue }
            context.canvas.fill(frame, color: beanColor(at: index, in: context.theme),
                                cornerRadius: min(radius, frame.width / 2))
        }
    }

    // MARK: - Private

    /// The lengths in use: each as set, or 0 when negative or not finite.
    private var lengths: (height: CGFloat, inactive: CGFloat, active: CGFloat, padding: CGFloat, inset: CGFloat) {
        (beanHeight.asLength, inactiveBeanWidth.asLength, activeBeanWidth.asLength, padding.asLength, trackInset.asLength)
    }

    private static func clamp(_ position: Double, count: Int) -> Double {
        min(max(position, 0), Double(max(0, count - 1)))
    }

    private static func lerp(_ from: CGFloat, _ to: CGFloat, _ fraction: CGFloat) -> CGFloat {
        from + (to - from) * fraction
    }
}
